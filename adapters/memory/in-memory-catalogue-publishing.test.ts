import { describe, expect, it } from 'vitest';
import { catalogueRecordsOf } from '../../domain/catalogue/catalogue-document.js';
import { aCatalogueDocument } from '../../test-support/catalogue-documents.js';
import { cataloguePublishingContract } from '../contracts/catalogue-publishing.contract.js';
import { InMemoryCataloguePublishing } from './in-memory-catalogue-publishing.js';
import { RecordsOnlyPublishing } from './records-only-publishing.js';

cataloguePublishingContract('RecordsOnlyPublishing', () => new RecordsOnlyPublishing(async () => []));
cataloguePublishingContract('InMemoryCataloguePublishing', () => new InMemoryCataloguePublishing());

const atVersionOne = catalogueRecordsOf(aCatalogueDocument()).map((record) => ({ ...record, version: 1 }));

describe('RecordsOnlyPublishing, the interim publisher (docs/decisions/103)', () => {
  it('starts from what it is given at its first use, asked once, and re-renders no page', async () => {
    let asked = 0;
    const publishing = new RecordsOnlyPublishing(async () => {
      asked++;
      return atVersionOne;
    });
    await Promise.all([publishing.publishedRecords(), publishing.publishedRecords()]);
    const outcome = await publishing.publish([{ collection: 'tours', id: 'arenal-volcano-hike', version: 2, data: { price: 59 } }]);
    expect(outcome).toEqual({ outcome: 'published', pages: [] });
    expect(asked).toBe(1);
    expect((await publishing.publishedRecords()).filter((record) => record.version === 2).map((record) => record.id)).toEqual(['arenal-volcano-hike']);
    expect(await publishing.publishedRecords()).toHaveLength(atVersionOne.length);
  });
});

describe('InMemoryCataloguePublishing, the fake publisher (docs/decisions/103)', () => {
  it('re-renders each changed page and each page that names a changed record, before or after', async () => {
    const publishing = new InMemoryCataloguePublishing();
    await publishing.publish(atVersionOne);
    const arenalHike = atVersionOne.find((record) => record.id === 'arenal-volcano-hike')!;
    expect(await publishing.publish([{ ...arenalHike, version: 2 }])).toEqual({ outcome: 'published', pages: ['/destinations/arenal', '/tours'] });
    const home = atVersionOne.find((record) => record.id === 'home')!;
    const listingBoth = { ...(home.data as object), listing: { title: { en: 'Popular Tours' }, tourIds: ['arenal-volcano-hike'] } };
    expect(await publishing.publish([{ ...home, version: 2, data: listingBoth }])).toEqual({ outcome: 'published', pages: ['/'] });
    // Withdrawn, the page is named by its path as it was published.
    expect(await publishing.publish([{ ...home, version: 3, data: null }])).toEqual({ outcome: 'published', pages: ['/'] });
    // A product is named by the shop that lists it (docs/decisions/144).
    expect(await publishing.publish([{ collection: 'products', id: 'salsa-lizano', version: 2, data: { price: 9 } }])).toEqual({ outcome: 'published', pages: ['/gift-store'] });
    expect(publishing.publications).toHaveLength(5);
  });

  it('refuses a publication an audit finds fault with, whole, and publishes nothing of it', async () => {
    const publishing = new InMemoryCataloguePublishing();
    publishing.refuseWhen((changes) =>
      changes.some((change) => change.id === 'bad-tour') ? [{ page: '/tours', audit: 'outbound links', message: 'a tour link without the partner id' }] : [],
    );
    const refused = await publishing.publish([{ collection: 'tours', id: 'good-tour', version: 1, data: {} }, { collection: 'tours', id: 'bad-tour', version: 1, data: {} }]);
    expect(refused).toEqual({ outcome: 'refused', reasons: [{ page: '/tours', audit: 'outbound links', message: 'a tour link without the partner id' }] });
    expect(await publishing.publishedRecords()).toEqual([]);
    expect(publishing.publications).toEqual([]);
    expect((await publishing.publish([{ collection: 'tours', id: 'good-tour', version: 1, data: {} }])).outcome).toBe('published');
  });
});
