import { describe, expect, it } from 'vitest';
import type { ObjectStorage } from '../../domain/objects/object-storage.js';

/** Every ObjectStorage: keys hold whole objects; a put replaces; a missing key reads as nothing. */
export function objectStorageContract(name: string, freshStorage: () => Promise<ObjectStorage> | ObjectStorage): void {
  describe(`${name} honours the ObjectStorage contract`, () => {
    const KEY = '3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c';

    it('gives back exactly the bytes put under a key', async () => {
      const storage = await freshStorage();
      const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => index % 251);
      await storage.put(KEY, bytes);
      expect(await storage.has(KEY)).toBe(true);
      expect(await storage.get(KEY)).toEqual(bytes);
    });

    it('knows nothing of a key never put', async () => {
      const storage = await freshStorage();
      expect(await storage.has(KEY)).toBe(false);
      expect(await storage.get(KEY)).toBeUndefined();
    });

    it('replaces an object put twice and forgets a deleted one', async () => {
      const storage = await freshStorage();
      await storage.put(KEY, Uint8Array.from([1, 2, 3]));
      await storage.put(KEY, Uint8Array.from([4]));
      expect(await storage.get(KEY)).toEqual(Uint8Array.from([4]));
      await storage.delete(KEY);
      await storage.delete(KEY);
      expect(await storage.has(KEY)).toBe(false);
    });

    it('is not changed by a caller mutating what it put or got', async () => {
      const storage = await freshStorage();
      const bytes = Uint8Array.from([1, 2, 3]);
      await storage.put(KEY, bytes);
      bytes[0] = 9;
      (await storage.get(KEY))![1] = 9;
      expect(await storage.get(KEY)).toEqual(Uint8Array.from([1, 2, 3]));
    });

    it('lets every concurrent reader see a whole object, never half of one', async () => {
      const storage = await freshStorage();
      const small = new Uint8Array(10).fill(1);
      const large = new Uint8Array(2_000_000).fill(2);
      await storage.put(KEY, small);
      const reads: Promise<Uint8Array | undefined>[] = [];
      const write = storage.put(KEY, large);
      for (let i = 0; i < 20; i++) reads.push(storage.get(KEY));
      await write;
      for (const read of await Promise.all(reads)) expect([10, 2_000_000]).toContain(read!.length);
    });
  });
}
