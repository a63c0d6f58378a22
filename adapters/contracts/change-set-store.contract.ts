import { describe, expect, it } from 'vitest';
import type { ChangeSetContent, ChangeSetStore } from '../../domain/catalogue/change-set-store.js';

const aBulkRaise: ChangeSetContent = {
  at: '2026-11-30T12:00:00.000Z',
  by: 'percent',
  value: 5,
  records: [
    { collection: 'tours', id: 'arenal-volcano-hike-and-tabacon-hot-springs', version: 2, before: 165, after: 173.25 },
    { collection: 'products', id: 'boruca-mask', version: 4, before: 89.99, after: 94.49 },
  ],
};

/** Every ChangeSetStore (docs/decisions/117): numbered from 1 in order, read back as kept, by any server of the database. */
export function changeSetStoreContract(name: string, fresh: () => Promise<ChangeSetStore> | ChangeSetStore, secondOf: (first: ChangeSetStore) => Promise<ChangeSetStore> | ChangeSetStore): void {
  describe(`${name} honours the ChangeSetStore contract`, () => {
    it('numbers change sets from 1 and reads each back as kept, from another server too', async () => {
      const store = await fresh();
      expect(await store.get(1)).toBeUndefined();
      expect(await store.add(aBulkRaise)).toEqual({ ...aBulkRaise, changeSet: 1 });
      const restore: ChangeSetContent = { ...aBulkRaise, by: 'restore', value: 0, restores: 1 };
      expect((await store.add(restore)).changeSet).toBe(2);
      const second = await secondOf(store);
      expect(await second.get(1)).toEqual({ ...aBulkRaise, changeSet: 1 });
      expect(await second.get(2)).toEqual({ ...restore, changeSet: 2 });
      expect(await second.get(3)).toBeUndefined();
    });

    it('lists every change set, the newest first, from another server too', async () => {
      const store = await fresh();
      expect(await store.list()).toEqual([]);
      await store.add(aBulkRaise);
      const restore: ChangeSetContent = { ...aBulkRaise, by: 'restore', value: 0, restores: 1 };
      await store.add(restore);
      expect(await (await secondOf(store)).list()).toEqual([
        { ...restore, changeSet: 2 },
        { ...aBulkRaise, changeSet: 1 },
      ]);
    });
  });
}
