import { describe, expect, it } from 'vitest';
import { InMemoryCatalogueStore } from '../../adapters/memory/in-memory-catalogue-store.js';
import { InMemoryCataloguePublishing } from '../../adapters/memory/in-memory-catalogue-publishing.js';
import { aCatalogueDocument, aDestination, aPublicTour } from '../../test-support/catalogue-documents.js';
import { catalogueRecordsOf } from './catalogue-document.js';
import { CatalogueEditor } from './catalogue-editor.js';
import { CatalogueItemNotFoundError, CatalogueRecordInUseError, InvalidCatalogueRequestError, UnknownCollectionError, UnpublishableChangeError } from './catalogue-editing-errors.js';
import { CataloguePublisher } from './catalogue-publisher.js';
import { rejectionOf } from '../../test-support/rejection.js';

const HIKE = { collection: 'tours', id: 'arenal-volcano-hike' };
const TURTLES = { collection: 'tours', id: 'tortuguero-turtle-night-walk' };

function dataOf(record: { id: string }): Record<string, unknown> {
  const { id: _id, ...data } = record;
  return data;
}

async function aPublishedCatalogue() {
  const store = new InMemoryCatalogueStore();
  await store.replaceAll(catalogueRecordsOf(aCatalogueDocument()));
  const publishing = new InMemoryCataloguePublishing();
  const publisher = new CataloguePublisher(store, publishing);
  await publisher.publish();
  return { store, publishing, publisher, editor: new CatalogueEditor(store, publishing) };
}

describe('publishing the catalogue\'s drafts (issue 36 point 6, docs/decisions/103)', () => {
  it('publishes every record the first time, all together', async () => {
    const { publishing, store } = await aPublishedCatalogue();
    expect(publishing.publications).toHaveLength(1);
    expect(await publishing.publishedRecords()).toEqual((await store.list()).map(({ collection, id, version, data }) => ({ collection, id, version, data })));
  });

  it('tells what waits to be published: drafts, new records and archived records the site still shows', async () => {
    const { editor, publisher } = await aPublishedCatalogue();
    expect(await publisher.pending()).toEqual([]);
    await editor.update(HIKE, dataOf(aPublicTour({ price: 59 })), 1);
    await editor.archive(TURTLES, 1);
    await editor.create({ collection: 'destinations', id: 'tamarindo' }, dataOf(aDestination({ id: 'tamarindo' })));
    expect((await publisher.pending()).map(({ collection, id, version, data }) => `${collection}/${id}@${version}${data === null ? ' withdrawn' : ''}`)).toEqual([
      'destinations/tamarindo@1',
      'tours/arenal-volcano-hike@2',
      'tours/tortuguero-turtle-night-walk@2 withdrawn',
    ]);
  });

  it('publishes every draft, says which records at which versions and which pages were re-rendered, and the drafts are published', async () => {
    const { editor, publisher } = await aPublishedCatalogue();
    await editor.update(HIKE, dataOf(aPublicTour({ price: 59 })), 1);
    await editor.archive(TURTLES, 1);
    expect(await publisher.publish()).toEqual({
      outcome: 'published',
      pages: ['/destinations/arenal', '/tours'],
      records: [
        { ...HIKE, version: 2, withdrawn: false },
        { ...TURTLES, version: 2, withdrawn: true },
      ],
    });
    expect((await editor.read(HIKE)).status).toBe('published');
    expect((await editor.read(TURTLES)).status).toBe('archived');
    expect(await publisher.pending()).toEqual([]);
  });

  it('publishes only the records named, and leaves the other drafts as they are', async () => {
    const { editor, publisher, publishing } = await aPublishedCatalogue();
    await editor.update(HIKE, dataOf(aPublicTour({ price: 59 })), 1);
    await editor.archive(TURTLES, 1);
    expect((await publisher.publish([TURTLES])).records).toEqual([{ ...TURTLES, version: 2, withdrawn: true }]);
    expect((await editor.read(HIKE)).status).toBe('draft');
    // A record with nothing to publish is left out; nothing left, nothing is handed to the publisher.
    expect(await publisher.publish([TURTLES, { collection: 'tours', id: 'mistico-hanging-bridges' }])).toEqual({ outcome: 'published', pages: [], records: [] });
    expect(publishing.publications).toHaveLength(2);
  });

  it('refuses to publish a record the store does not hold, a collection the catalogue has not, or an id that is not one', async () => {
    const { publisher } = await aPublishedCatalogue();
    expect(await rejectionOf(publisher.publish([{ collection: 'tours', id: 'atlantis-tour' }]))).toEqual(new CatalogueItemNotFoundError('The catalogue has no record tours/atlantis-tour.'));
    expect(await rejectionOf(publisher.publish([{ collection: 'boats', id: 'ark' }]))).toBeInstanceOf(UnknownCollectionError);
    expect(await rejectionOf(publisher.publish([{ collection: 'tours', id: '../etc' }]))).toBeInstanceOf(InvalidCatalogueRequestError);
  });

  it('publishes nothing that would leave the public catalogue pointing at a record it does not show', async () => {
    const { editor, publisher, publishing } = await aPublishedCatalogue();
    await editor.create({ collection: 'destinations', id: 'tamarindo' }, dataOf(aDestination({ id: 'tamarindo' })));
    await editor.update(HIKE, dataOf(aPublicTour({ destination: 'tamarindo' })), 1);
    const refused = await rejectionOf(publisher.publish([HIKE]));
    expect(refused).toBeInstanceOf(UnpublishableChangeError);
    expect((refused as UnpublishableChangeError).problems).toEqual([{ field: 'tours/arenal-volcano-hike.destination', message: 'destination "tamarindo" is not the id of any destination' }]);
    expect((refused as Error).message).toBe(
      'Nothing was published: the public catalogue would not hold together (tours/arenal-volcano-hike.destination: destination "tamarindo" is not the id of any destination). Publish the records these name with it.',
    );
    expect(publishing.publications).toHaveLength(1);
    expect((await publisher.publish([HIKE, { collection: 'destinations', id: 'tamarindo' }])).outcome).toBe('published');
  });

  it('publishes nothing the publisher\'s audits refuse, and gives their reasons', async () => {
    const { editor, publisher, publishing } = await aPublishedCatalogue();
    publishing.refuseWhen(() => [{ page: '/destinations/arenal', audit: 'valid HTML', message: 'an unclosed element' }]);
    await editor.update(HIKE, dataOf(aPublicTour({ price: 59 })), 1);
    expect(await publisher.publish()).toEqual({
      outcome: 'refused',
      reasons: [{ page: '/destinations/arenal', audit: 'valid HTML', message: 'an unclosed element' }],
      records: [{ ...HIKE, version: 2, withdrawn: false }],
    });
    expect((await editor.read(HIKE)).status).toBe('draft');
  });
});

describe('discarding drafts (issue 38 point 5, docs/decisions/116)', () => {
  it('puts a changed record back at its published data, as a new version published as it is, and the site is unchanged', async () => {
    const { editor, publisher, publishing, store } = await aPublishedCatalogue();
    await editor.update(HIKE, dataOf(aPublicTour({ price: 59 })), 1);
    await editor.update(HIKE, dataOf(aPublicTour({ price: 49 })), 2);
    expect(await publisher.discard()).toEqual([{ ...HIKE, version: 4, archived: false }]);
    expect(await editor.read(HIKE)).toMatchObject({ version: 4, status: 'published', publishedVersion: 4, data: { price: 75 } });
    expect((await store.revisions(HIKE.collection, HIKE.id)).map((revision) => (revision.after as { price: number }).price)).toEqual([75, 59, 49, 75]);
    expect(publishing.publications.at(-1)).toEqual([{ ...HIKE, version: 4, data: dataOf(aPublicTour()) }]);
    expect(await publisher.pending()).toEqual([]);
  });

  it('undoes an archiving not yet published, and archives a record never published', async () => {
    const { editor, publisher } = await aPublishedCatalogue();
    await editor.archive(TURTLES, 1);
    await editor.create({ collection: 'destinations', id: 'tamarindo' }, dataOf(aDestination({ id: 'tamarindo' })));
    expect(await publisher.discard()).toEqual([
      { collection: 'destinations', id: 'tamarindo', version: 2, archived: true },
      { ...TURTLES, version: 3, archived: false },
    ]);
    expect(await editor.read(TURTLES)).toMatchObject({ status: 'published', version: 3 });
    expect(await editor.read({ collection: 'destinations', id: 'tamarindo' })).toMatchObject({ status: 'archived' });
  });

  it('drops only the drafts named, refuses a named record with no draft (400) and one unknown (404)', async () => {
    const { editor, publisher } = await aPublishedCatalogue();
    await editor.update(HIKE, dataOf(aPublicTour({ price: 59 })), 1);
    await editor.archive(TURTLES, 1);
    expect(await publisher.discard([TURTLES])).toEqual([{ ...TURTLES, version: 3, archived: false }]);
    expect(await editor.read(HIKE)).toMatchObject({ status: 'draft', data: { price: 59 } });
    expect(await rejectionOf(publisher.discard([TURTLES]))).toEqual(new InvalidCatalogueRequestError('tours/tortuguero-turtle-night-walk has no draft to discard.'));
    expect(await rejectionOf(publisher.discard([HIKE, TURTLES, { collection: 'tours', id: 'mistico-hanging-bridges' }]))).toEqual(
      new InvalidCatalogueRequestError('tours/tortuguero-turtle-night-walk, tours/mistico-hanging-bridges have no draft to discard.'),
    );
    expect(await rejectionOf(publisher.discard([{ collection: 'tours', id: 'atlantis' }]))).toBeInstanceOf(CatalogueItemNotFoundError);
  });

  it('archives a new record after the drafts naming it are back, and refuses while a record still names it', async () => {
    const { editor, publisher } = await aPublishedCatalogue();
    await editor.create({ collection: 'destinations', id: 'tamarindo' }, dataOf(aDestination({ id: 'tamarindo' })));
    await editor.update(HIKE, dataOf(aPublicTour({ destination: 'tamarindo' })), 1);
    expect(await rejectionOf(publisher.discard([{ collection: 'destinations', id: 'tamarindo' }]))).toBeInstanceOf(CatalogueRecordInUseError);
    expect(await publisher.discard()).toEqual([
      { collection: 'destinations', id: 'tamarindo', version: 2, archived: true },
      { ...HIKE, version: 3, archived: false },
    ]);
  });
});
