import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryCatalogueStore } from '../../adapters/memory/in-memory-catalogue-store.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { aCatalogueDocument, aPublicTour } from '../../test-support/catalogue-documents.js';
import { catalogueRecordsOf, type CatalogueDocument } from '../catalogue/catalogue-document.js';
import { CataloguePublisher, LINK_CATALOGUE_FILE, nextRecords, readsChanged, SITEMAP_FILE, type Publications } from './catalogue-publisher.js';
import type { BuiltPage, PageAudits } from './page-audits.js';
import type { PageRenderer, RenderedPage, SiteFile, SiteState } from './site-publication.js';

/** Draws each page record as a line per listed tour ('Arenal Volcano Hike $75'): it reads the page and those tours. */
class ListingRenderer implements PageRenderer {
  readonly rendered: string[][] = [];

  async pagePaths(document: CatalogueDocument): Promise<string[]> {
    return document.pages.map((page) => page.path);
  }

  async render(document: CatalogueDocument, paths: readonly string[]): Promise<RenderedPage[]> {
    this.rendered.push([...paths]);
    return paths.map((path) => {
      const page = document.pages.find((candidate) => candidate.path === path)!;
      const ids = 'listing' in page ? page.listing.tourIds : page.sections.flatMap((section) => section.tourIds);
      const tours = ids.map((id) => document.tours.find((tour) => tour.id === id)!);
      return {
        path,
        file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
        html: `<h1>${page.heading.en}</h1>${tours.map((tour) => `<p>${tour.title.en} ${'price' in tour ? `$${tour.price}` : ''}</p>`).join('')}`,
        reads: [`pages/${page.id}`, ...ids.map((id) => `tours/${id}`)],
        links: [],
        placements: [],
        ogCard: { target: `/og/${page.id}.png`, title: page.heading.en, subtitle: page.seo.description.en, illustration: 'volcano' },
        sitemapPath: path,
      };
    });
  }
}

/** Publications kept in memory, committed whole; `files` is the overlay as it stands. */
class MemoryPublications implements Publications {
  generation: number | undefined;
  state: SiteState | undefined;
  readonly files = new Map<string, string | Uint8Array>();
  readonly removed = new Set<string>();
  /** Set to make the next commit lose the race to another server. */
  anotherServerFirst = false;

  async latest() {
    return this.generation === undefined ? undefined : { generation: this.generation, state: this.state! };
  }

  async commit(next: { basedOn: number | undefined; state: SiteState; files: readonly SiteFile[]; removedFiles: readonly string[] }): Promise<number> {
    if (this.anotherServerFirst) {
      this.anotherServerFirst = false;
      // Another server published the same change a moment earlier.
      this.generation = (this.generation ?? 0) + 1;
      this.state = next.state;
    }
    if (next.basedOn !== this.generation) throw new StaleError();
    this.generation = (this.generation ?? 0) + 1;
    this.state = next.state;
    for (const file of next.files) this.files.set(file.file, file.body);
    for (const file of next.removedFiles) this.removed.add(file);
    return this.generation;
  }

  isStale(error: unknown): boolean {
    return error instanceof StaleError;
  }
}

class StaleError extends Error {}

/** Finds a fault on any page that shows the word FORBIDDEN. */
const audits: PageAudits = {
  async audit(pages: readonly BuiltPage[]) {
    return pages.filter((page) => page.html.includes('FORBIDDEN')).map((page) => ({ page: page.path, audit: 'valid HTML' as const, problem: 'shows FORBIDDEN' }));
  },
};

describe('CataloguePublisher: publishing page by page', () => {
  let store: InMemoryCatalogueStore;
  let publications: MemoryPublications;
  let renderer: ListingRenderer;
  let publisher: CataloguePublisher;
  const clock = new ManualClock(new Date('2026-11-28T15:00:00Z'));
  const seed = aCatalogueDocument();

  /** The site as the build drew it: every page of the seed, dated by the build. */
  async function baseline(): Promise<SiteState> {
    const pages = await new ListingRenderer().render(seed, seed.pages.map((page) => page.path));
    return {
      records: catalogueRecordsOf(seed),
      pages: pages.map((page) => ({ ...page, digest: page.html, files: [], lastModified: '2026-11-20' })),
    };
  }

  beforeEach(async () => {
    store = new InMemoryCatalogueStore();
    await store.replaceAll(catalogueRecordsOf(seed));
    publications = new MemoryPublications();
    renderer = new ListingRenderer();
    publisher = new CataloguePublisher({
      working: store,
      publications,
      baseline,
      renderer,
      audits,
      ogCards: { draw: async (card) => new TextEncoder().encode(card.title) },
      digest: (texts) => texts.join('\u0000'),
      clock,
      mainDomain: 'costaricagateway.com',
    });
  });

  async function setPrice(price: number, title = 'Arenal Volcano Hike') {
    const tour = (await store.get('tours', 'arenal-volcano-hike'))!;
    await store.put({ collection: 'tours', id: 'arenal-volcano-hike', data: { ...(tour.data as object), price, title: { en: title } } }, tour.version);
  }

  it('publishes nothing when the operator changed nothing', async () => {
    expect(await publisher.publish()).toEqual({ outcome: 'unchanged' });
    expect(publications.generation).toBeUndefined();
  });

  it('draws again only the pages that read the changed tour, and dates only those in the sitemap', async () => {
    await setPrice(79);
    const outcome = await publisher.publish();

    expect(outcome).toEqual({ outcome: 'published', generation: 1, changedRecords: ['tours/arenal-volcano-hike'], pages: ['/destinations/arenal', '/tours'] });
    expect(renderer.rendered).toEqual([['/destinations/arenal', '/tours']]);
    expect(publications.files.get('tours/index.html')).toContain('Arenal Volcano Hike $79');
    expect(publications.files.has('index.html')).toBe(false);
    const sitemap = String(publications.files.get(SITEMAP_FILE));
    expect(sitemap).toContain('<loc>https://costaricagateway.com/tours</loc><lastmod>2026-11-28</lastmod>');
    expect(sitemap).toContain('<loc>https://costaricagateway.com/</loc><lastmod>2026-11-20</lastmod>');
    expect(publications.files.has(LINK_CATALOGUE_FILE)).toBe(true);
    expect((await publisher.publishedRecords()).find((record) => record.id === 'arenal-volcano-hike')).toMatchObject({ version: 2, data: { price: 79 } });
  });

  it('redraws a social card only when its text changed', async () => {
    await setPrice(79);
    await publisher.publish();
    expect([...publications.files.keys()].filter((file) => file.startsWith('og/'))).toEqual([]);

    const page = (await store.get('pages', 'tours'))!;
    await store.put({ collection: 'pages', id: 'tours', data: { ...(page.data as object), heading: { en: 'All Costa Rica Tours' } } }, page.version);
    await publisher.publish();
    expect(new TextDecoder().decode(publications.files.get('og/tours.png') as Uint8Array)).toBe('All Costa Rica Tours');
  });

  it('publishes only the records it is asked to, leaving the other drafts unpublished', async () => {
    await setPrice(79);
    const hotel = (await store.list('hotels'))[0]!;
    await store.put({ ...hotel, data: { ...(hotel.data as object), rating: 4 } }, hotel.version);

    await publisher.publish([{ collection: 'hotels', id: hotel.id }]);

    const published = await publisher.publishedRecords();
    expect(published.find((record) => record.id === hotel.id)).toMatchObject({ data: { rating: 4 } });
    expect(published.find((record) => record.id === 'arenal-volcano-hike')).toMatchObject({ data: { price: 75 } });
  });

  it('refuses a change an audit finds a fault in, naming page, audit and fault, and publishes nothing', async () => {
    await setPrice(79, 'FORBIDDEN hike');
    expect(await publisher.publish()).toEqual({
      outcome: 'refused',
      reasons: ['/destinations/arenal: valid HTML: shows FORBIDDEN', '/tours: valid HTML: shows FORBIDDEN'],
    });
    expect(publications.generation).toBeUndefined();
  });

  it('refuses records that do not make a sound catalogue, naming each problem', async () => {
    const tour = (await store.get('tours', 'arenal-volcano-hike'))!;
    await store.put({ collection: 'tours', id: 'arenal-volcano-hike', data: { ...(tour.data as object), destination: 'atlantis' } }, tour.version);
    const outcome = await publisher.publish();
    expect(outcome.outcome).toBe('refused');
    expect(outcome.outcome === 'refused' && outcome.reasons.join('\n')).toMatch(/tours\[\d\]\.destination.*atlantis/);
  });

  it('starts again from the new publication when another server committed first, and finds its change already published', async () => {
    await setPrice(79);
    publications.anotherServerFirst = true;
    expect(await publisher.publish()).toEqual({ outcome: 'unchanged' });
    expect(publications.generation).toBe(1);
    expect(renderer.rendered).toHaveLength(1);
  });

  it('takes a page whose record was archived off the site', async () => {
    const page = (await store.get('pages', 'canopy-tours'))!;
    await store.archive({ collection: 'pages', id: 'canopy-tours' }, page.version);
    expect(await publisher.publish()).toMatchObject({ outcome: 'published', changedRecords: ['pages/canopy-tours'] });
    expect([...publications.removed]).toEqual(['canopy-tours/index.html']);
    expect(publications.state!.pages.map((published) => published.path)).not.toContain('/canopy-tours');
  });
});

describe('readsChanged', () => {
  it('is true when a page read the changed record or queried its collection', () => {
    expect(readsChanged(['tours/a', 'pages/home'], [{ collection: 'tours', id: 'a' }])).toBe(true);
    expect(readsChanged(['hotels/*'], [{ collection: 'hotels', id: 'new-hotel' }])).toBe(true);
    expect(readsChanged(['tours/a', 'hotels/*'], [{ collection: 'tours', id: 'b' }])).toBe(false);
  });
});

describe('nextRecords', () => {
  it('keeps the published data of a record whose copy differs only by version, at the new version', () => {
    const tour = { collection: 'tours', id: 'a', data: aPublicTour() };
    const next = nextRecords([tour], [{ ...tour, version: 3 }], undefined);
    expect(next.changed).toEqual([]);
    expect(next.published).toEqual([{ ...tour, version: 3 }]);
  });
});
