import { describe, expect, it } from 'vitest';
import type { UsedUploadUrls } from '../../domain/objects/used-upload-urls.js';

/**
 * Every UsedUploadUrls: the first claim of a URL wins, every later one loses, even when they race;
 * expired records are forgotten. `sameRecord` (when given) is a second instance over the same
 * records, as a second server would have.
 */
export function usedUploadUrlsContract(
  name: string,
  freshRecord: () => Promise<UsedUploadUrls> | UsedUploadUrls,
  sameRecord?: (first: UsedUploadUrls) => Promise<UsedUploadUrls> | UsedUploadUrls,
): void {
  describe(`${name} honours the UsedUploadUrls contract`, () => {
    const T0 = Date.UTC(2026, 0, 1, 12);
    const ID = '3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c';
    const OTHER = '9a8b7c6d-0a4d-4c6e-9b7a-1d2e3f4a5b6c';

    it('lets the first claim of a URL win and refuses every later one', async () => {
      const record = await freshRecord();
      expect(await record.claim(ID, T0)).toBe(true);
      expect(await record.claim(ID, T0)).toBe(false);
      expect(await record.claim(OTHER, T0)).toBe(true);
    });

    it('lets exactly one of many concurrent claims win', async () => {
      const first = await freshRecord();
      const second = sameRecord ? await sameRecord(first) : first;
      const claims = await Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 ? second : first).claim(ID, T0)));
      expect(claims.filter(Boolean)).toHaveLength(1);
    });

    it('forgets the URLs expired at or before an instant, and only those', async () => {
      const record = await freshRecord();
      await record.claim(ID, T0);
      await record.claim(OTHER, T0 + 1000);
      await record.forgetExpired(T0);
      expect(await record.claim(ID, T0 + 5000)).toBe(true);
      expect(await record.claim(OTHER, T0 + 1000)).toBe(false);
    });
  });
}
