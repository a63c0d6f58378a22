import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryCatalogueStore } from '../../adapters/memory/in-memory-catalogue-store.js';
import { InMemoryCataloguePublishing } from '../../adapters/memory/in-memory-catalogue-publishing.js';
import { InMemoryPreviewSigner } from '../../adapters/memory/in-memory-preview-signer.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { aCatalogueDocument } from '../../test-support/catalogue-documents.js';
import { ListingRenderer, siteDrawnFrom, textDigest } from '../../test-support/listing-renderer.js';
import { PagePreviews } from '../publishing/page-previews.js';
import { catalogueRecordsOf } from './catalogue-document.js';
import { CatalogueItemNotFoundError, InvalidCatalogueRequestError, UnpublishableChangeError } from './catalogue-editing-errors.js';
import { CataloguePublisher } from './catalogue-publisher.js';
import { CatalogueReview, PREVIEW_LIFETIME_MS, PreviewAddressRefusedError, recordUsage } from './catalogue-review.js';

const arenalHike = { collection: 'tours', id: 'arenal-volcano-hike' };

describe('recordUsage: where a record is used', () => {
  const pages = [
    { path: '/tours', title: 'Tours', reads: ['pages/*', 'tours/arenal-volcano-hike'] },
    { path: '/destinations/arenal', title: 'Arenal', reads: ['pages/*', 'hotels/*'] },
    { path: '/privacy', title: 'Privacy', reads: ['pages/*', 'settings/site'] },
  ];

  it('names the pages that read the record, or query its collection, saying which', () => {
    expect(recordUsage(arenalHike, pages, []).pages).toEqual([{ path: '/tours', title: 'Tours', via: 'record' }]);
    expect(recordUsage({ collection: 'hotels', id: 'nayara' }, pages, []).pages).toEqual([{ path: '/destinations/arenal', title: 'Arenal', via: 'collection' }]);
  });

  it('names the records that name it, and where, with the path of a page record', () => {
    const records = catalogueRecordsOf(aCatalogueDocument());
    expect(recordUsage(arenalHike, [], records).records).toEqual([
      { collection: 'pages', id: 'destinations-arenal', field: 'listing.tourIds[0]', page: '/destinations/arenal', title: 'Arenal Volcano & La Fortuna', editor: '/admin?view=catalogue&collection=pages&id=destinations-arenal' },
      { collection: 'pages', id: 'tours', field: 'sections[0].tourIds[0]', page: '/tours', title: 'Costa Rica Tours & Adventures', editor: '/admin?view=catalogue&collection=pages&id=tours' },
    ]);
    expect(recordUsage({ collection: 'destinations', id: 'arenal' }, [], records).records.find((use) => use.collection === 'tours')).toStrictEqual({
      collection: 'tours',
      id: 'arenal-volcano-hike',
      field: 'destination',
      title: 'Arenal Volcano Hike',
      editor: '/admin?view=catalogue&collection=tours&id=arenal-volcano-hike',
    });
  });
});

describe('CatalogueReview: usage and previews', () => {
  let store: InMemoryCatalogueStore;
  let publishing: InMemoryCataloguePublishing;
  let clock: ManualClock;
  let renderer: ListingRenderer;
  const open = new Set(['session-1']);
  let review: CatalogueReview;

  beforeEach(async () => {
    clock = new ManualClock(new Date('2026-11-30T12:00:00Z'));
    store = new InMemoryCatalogueStore(clock);
    await store.replaceAll(catalogueRecordsOf(aCatalogueDocument()));
    publishing = new InMemoryCataloguePublishing();
    await new CataloguePublisher(store, publishing).publish();
    renderer = new ListingRenderer();
    const previews = new PagePreviews({ site: async () => siteDrawnFrom(await publishing.publishedRecords(), renderer), renderer, digest: textDigest });
    review = new CatalogueReview(store, publishing, previews, new InMemoryPreviewSigner(), { isOpen: async (reference) => open.has(reference) }, clock);
  });

  async function setPrice(price: number, id = 'arenal-volcano-hike'): Promise<void> {
    const tour = (await store.get('tours', id))!;
    await store.put({ ...tour, data: { ...(tour.data as object), price } }, tour.version);
  }

  it('tells where a record is used, live or archived, and 404 for none', async () => {
    expect((await review.usage(arenalHike)).pages.map((page) => page.path)).toEqual(['/destinations/arenal', '/tours']);
    const hike = (await store.get('tours', 'mistico-hanging-bridges'))!;
    await store.archive({ collection: 'tours', id: hike.id }, hike.version);
    expect((await review.usage({ collection: 'tours', id: hike.id })).pages).toHaveLength(4);
    await expect(review.usage({ collection: 'tours', id: 'atlantis' })).rejects.toBeInstanceOf(CatalogueItemNotFoundError);
    await expect(review.usage({ collection: 'hotels', id: 'atlantis' })).rejects.toBeInstanceOf(CatalogueItemNotFoundError);
    await expect(review.usage({ collection: 'destinations', id: 'arenal-volcano-hike' })).rejects.toBeInstanceOf(CatalogueItemNotFoundError);
  });

  it('gives each page that shows a record with a draft the signed address of its preview with that draft, and none without a draft or a session', async () => {
    expect((await review.usage(arenalHike, 'session-1')).pages.map((page) => page.draftUrl)).toEqual([undefined, undefined]);
    await setPrice(79);
    expect((await review.usage(arenalHike)).pages.map((page) => page.draftUrl)).toEqual([undefined, undefined]);
    const pages = (await review.usage(arenalHike, 'session-1')).pages;
    expect(pages.map((page) => page.draftUrl)).toEqual(['/api/admin/catalogue-previews/preview-1', '/api/admin/catalogue-previews/preview-2']);
    expect(await review.previewPage('preview-2')).toContain('$79');
    clock.advance(PREVIEW_LIFETIME_MS);
    await expect(review.previewPage('preview-2')).rejects.toThrow(new PreviewAddressRefusedError('expired'));
  });

  it('previews each page the drafts change, at a signed address of 15 minutes, the live page beside it', async () => {
    await setPrice(79);
    const previews = await review.previews(undefined, 'session-1');
    expect(previews.expiresAt).toBe('2026-11-30T12:15:00.000Z');
    expect(PREVIEW_LIFETIME_MS).toBe(900_000);
    expect(previews.previews.map(({ path, liveUrl, isNew }) => [path, liveUrl, isNew])).toEqual([
      ['/destinations/arenal', '/destinations/arenal', false],
      ['/tours', '/tours', false],
    ]);
    expect(previews.previews[1]!.draftUrl).toBe('/api/admin/catalogue-previews/preview-2');
    expect(await review.previewPage('preview-2')).toContain('$79');
    expect((await publishing.publishedRecords()).find((record) => record.id === arenalHike.id)).toMatchObject({ version: 1, data: { price: 75 } });
  });

  it('previews only the drafts of the records named', async () => {
    await setPrice(79);
    await setPrice(55, 'mistico-hanging-bridges');
    const previews = await review.previews([{ collection: 'tours', id: 'mistico-hanging-bridges' }], 'session-1');
    expect(previews.previews.map((page) => page.path).sort()).toEqual(['/', '/canopy-tours', '/destinations/arenal', '/tours']);
    const tours = previews.previews.find((page) => page.path === '/tours')!;
    const html = await review.previewPage(tours.draftUrl.split('/').at(-1)!);
    expect(html).toContain('$55');
    expect(html).toContain('$75');
  });

  it('answers no page when nothing waits, and refuses a named record with no draft', async () => {
    expect(await review.previews(undefined, 'session-1')).toMatchObject({ previews: [], withdrawn: [] });
    await expect(review.previews([arenalHike], 'session-1')).rejects.toThrow(new InvalidCatalogueRequestError('tours/arenal-volcano-hike has no draft to preview.'));
    await setPrice(79);
    await expect(review.previews([arenalHike, { collection: 'tours', id: 'mistico-hanging-bridges' }, { collection: 'hotels', id: 'nayara-springs' }], 'session-1')).rejects.toThrow(
      'have no draft to preview',
    );
  });

  it('refuses drafts that would not hold together once published, as their publication', async () => {
    const tour = (await store.get('tours', 'arenal-volcano-hike'))!;
    await store.put({ ...tour, data: { ...(tour.data as object), destination: 'tortuguero' } }, tour.version);
    const destination = (await store.get('destinations', 'tortuguero'))!;
    await store.archive({ collection: 'destinations', id: 'tortuguero' }, destination.version);
    const refusal = await review.previews([arenalHike, { collection: 'destinations', id: 'tortuguero' }], 'session-1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UnpublishableChangeError);
    // Named as a publication names them, by record and field.
    expect((refusal as UnpublishableChangeError).problems).toContainEqual({ field: 'tours/arenal-volcano-hike.destination', message: 'destination "tortuguero" is not the id of any destination' });
  });

  it('refuses a preview address not made here, past its 15 minutes, or of a session that ended', async () => {
    await setPrice(79);
    const [first] = (await review.previews(undefined, 'session-1')).previews;
    const token = first!.draftUrl.split('/').at(-1)!;
    const forged = await review.previewPage('preview-99').catch((error: unknown) => error);
    expect(forged).toBeInstanceOf(PreviewAddressRefusedError);
    expect((forged as Error).message).toBe('This preview address is not one this site made: ask for the previews again from the admin page.');
    expect((forged as Error).name).toBe('PreviewAddressRefusedError');
    expect(new PreviewAddressRefusedError('expired').message).toContain('has expired (15 minutes)');
    expect(new PreviewAddressRefusedError('revoked').message).toContain('belongs to a session that has ended (signed out or timed out)');
    clock.advance(PREVIEW_LIFETIME_MS - 1);
    expect(await review.previewPage(token)).toContain('$79');
    open.delete('session-1');
    await expect(review.previewPage(token)).rejects.toThrow(new PreviewAddressRefusedError('revoked'));
    open.add('session-1');
    clock.advance(1);
    await expect(review.previewPage(token)).rejects.toThrow(new PreviewAddressRefusedError('expired'));
  });

  it('says so when the drafts no longer have the page', async () => {
    const page = (await store.get('pages', 'canopy-tours'))!;
    await store.put({ ...page, data: { ...(page.data as object), path: '/zipline-tours' } }, page.version);
    const previews = await review.previews(undefined, 'session-1');
    expect(previews.previews).toMatchObject([{ path: '/zipline-tours', isNew: true }]);
    expect(previews.withdrawn).toEqual([{ path: '/canopy-tours', title: 'Arenal Volcano & La Fortuna' }]);
    const token = previews.previews[0]!.draftUrl.split('/').at(-1)!;
    const moved = (await store.get('pages', 'canopy-tours'))!;
    await store.put({ ...moved, data: { ...(moved.data as object), path: '/canopy-tours' } }, moved.version);
    await expect(review.previewPage(token)).rejects.toThrow(new CatalogueItemNotFoundError('With these drafts the site has no page /zipline-tours.'));
  });
});
