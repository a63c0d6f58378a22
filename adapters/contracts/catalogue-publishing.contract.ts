import { describe, expect, it } from 'vitest';
import type { CataloguePublishing } from '../../domain/catalogue/catalogue-publishing.js';

const tour = (id: string, version: number, price: number) => ({ collection: 'tours', id, version, data: { price } });

/**
 * Every CataloguePublishing (docs/decisions/103): what it publishes is what it then says is published, a record at one
 * version, in key order; a later publication moves a record to its new version, and data null takes it off the site.
 * `fresh` gives a publisher with nothing published. Which pages a publication re-renders is each adapter's own.
 */
export function cataloguePublishingContract(name: string, fresh: () => CataloguePublishing): void {
  describe(`${name} honours the CataloguePublishing contract`, () => {
    it('says what it published, record by record, in key order', async () => {
      const publishing = fresh();
      expect(await publishing.publishedRecords()).toEqual([]);
      const settings = { collection: 'settings', id: 'site', version: 1, data: { siteName: 'Costa Rica Gateway' } };
      expect((await publishing.publish([tour('b-tour', 2, 65), settings, tour('a-tour', 1, 50)])).outcome).toBe('published');
      expect(await publishing.publishedRecords()).toEqual([settings, tour('a-tour', 1, 50), tour('b-tour', 2, 65)]);
    });

    it('moves a record to the version published last, and takes one off the site when its data is null', async () => {
      const publishing = fresh();
      await publishing.publish([tour('a-tour', 1, 50), tour('b-tour', 1, 65)]);
      await publishing.publish([tour('a-tour', 3, 55), { collection: 'tours', id: 'b-tour', version: 2, data: null }]);
      expect(await publishing.publishedRecords()).toEqual([tour('a-tour', 3, 55)]);
    });

    it('changes nothing on a publication of nothing', async () => {
      const publishing = fresh();
      await publishing.publish([tour('a-tour', 1, 50)]);
      expect((await publishing.publish([])).outcome).toBe('published');
      expect(await publishing.publishedRecords()).toEqual([tour('a-tour', 1, 50)]);
    });

    it('keeps what it publishes to itself: changing what it was given, or trying to change what it gave, changes nothing published', async () => {
      const publishing = fresh();
      const change = tour('a-tour', 1, 50);
      await publishing.publish([change]);
      change.data.price = 1;
      const [published] = await publishing.publishedRecords();
      // A copy takes the change and forgets it; a frozen record refuses it.
      try {
        (published!.data as { price: number }).price = 2;
      } catch (error) {
        expect(error).toBeInstanceOf(TypeError);
      }
      expect(await publishing.publishedRecords()).toEqual([tour('a-tour', 1, 50)]);
    });
  });
}
