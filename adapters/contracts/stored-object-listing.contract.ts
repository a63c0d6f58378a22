import { describe, expect, it } from 'vitest';
import type { ObjectStorage } from '../../domain/objects/object-storage.js';
import type { StoredObjectListing } from '../../domain/objects/stored-object-listing.js';

const HOUR = 3_600_000;
const PHOTO = '3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c';
const KEYS = [`${PHOTO}-480.avif`, `${PHOTO}-480.webp`, `${PHOTO}.variants.json`, PHOTO, '_health-probe-0a1b2c3d'];

/**
 * Every StoredObjectListing (docs/decisions/094): it lists the keys of whole objects written before a cut-off, those
 * its caller wants only, and forgets a deleted one. Times are an hour either side of now: S3 keeps whole seconds.
 */
export function storedObjectListingContract(name: string, freshStorage: () => Promise<ObjectStorage & StoredObjectListing> | (ObjectStorage & StoredObjectListing)): void {
  describe(`${name} honours the StoredObjectListing contract`, () => {
    it('lists every object written before the cut-off, and only the keys its caller wants', async () => {
      const storage = await freshStorage();
      for (const key of KEYS) await storage.put(key, Uint8Array.from([1]));
      const later = new Date(Date.now() + HOUR);
      expect((await storage.keysWrittenBefore(later, () => true)).sort()).toEqual([...KEYS].sort());
      expect((await storage.keysWrittenBefore(later, (key) => key.startsWith(`${PHOTO}-`))).sort()).toEqual([`${PHOTO}-480.avif`, `${PHOTO}-480.webp`]);
    });

    it('lists nothing written since the cut-off', async () => {
      const storage = await freshStorage();
      const before = new Date(Date.now() - HOUR);
      for (const key of KEYS) await storage.put(key, Uint8Array.from([1]));
      expect(await storage.keysWrittenBefore(before, () => true)).toEqual([]);
    });

    it('forgets a deleted object, and lists an empty storage as nothing', async () => {
      const storage = await freshStorage();
      const later = new Date(Date.now() + HOUR);
      expect(await storage.keysWrittenBefore(later, () => true)).toEqual([]);
      await storage.put(PHOTO, Uint8Array.from([1]));
      await storage.put(`${PHOTO}-480.avif`, Uint8Array.from([1]));
      await storage.delete(PHOTO);
      expect(await storage.keysWrittenBefore(later, () => true)).toEqual([`${PHOTO}-480.avif`]);
    });
  });
}
