import type { UsedUploadUrls } from '../../domain/objects/used-upload-urls.js';
import type { SqliteDatabase } from './database.js';

/** Used upload URLs in the SQLite file: one INSERT decides which claim wins. */
export class SqliteUsedUploadUrls implements UsedUploadUrls {
  constructor(private readonly db: SqliteDatabase) {}

  async claim(objectId: string, expiresAt: number): Promise<boolean> {
    const result = this.db.prepare('INSERT INTO used_upload_urls (object_id, expires_at) VALUES (?, ?) ON CONFLICT(object_id) DO NOTHING').run(objectId, expiresAt);
    return result.changes === 1;
  }

  async forgetExpired(now: number): Promise<void> {
    this.db.prepare('DELETE FROM used_upload_urls WHERE expires_at <= ?').run(now);
  }
}
