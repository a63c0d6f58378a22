import type { UsedUploadUrls } from '../../domain/objects/used-upload-urls.js';
import type { PostgresPool } from './database.js';

/** Used upload URLs in PostgreSQL: the primary key decides which server's claim wins. */
export class PostgresUsedUploadUrls implements UsedUploadUrls {
  constructor(private readonly pool: PostgresPool) {}

  async claim(objectId: string, expiresAt: number): Promise<boolean> {
    const result = await this.pool.query(
      'INSERT INTO used_upload_urls (object_id, expires_at) VALUES ($1, $2) ON CONFLICT (object_id) DO NOTHING',
      [objectId, expiresAt],
    );
    return result.rowCount === 1;
  }

  async forgetExpired(now: number): Promise<void> {
    await this.pool.query('DELETE FROM used_upload_urls WHERE expires_at <= $1', [now]);
  }
}
