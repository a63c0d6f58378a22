import type { Clock } from '../kernel/clock.js';
import { photoOfCompanion } from '../images/photo-variants.js';
import { abandonedWritesCutoff } from './abandoned-writes-cleanup.js';
import type { ObjectStorage } from './object-storage.js';
import type { StoredObjectListing } from './stored-object-listing.js';

/** What one run removed: the photos never stored, and their copies and lists. */
export interface CopiesWithoutPhotoRemoved {
  readonly photos: number;
  readonly objects: number;
}

/**
 * Run at each server start, beside AbandonedWritesCleanup (docs/decisions/094): a save writes a photo's sized copies
 * and their list first and the photo last (docs/decisions/048), so a server stopped in between leaves copies that no
 * photo owns. Those written before the cut-off of unfinished writes (15 minutes, docs/decisions/045) whose photo is not
 * stored are removed: a save still in progress, here or on another server, is younger and is never touched; a stored
 * photo keeps its copies, however old.
 */
export class CopiesWithoutPhotoCleanup {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly listing: StoredObjectListing,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<CopiesWithoutPhotoRemoved> {
    const companions = await this.listing.keysWrittenBefore(abandonedWritesCutoff(this.clock.now()), (key) => photoOfCompanion(key) !== undefined);
    const byPhoto = new Map<string, string[]>();
    for (const key of companions) {
      const objectId = photoOfCompanion(key)!;
      byPhoto.set(objectId, [...(byPhoto.get(objectId) ?? []), key]);
    }
    let photos = 0;
    let objects = 0;
    for (const [objectId, keys] of byPhoto) {
      if (await this.storage.has(objectId)) continue;
      for (const key of keys) await this.storage.delete(key);
      photos++;
      objects += keys.length;
    }
    return { photos, objects };
  }
}
