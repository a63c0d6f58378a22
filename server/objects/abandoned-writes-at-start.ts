import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { AbandonedWritesCleanup } from '../../domain/objects/abandoned-writes-cleanup.js';
import { MAX_UPLOAD_TRANSFER_MS, UPLOAD_URL_LIFETIME_MS } from '../../domain/objects/upload-url-signer.js';

/** The cut-off of abandonedWritesCutoff: an upload URL's life plus the longest transfer it allows. */
const MINUTES = Math.round((UPLOAD_URL_LIFETIME_MS + MAX_UPLOAD_TRANSFER_MS) / 60_000);

/**
 * At each start, before the first request: removes the temporary files or multipart uploads a
 * server stopped in mid-write left behind (docs/decisions/045-crash-leftovers-cleanup-at-start.md).
 * A storage that cannot list them does not stop the start: the operator is told why instead.
 * Built by the composition root (server/app.module.ts).
 */
export class AbandonedWritesAtStart implements OnApplicationBootstrap {
  constructor(
    private readonly cleanup: AbandonedWritesCleanup,
    private readonly warn: (line: string) => void = (line) => new Logger('Objects').warn(line),
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    let removed: number;
    try {
      removed = await this.cleanup.run();
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      this.warn(`Unfinished writes in the object storage could not be cleaned up (${reason}); with S3, keep a lifecycle rule that aborts incomplete multipart uploads`);
      return;
    }
    if (removed > 0) this.warn(`Removed ${removed} unfinished write${removed === 1 ? '' : 's'} older than ${MINUTES} minutes from the object storage, left by an earlier stop`);
  }
}
