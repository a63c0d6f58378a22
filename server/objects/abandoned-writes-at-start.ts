import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { AbandonedWritesCleanup } from '../../domain/objects/abandoned-writes-cleanup.js';
import type { CopiesWithoutPhotoCleanup } from '../../domain/objects/copies-without-photo-cleanup.js';
import { MAX_UPLOAD_TRANSFER_MS, UPLOAD_URL_LIFETIME_MS } from '../../domain/objects/upload-url-signer.js';

/** The cut-off of abandonedWritesCutoff: an upload URL's life plus the longest transfer it allows. */
const MINUTES = Math.round((UPLOAD_URL_LIFETIME_MS + MAX_UPLOAD_TRANSFER_MS) / 60_000);

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const reasonOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * At each start, before the first request: removes the temporary files or multipart uploads a server stopped in
 * mid-write left behind (docs/decisions/045), then the sized copies and copy lists of photos a stop in mid-save never
 * wrote (docs/decisions/094). A storage that cannot list them does not stop the start: the operator is told why
 * instead, and the other cleanup still runs. Built by the composition root (server/app.module.ts).
 */
export class AbandonedWritesAtStart implements OnApplicationBootstrap {
  constructor(
    private readonly cleanup: AbandonedWritesCleanup,
    private readonly copiesCleanup: CopiesWithoutPhotoCleanup,
    private readonly warn: (line: string) => void = (line) => new Logger('Objects').warn(line),
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.removeUnfinishedWrites();
    await this.removeCopiesWithoutPhoto();
  }

  private async removeUnfinishedWrites(): Promise<void> {
    let removed: number;
    try {
      removed = await this.cleanup.run();
    } catch (error) {
      this.warn(`Unfinished writes in the object storage could not be cleaned up (${reasonOf(error)}); with S3, keep a lifecycle rule that aborts incomplete multipart uploads`);
      return;
    }
    if (removed > 0) this.warn(`Removed ${counted(removed, 'unfinished write', 'unfinished writes')} older than ${MINUTES} minutes from the object storage, left by an earlier stop`);
  }

  private async removeCopiesWithoutPhoto(): Promise<void> {
    let removed: { photos: number; objects: number };
    try {
      removed = await this.copiesCleanup.run();
    } catch (error) {
      this.warn(`The object storage could not be listed to remove the sized copies of photos never stored (${reasonOf(error)}); with S3, allow s3:ListBucket on the bucket`);
      return;
    }
    if (removed.objects === 0) return;
    this.warn(
      `Removed ${counted(removed.objects, 'sized copy or copy list', 'sized copies or copy lists')} of ${counted(removed.photos, 'photo', 'photos')} never stored, older than ${MINUTES} minutes, from the object storage, left by an earlier stop`,
    );
  }
}
