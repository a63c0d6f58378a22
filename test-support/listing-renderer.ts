import { catalogueDocumentOf, type CatalogueDocument, type CatalogueRecord } from '../domain/catalogue/catalogue-document.js';
import type { PublishedRecord } from '../domain/catalogue/catalogue-publishing.js';
import { pageDigest, publishedPageOf, type Digest } from '../domain/publishing/site-publisher.js';
import type { PageRenderer, RenderedPage, SiteState } from '../domain/publishing/site-publication.js';

/** Draws each page record as a line per listed tour ('Arenal Volcano Hike $75'): it reads the page and those tours. */
export class ListingRenderer implements PageRenderer {
  readonly rendered: string[][] = [];

  async pagePaths(document: CatalogueDocument): Promise<string[]> {
    return [...document.pages.map((page) => page.path), '*'];
  }

  async render(document: CatalogueDocument, paths: readonly string[]): Promise<RenderedPage[]> {
    this.rendered.push([...paths]);
    return paths.map((path) => {
      if (path === '*') return { path, file: '404.html', html: '<h1>Page Not Found</h1>', reads: ['pages/*'], links: [], placements: [] };
      const page = document.pages.find((candidate) => candidate.path === path)!;
      const ids = 'listing' in page ? page.listing.tourIds : page.sections.flatMap((section) => section.tourIds);
      const tours = ids.map((id) => document.tours.find((tour) => tour.id === id)!);
      return {
        path,
        file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
        html: `<h1>${page.heading.en}</h1>${tours.map((tour) => `<p>${tour.title.en} ${'price' in tour ? `$${tour.price}` : ''}</p>`).join('')}`,
        reads: [`pages/${page.id}`, ...ids.map((id) => `tours/${id}`)],
        links: tours.map((tour) => ({ id: `tour:${tour.id}`, partner: 'marketplace' as const, label: tour.title.en })),
        placements: tours.map((tour, index) => ({ linkId: `tour:${tour.id}`, page: path, section: 'tours', position: index + 1 })),
        ...(page.kind === 'home' ? { files: [{ file: 'home-tours.txt', body: tours.map((tour) => ('searchTerm' in tour ? tour.searchTerm : '')).join('\n') }] } : {}),
        ogCard: { target: `/og/${page.id}.png`, title: page.heading.en, subtitle: page.seo.description.en, illustration: 'volcano' },
        sitemapPath: path,
      };
    });
  }
}


/** A digest good enough for tests: the texts themselves. */
export const textDigest: Digest = (texts) => texts.join('\u0000');

/** The site every page of these records makes, as if the build drew it: what a preview lays drafts over. */
export async function siteDrawnFrom(records: readonly PublishedRecord[], renderer: PageRenderer): Promise<SiteState> {
  const document = catalogueDocumentOf(records.map(({ collection, id, data }) => ({ collection, id, data })) as CatalogueRecord[]);
  const pages = await renderer.render(document, await renderer.pagePaths(document));
  return { records, pages: pages.map((page) => publishedPageOf(page, pageDigest(page, textDigest), undefined)) };
}
