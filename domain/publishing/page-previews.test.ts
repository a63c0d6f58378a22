import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aHomePage, aPublicTour } from '../../test-support/catalogue-documents.js';
import { ListingRenderer } from '../../test-support/listing-renderer.js';
import { catalogueRecordsOf } from '../catalogue/catalogue-document.js';
import { UnpublishableChangeError } from '../catalogue/catalogue-editing-errors.js';
import type { PublicationChange } from '../catalogue/catalogue-publishing.js';
import { PagePreviews, pageTitleOf } from './page-previews.js';
import type { SiteState } from './site-publication.js';

const seed = aCatalogueDocument();
const digest = (texts: readonly string[]) => texts.join('|');

/** The site as the build drew it, and previews over it with a renderer that counts what it draws. */
async function previewsOfTheBuild() {
  const renderer = new ListingRenderer();
  const built = await new ListingRenderer().render(seed, await renderer.pagePaths(seed));
  const state: SiteState = {
    records: catalogueRecordsOf(seed).map((record) => ({ ...record, version: 1 })),
    pages: built.map((page) => ({ ...page, digest: digest([page.html]), files: (page.files ?? []).map((file) => file.file) })),
  };
  const built404 = built.find((page) => page.path === '*')!;
  // The home page brings a file: its digest is its HTML and that file's, as the publisher's (pageDigest).
  const pages = state.pages.map((page) => {
    const drawn = built.find((candidate) => candidate.path === page.path)!;
    return { ...page, digest: digest([drawn.html, ...(drawn.files ?? []).flatMap((file) => [file.file, file.body])]) };
  });
  expect(built404.ogCard).toBeUndefined();
  return { renderer, previews: new PagePreviews({ site: async () => ({ ...state, pages }), renderer, digest }) };
}

const tourAt = (price: number, overrides = {}): PublicationChange => ({ collection: 'tours', id: 'arenal-volcano-hike', version: 2, data: { ...aPublicTour({ price, ...overrides }), id: undefined } });

describe('PagePreviews: the pages drafts change, drawn without publishing', () => {
  it('lists the site pages with their titles and reads', async () => {
    const { previews } = await previewsOfTheBuild();
    const pages = await previews.publishedPages();
    expect(pages.map((page) => [page.path, page.title])).toEqual([
      ['/', 'Discover Pura Vida in Costa Rica'],
      ['/tours', 'Costa Rica Tours & Adventures'],
      ['/destinations/arenal', 'Arenal Volcano & La Fortuna'],
      ['/canopy-tours', 'Arenal Volcano & La Fortuna'],
      ['*', 'Page not found'],
    ]);
    expect(pages[1]!.reads).toContain('tours/arenal-volcano-hike');
  });

  it('names the pages a new price changes, and only those: drawn again and different', async () => {
    const { previews, renderer } = await previewsOfTheBuild();
    renderer.rendered.length = 0;
    expect(await previews.pagesChanged([tourAt(79)])).toEqual({
      // In the renderer's order: the records' (destinations-arenal before tours).
      pages: [
        { path: '/destinations/arenal', title: 'Arenal Volcano & La Fortuna', reads: expect.arrayContaining(['tours/arenal-volcano-hike']) },
        { path: '/tours', title: 'Costa Rica Tours & Adventures', reads: expect.arrayContaining(['tours/arenal-volcano-hike']) },
      ],
      withdrawn: [],
    });
    expect(renderer.rendered).toEqual([['/destinations/arenal', '/tours']]);
  });

  it('leaves out a page that reads the record but is drawn the same', async () => {
    const { previews } = await previewsOfTheBuild();
    expect((await previews.pagesChanged([tourAt(75, { rating: 4 })])).pages).toEqual([]);
  });

  it('counts a page drawn the same with another file as changed', async () => {
    const { previews } = await previewsOfTheBuild();
    const home = { collection: 'pages', id: 'home', version: 2, data: { ...aHomePage(), id: undefined, listing: { title: { en: 'Popular Tours' }, tourIds: ['mistico-hanging-bridges', 'arenal-volcano-hike'] } } };
    expect((await previews.pagesChanged([home])).pages.map((page) => page.path)).toContain('/');
  });

  it('names a new page, and a page taken off the site apart', async () => {
    const { previews } = await previewsOfTheBuild();
    const page = seed.pages.find((candidate) => candidate.id === 'canopy-tours')!;
    const moved = { collection: 'pages', id: 'canopy-tours', version: 2, data: { ...page, id: undefined, path: '/zipline-tours' } };
    expect(await previews.pagesChanged([moved])).toMatchObject({ pages: [{ path: '/zipline-tours' }], withdrawn: [{ path: '/canopy-tours', title: 'Arenal Volcano & La Fortuna' }] });
  });

  it('draws one page with the drafts laid over what is published, and no page the drafts would not have', async () => {
    const { previews } = await previewsOfTheBuild();
    expect(await previews.page([tourAt(79)], '/tours')).toContain('$79');
    expect(await previews.page([], '/tours')).toContain('$75');
    expect(await previews.page([tourAt(79)], '/nowhere')).toBeUndefined();
  });

  it('refuses drafts that would not make a sound catalogue, naming each problem, as their publication would be', async () => {
    const { previews } = await previewsOfTheBuild();
    const refusal = await previews.pagesChanged([tourAt(79, { destination: 'atlantis' })]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UnpublishableChangeError);
    expect((refusal as UnpublishableChangeError).problems).toEqual([{ field: 'tours[0].destination', message: expect.stringContaining('"atlantis"') }]);
    await expect(previews.page([tourAt(79, { destination: 'atlantis' })], '/tours')).rejects.toBeInstanceOf(UnpublishableChangeError);
  });

  it('titles a page by its social card, else by its address', () => {
    expect(pageTitleOf({ path: '/admin' })).toBe('/admin');
    expect(pageTitleOf({ path: '*' })).toBe('Page not found');
    expect(pageTitleOf({ path: '/x', ogCard: { target: '/og/x.png', title: 'X marks', subtitle: '', illustration: 'volcano' } })).toBe('X marks');
  });
});
