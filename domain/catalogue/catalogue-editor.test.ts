import { describe, expect, it } from 'vitest';
import { InMemoryCatalogueStore } from '../../adapters/memory/in-memory-catalogue-store.js';
import { InMemoryCataloguePublishing } from '../../adapters/memory/in-memory-catalogue-publishing.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { aCatalogueDocument, aCoffeeProduct, aPublicTour } from '../../test-support/catalogue-documents.js';
import { catalogueRecordsOf } from './catalogue-document.js';
import { CatalogueEditor } from './catalogue-editor.js';
import { CatalogueItemNotFoundError, CatalogueRecordInUseError, InvalidCatalogueRecordError, InvalidCatalogueRequestError, UnknownCollectionError } from './catalogue-editing-errors.js';
import { StaleRecordError } from './catalogue-store.js';
import { rejectionOf } from '../../test-support/rejection.js';

const T0 = '2026-03-01T10:00:00.000Z';
const HIKE = { collection: 'tours', id: 'arenal-volcano-hike' };
const TURTLES = { collection: 'tours', id: 'tortuguero-turtle-night-walk' };

/** A tour's data as the editor takes it: its fields without its id, which is its key's. */
function tourData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { id: _id, ...data } = aPublicTour(overrides);
  return data;
}

async function anEditor() {
  const clock = new ManualClock(new Date(T0));
  const store = new InMemoryCatalogueStore(clock);
  await store.replaceAll(catalogueRecordsOf(aCatalogueDocument()));
  const publishing = new InMemoryCataloguePublishing();
  const publishEverything = async () => {
    const live = await store.list();
    await publishing.publish(live.map(({ collection, id, version, data }) => ({ collection, id, version, data })));
  };
  return { clock, store, publishing, publishEverything, editor: new CatalogueEditor(store, publishing) };
}

describe('the catalogue editor (issue 36 point 6, docs/decisions/103)', () => {
  it('lists a collection\'s records with where each stands against the public site', async () => {
    const { editor, publishEverything } = await anEditor();
    expect((await editor.list('tours')).map((record) => record.status)).toEqual(['new', 'new', 'new']);
    await publishEverything();
    await editor.update(HIKE, tourData({ price: 59 }), 1);
    await editor.create({ collection: 'tours', id: 'arenal-night-walk' }, tourData({ legacyId: undefined, adminTour: undefined }));
    await editor.archive(TURTLES, 1);
    const listed = await editor.list('tours');
    expect(listed.map(({ id, version, status, publishedVersion }) => ({ id, version, status, publishedVersion }))).toEqual([
      { id: 'arenal-night-walk', version: 1, status: 'new', publishedVersion: null },
      { id: 'arenal-volcano-hike', version: 2, status: 'draft', publishedVersion: 1 },
      { id: 'mistico-hanging-bridges', version: 1, status: 'published', publishedVersion: 1 },
      { id: 'tortuguero-turtle-night-walk', version: 2, status: 'archived-still-published', publishedVersion: 1 },
    ]);
    expect(listed[1]!.data).toEqual(tourData({ price: 59 }));
  });

  it('leaves out of the list an archived record the site does not show, and refuses a collection the catalogue has not', async () => {
    const { editor } = await anEditor();
    await editor.archive(TURTLES, 1);
    expect((await editor.list('tours')).map((record) => record.id)).toEqual(['arenal-volcano-hike', 'mistico-hanging-bridges']);
    const unknown = await rejectionOf(editor.list('boats'));
    expect(unknown).toBeInstanceOf(UnknownCollectionError);
    expect((unknown as Error).message).toBe(
      'The catalogue has no collection "boats"; its collections are tours, destinations, pages, hotels, products, shops, developments, settings.',
    );
  });

  it('reads one record, live or archived, with its version and the version the site shows', async () => {
    const { editor, publishEverything } = await anEditor();
    await publishEverything();
    expect(await editor.read(HIKE)).toEqual({ ...HIKE, data: tourData(), version: 1, updatedAt: T0, status: 'published', publishedVersion: 1 });
    await editor.archive(TURTLES, 1);
    expect(await editor.read(TURTLES)).toMatchObject({ version: 2, archivedAt: T0, status: 'archived-still-published' });
    expect(await rejectionOf(editor.read({ collection: 'tours', id: 'atlantis-tour' }))).toEqual(new CatalogueItemNotFoundError('The catalogue has no record tours/atlantis-tour.'));
    expect(await rejectionOf(editor.read({ collection: 'tours', id: 'Not A Slug' }))).toEqual(
      new InvalidCatalogueRequestError('The id "Not A Slug" is not a readable slug: lowercase letters and digits in words joined by single hyphens, such as "arenal-hanging-bridges".'),
    );
    expect(await rejectionOf(editor.read({ collection: 'boats', id: 'ark' }))).toBeInstanceOf(UnknownCollectionError);
  });

  it('creates a record as a draft the site does not show yet', async () => {
    const { editor, clock } = await anEditor();
    clock.advance(60_000);
    const key = { collection: 'tours', id: 'arenal-night-walk' };
    const created = await editor.create(key, tourData({ legacyId: undefined, adminTour: undefined }));
    expect(created).toMatchObject({ ...key, version: 1, status: 'new', publishedVersion: null, updatedAt: '2026-03-01T10:01:00.000Z' });
  });

  it('stores nothing of a record the catalogue would not hold, and names each field', async () => {
    const { editor, store } = await anEditor();
    const key = { collection: 'tours', id: 'arenal-night-walk' };
    const refused = await rejectionOf(editor.create(key, tourData({ legacyId: undefined, adminTour: undefined, price: -5, destination: 'atlantis' })));
    expect(refused).toBeInstanceOf(InvalidCatalogueRecordError);
    expect((refused as InvalidCatalogueRecordError).problems).toEqual([{ field: 'price', message: 'price must be a positive number of US dollars, got -5' }]);
    const unresolved = await rejectionOf(editor.create(key, tourData({ legacyId: undefined, adminTour: undefined, destination: 'atlantis' })));
    expect(unresolved).toMatchObject({ problems: [{ field: 'destination', message: 'destination "atlantis" is not the id of any destination' }] });
    expect((unresolved as Error).message).toBe('tours/arenal-night-walk was not stored: destination "atlantis" is not the id of any destination');
    expect(await store.revisions('tours', 'arenal-night-walk')).toEqual([]);
    expect(await rejectionOf(editor.create({ collection: 'tours', id: 'Bad Id' }, tourData()))).toBeInstanceOf(InvalidCatalogueRequestError);
  });

  it('refuses to create a record whose key is taken, live or archived', async () => {
    const { editor } = await anEditor();
    expect(await rejectionOf(editor.create(HIKE, tourData()))).toMatchObject({ expected: 'new', current: { version: 1 } });
    await editor.archive(TURTLES, 1);
    const { id: _id, ...turtles } = aCatalogueDocument().tours[2]!;
    expect(await rejectionOf(editor.create(TURTLES, turtles))).toBeInstanceOf(StaleRecordError);
  });

  it('updates a live record at the version the operator read, one version on, as a draft', async () => {
    const { editor, store, publishEverything } = await anEditor();
    await publishEverything();
    expect(await editor.update(HIKE, tourData({ price: 59 }), 1)).toMatchObject({ version: 2, data: tourData({ price: 59 }), status: 'draft', publishedVersion: 1 });
    expect((await store.revisions('tours', HIKE.id)).map(({ version, before, after }) => ({ version, before, after }))).toEqual([
      { version: 1, before: null, after: tourData() },
      { version: 2, before: tourData(), after: tourData({ price: 59 }) },
    ]);
  });

  it('refuses a stale update with the record as it is, and changes nothing', async () => {
    const { editor, store } = await anEditor();
    await editor.update(HIKE, tourData({ price: 59 }), 1);
    const stale = await rejectionOf(editor.update(HIKE, tourData({ price: 10 }), 1));
    expect(stale).toBeInstanceOf(StaleRecordError);
    expect(stale).toMatchObject({ expected: 1, current: { version: 2, data: tourData({ price: 59 }) } });
    expect((await store.get('tours', HIKE.id))!.version).toBe(2);
  });

  it('refuses an update of a record that does not exist, of an archived one, and of one the catalogue would not hold', async () => {
    const { editor, store } = await anEditor();
    expect(await rejectionOf(editor.update({ collection: 'tours', id: 'atlantis-tour' }, tourData(), 1))).toBeInstanceOf(CatalogueItemNotFoundError);
    await editor.archive(TURTLES, 1);
    expect(await rejectionOf(editor.update(TURTLES, {}, 2))).toMatchObject({ message: 'The catalogue record tours/tortuguero-turtle-night-walk is archived at version 2, not live' });
    expect(await rejectionOf(editor.update(HIKE, tourData({ rating: 9 }), 1))).toMatchObject({ problems: [{ field: 'rating', message: 'rating must be a rating from 1 to 5, got 9' }] });
    expect((await store.get('tours', HIKE.id))!.version).toBe(1);
  });

  it('stores HTML typed into a text field exactly as typed', async () => {
    const { editor } = await anEditor();
    const typed = '<script>alert("pura vida")</script> Volcano & <b>hot</b> springs';
    await editor.update(HIKE, tourData({ description: { en: typed } }), 1);
    expect(((await editor.read(HIKE)).data as { description: { en: string } }).description.en).toBe(typed);
  });

  it('refuses to archive a product a shop lists, naming each shop\'s page, and archives it once no shop lists it (docs/decisions/144)', async () => {
    const { editor, store } = await anEditor();
    const coffee = { collection: 'products', id: 'britt-tarrazu-montecielo' };
    const giftCard = { highlights: { en: ['One', 'Two', 'Three', 'Four'] }, illustration: 'coffee-bag' };
    const { id: _id, ...withGiftCard } = aCoffeeProduct({ giftCard });
    await editor.update(coffee, withGiftCard, 1);
    await editor.update({ collection: 'shops', id: 'gifts' }, { productIds: ['salsa-lizano', 'britt-tarrazu-montecielo'] }, 1);
    const refused = await rejectionOf(editor.archive(coffee, 2));
    expect(refused).toBeInstanceOf(CatalogueRecordInUseError);
    expect((refused as Error).message).toBe('products/britt-tarrazu-montecielo was not archived: the page /featured-coffee, the page /gift-store name it; change those first.');
    await editor.update({ collection: 'shops', id: 'coffee' }, { productIds: [] }, 1);
    await editor.update({ collection: 'shops', id: 'gifts' }, { productIds: ['salsa-lizano'] }, 2);
    expect(await editor.archive(coffee, 2)).toMatchObject({ status: 'archived' });
    expect((await store.list('products')).map(({ id }) => id)).toEqual(['lifestraw-go-filter-bottle', 'salsa-lizano']);
  });

  it('archives a record nothing names; refuses one a page lists or a record names, naming them', async () => {
    const { editor, store } = await anEditor();
    const named = await rejectionOf(editor.archive({ collection: 'destinations', id: 'tortuguero' }, 1));
    expect((named as Error).message).toBe('destinations/tortuguero was not archived: tours/tortuguero-turtle-night-walk names it; change that first.');
    expect(await editor.archive(TURTLES, 1)).toMatchObject({ version: 2, status: 'archived' });
    expect(await editor.archive({ collection: 'destinations', id: 'tortuguero' }, 1)).toMatchObject({ status: 'archived' });
    const listed = await rejectionOf(editor.archive({ collection: 'tours', id: 'mistico-hanging-bridges' }, 1));
    expect(listed).toBeInstanceOf(CatalogueRecordInUseError);
    expect((listed as Error).message).toBe(
      'tours/mistico-hanging-bridges was not archived: the page /canopy-tours, the page /destinations/arenal, the page /, the page /tours name it; change those first.',
    );
    expect((listed as CatalogueRecordInUseError).usedBy.map(({ from, field }) => `${from.id} ${field}`)).toEqual([
      'canopy-tours listing.tourIds[0]',
      'destinations-arenal listing.tourIds[1]',
      'home listing.tourIds[0]',
      'tours sections[0].tourIds[1]',
    ]);
    expect((await store.get('tours', 'mistico-hanging-bridges'))!.version).toBe(1);
    expect(await rejectionOf(editor.archive(HIKE, 7))).toBeInstanceOf(StaleRecordError);
  });

  it('lists every revision of a record, archived ones too, and knows none of a record never stored', async () => {
    const { editor, clock } = await anEditor();
    clock.advance(60_000);
    await editor.archive(TURTLES, 1);
    expect((await editor.revisions(TURTLES)).map(({ version, at, after }) => ({ version, at, archived: after === null }))).toEqual([
      { version: 1, at: T0, archived: false },
      { version: 2, at: '2026-03-01T10:01:00.000Z', archived: true },
    ]);
    expect(await rejectionOf(editor.revisions({ collection: 'tours', id: 'atlantis-tour' }))).toBeInstanceOf(CatalogueItemNotFoundError);
  });

  it('tells what each revision changed, field by field', async () => {
    const { editor } = await anEditor();
    await editor.update(HIKE, tourData({ price: 59, title: { en: 'Arenal at dawn' } }), 1);
    const [created, changed] = await editor.revisions(HIKE);
    expect(created!.changes).toContainEqual({ field: 'price', before: null, after: 75 });
    expect(changed!.changes).toEqual([
      { field: 'title.en', before: aPublicTour().title.en, after: 'Arenal at dawn' },
      { field: 'price', before: 75, after: 59 },
    ]);
  });

  it('restores any revision as a new change, a draft, with its own revision', async () => {
    const { editor, store, publishEverything } = await anEditor();
    await editor.update(HIKE, tourData({ price: 59 }), 1);
    await publishEverything();
    await editor.update(HIKE, tourData({ price: 49 }), 2);
    expect(await editor.restore(HIKE, 1, 3)).toMatchObject({ version: 4, data: tourData(), status: 'draft', publishedVersion: 2 });
    const last = (await store.revisions('tours', HIKE.id)).at(-1)!;
    expect(last).toMatchObject({ version: 4, before: tourData({ price: 49 }), after: tourData() });
    expect(await editor.restore(HIKE, 2, 4)).toMatchObject({ version: 5, data: tourData({ price: 59 }), status: 'draft' });
  });

  it('restores an archived record from a revision before its archiving, live again', async () => {
    const { editor } = await anEditor();
    await editor.archive(TURTLES, 1);
    expect(await editor.restore(TURTLES, 1, 2)).toMatchObject({ version: 3, status: 'new' });
    expect((await editor.list('tours')).map((record) => record.id)).toContain(TURTLES.id);
  });

  it('refuses to restore a revision that does not exist, one that archived the record, at a stale version, or data the catalogue no longer holds', async () => {
    const { editor, store } = await anEditor();
    expect(((await rejectionOf(editor.restore(HIKE, 9, 1))) as Error).message).toBe('tours/arenal-volcano-hike has no revision 9; its revisions are 1 to 1.');
    await editor.archive(TURTLES, 1);
    const archiving = await rejectionOf(editor.restore(TURTLES, 2, 2));
    expect(archiving).toEqual(new InvalidCatalogueRequestError('Revision 2 of tours/tortuguero-turtle-night-walk archived it and left no data to restore; restore the revision before it.'));
    await editor.update(HIKE, tourData({ price: 59 }), 1);
    expect(await rejectionOf(editor.restore(HIKE, 1, 1))).toMatchObject({ expected: 1, current: { version: 2 } });
    // Revision 1 gives the hike admin tour number 1, which another tour has taken since.
    await editor.update(HIKE, tourData({ adminTour: undefined }), 2);
    const mistico = { collection: 'tours', id: 'mistico-hanging-bridges' };
    await editor.update(mistico, { ...((await editor.read(mistico)).data as object), adminTour: { number: 1, category: 'Adventure' } }, 1);
    expect(await rejectionOf(editor.restore(HIKE, 1, 3))).toMatchObject({
      problems: [{ field: 'tours/mistico-hanging-bridges.adminTour.number', message: 'adminTour.number 1 is already the admin tour number of tours[0]: each admin tour belongs to one tour' }],
    });
    // Read at a version it is no longer at, it is refused as stale before its data is looked at.
    expect(await rejectionOf(editor.restore(HIKE, 1, 1))).toBeInstanceOf(StaleRecordError);
    expect((await store.get('tours', HIKE.id))!.version).toBe(3);
  });
});
