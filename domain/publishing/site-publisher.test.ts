import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryCatalogueStore } from '../../adapters/memory/in-memory-catalogue-store.js';
import { InMemoryPublicationStore } from '../../adapters/memory/in-memory-publication-store.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { aCatalogueDocument, aPublicTour } from '../../test-support/catalogue-documents.js';
import { catalogueRecordsOf, type CatalogueDocument } from '../catalogue/catalogue-document.js';
import { CataloguePublisher } from '../catalogue/catalogue-publisher.js';
import { pageReadsChange } from '../catalogue/catalogue-reader.js';
import { LINK_CATALOGUE_FILE, nextRecords, pageDigest, publishedPageOf, SitePublisher, SITEMAP_FILE } from './site-publisher.js';
import type { BuiltPage, PageAudits } from './page-audits.js';
import { StalePublicationError, type PublicationCommit, type PublicationHead } from './publication-store.js';
import type { SiteState } from './site-publication.js';
import { ListingRenderer } from '../../test-support/listing-renderer.js';

/** The memory store, and what the site serves after each commit: its overlay and its withdrawn files, as text. */
class WatchedPublications extends InMemoryPublicationStore {
  /** Set to make the next commit lose the race to another server, which published the same commit a moment earlier. */
  anotherServerFirst = false;

  override async commit(next: PublicationCommit): Promise<PublicationHead> {
    if (this.anotherServerFirst) {
      this.anotherServerFirst = false;
      await super.commit(next);
    }
    return super.commit(next);
  }

  async served(file: string): Promise<string | undefined> {
    const body = (await this.current())?.files.find((candidate) => candidate.file === file)?.body;
    return body === undefined ? undefined : new TextDecoder().decode(body);
  }

  async generation(): Promise<number | undefined> {
    return (await this.head())?.generation;
  }
}

/** Finds a fault on any page that shows the word FORBIDDEN. */
const audits: PageAudits = {
  async audit(pages: readonly BuiltPage[]) {
    return pages.filter((page) => page.html.includes('FORBIDDEN')).map((page) => ({ page: page.path, audit: 'valid HTML' as const, problem: 'shows FORBIDDEN' }));
  },
};

describe('SitePublisher: publishing page by page', () => {
  let store: InMemoryCatalogueStore;
  let publications: WatchedPublications;
  let renderer: ListingRenderer;
  let site: SitePublisher;
  /** The operator's publish (domain/catalogue): every draft, or the records named, handed to the site publisher. */
  let publisher: CataloguePublisher;
  const clock = new ManualClock(new Date('2026-11-28T15:00:00Z'));
  const seed = aCatalogueDocument();

  /** The site as the build drew it: every page of the seed, dated by the build. */
  async function baseline(): Promise<SiteState> {
    const pages = await new ListingRenderer().render(seed, await new ListingRenderer().pagePaths(seed));
    return {
      records: catalogueRecordsOf(seed).map((record) => ({ ...record, version: 1 })),
      pages: pages.map((page) => ({ ...page, digest: page.html, files: [], lastModified: '2026-11-20' })),
    };
  }

  beforeEach(async () => {
    store = new InMemoryCatalogueStore();
    await store.replaceAll(catalogueRecordsOf(seed));
    publications = new WatchedPublications();
    renderer = new ListingRenderer();
    site = new SitePublisher(dependencies());
    publisher = new CataloguePublisher(store, site);
  });

  function dependencies(): ConstructorParameters<typeof SitePublisher>[0] {
    return {
      publications,
      buildId: 'build-1',
      compressor: { compress: async (file) => file },
      contentTypeOf: (file) => (file.endsWith('.png') ? 'image/png' : 'text/html; charset=utf-8'),
      baseline,
      renderer,
      audits,
      ogCards: { draw: async (card) => new TextEncoder().encode(card.title) },
      digest: (texts) => texts.join('\u0000'),
      clock,
      mainDomain: 'costaricagateway.com',
    };
  }

  async function setPrice(price: number, title = 'Arenal Volcano Hike') {
    const tour = (await store.get('tours', 'arenal-volcano-hike'))!;
    await store.put({ collection: 'tours', id: 'arenal-volcano-hike', data: { ...(tour.data as object), price, title: { en: title } } }, tour.version);
  }

  it('publishes nothing when the operator changed nothing', async () => {
    expect(await publisher.publish()).toEqual({ outcome: 'published', pages: [], records: [] });
    expect(await publications.generation()).toBeUndefined();
  });

  it('draws again only the pages that read the changed tour, and dates only those in the sitemap', async () => {
    await setPrice(79);
    const outcome = await publisher.publish();

    expect(outcome).toEqual({ outcome: 'published', pages: ['/destinations/arenal', '/tours'], records: [{ collection: 'tours', id: 'arenal-volcano-hike', version: 2, withdrawn: false }] });
    expect(await publications.generation()).toBe(1);
    expect(renderer.rendered).toEqual([['/destinations/arenal', '/tours']]);
    expect(await publications.served('tours/index.html')).toContain('Arenal Volcano Hike $79');
    expect(await publications.served('index.html')).toBeUndefined();
    const sitemap = String(await publications.served(SITEMAP_FILE));
    expect(sitemap).toContain('<loc>https://costaricagateway.com/tours</loc><lastmod>2026-11-28</lastmod>');
    expect(sitemap).toContain('<loc>https://costaricagateway.com/</loc><lastmod>2026-11-20</lastmod>');
    expect(await publications.served(LINK_CATALOGUE_FILE)).toMatch(/^\{"links":/);
    expect((await site.publishedRecords()).find((record) => record.id === 'arenal-volcano-hike')).toMatchObject({ version: 2, data: { price: 79 } });
    const state = await site.publishedState();
    expect(state.records).toEqual(await site.publishedRecords());
    expect(state.pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/destinations/arenal', '/tours']));
  });

  it('redraws a social card only when its text changed', async () => {
    await setPrice(79);
    await publisher.publish();
    expect((await publications.current())!.files.filter(({ file }) => file.startsWith('og/'))).toEqual([]);

    const page = (await store.get('pages', 'tours'))!;
    await store.put({ collection: 'pages', id: 'tours', data: { ...(page.data as object), heading: { en: 'All Costa Rica Tours' } } }, page.version);
    await publisher.publish();
    expect(await publications.served('og/tours.png')).toBe('All Costa Rica Tours');
  });

  it('publishes only the records it is asked to, leaving the other drafts unpublished', async () => {
    await setPrice(79);
    const hotel = (await store.list('hotels'))[0]!;
    await store.put({ ...hotel, data: { ...(hotel.data as object), rating: 4 } }, hotel.version);

    await publisher.publish([{ collection: 'hotels', id: hotel.id }]);

    const published = await site.publishedRecords();
    expect(published.find((record) => record.id === hotel.id)).toMatchObject({ data: { rating: 4 } });
    expect(published.find((record) => record.id === 'arenal-volcano-hike')).toMatchObject({ data: { price: 75 } });
  });

  it('refuses a change an audit finds a fault in, naming page, audit and fault, and publishes nothing', async () => {
    await setPrice(79, 'FORBIDDEN hike');
    expect(await publisher.publish()).toMatchObject({
      outcome: 'refused',
      reasons: [
        { page: '/destinations/arenal', audit: 'valid HTML', message: 'shows FORBIDDEN' },
        { page: '/tours', audit: 'valid HTML', message: 'shows FORBIDDEN' },
      ],
    });
    expect(await publications.generation()).toBeUndefined();
  });

  it('refuses records that do not make a sound catalogue, naming each problem, should one reach it', async () => {
    const tour = (await store.get('tours', 'arenal-volcano-hike'))!;
    const outcome = await site.publish([{ collection: 'tours', id: tour.id, version: 2, data: { ...(tour.data as object), destination: 'atlantis' } }]);
    expect(outcome.outcome).toBe('refused');
    expect(outcome.outcome === 'refused' && outcome.reasons.map((reason) => reason.message).join('\n')).toMatch(/tours\[\d\]\.destination.*atlantis/);
    expect(await publications.generation()).toBeUndefined();
  });

  it('moves the published versions on without drawing a page when a record is saved again as it was', async () => {
    const tour = (await store.get('tours', 'arenal-volcano-hike'))!;
    expect(await site.publish([{ collection: 'tours', id: tour.id, version: 7, data: tour.data }])).toEqual({ outcome: 'published', pages: [] });
    expect(renderer.rendered).toEqual([]);
    expect((await site.publishedRecords()).find((record) => record.id === tour.id)?.version).toBe(7);
  });

  it('draws every page again from the published records for a new build, once', async () => {
    await setPrice(79);
    await publisher.publish();
    const newBuild = new SitePublisher({ ...dependencies(), buildId: 'build-2' });
    expect(await newBuild.republishForThisBuild()).toMatchObject({ outcome: 'published' });
    expect([...renderer.rendered.at(-1)!].sort()).toEqual([...seed.pages.map((page) => page.path), '*'].sort());
    expect((await publications.head())?.buildId).toBe('build-2');
    expect(await publications.served('tours/index.html')).toContain('$79');
    expect(await newBuild.republishForThisBuild()).toBeUndefined();
  });

  it('starts again from the new publication when another server committed first, and finds its change already published', async () => {
    await setPrice(79);
    publications.anotherServerFirst = true;
    expect(await publisher.publish()).toMatchObject({ outcome: 'published', pages: [] });
    expect(await publications.generation()).toBe(1);
    expect(renderer.rendered).toHaveLength(1);
  });

  it('reads the published records again only once another generation is current (docs/decisions/108)', async () => {
    await setPrice(79);
    await publisher.publish();
    const read = vi.spyOn(publications, 'current');
    for (let time = 0; time < 3; time++) await site.publishedRecords();
    expect(read).toHaveBeenCalledTimes(1);
    await setPrice(79, 'Arenal Volcano Hike, again');
    await publisher.publish();
    expect((await site.publishedRecords()).find((record) => record.id === 'arenal-volcano-hike')?.data).toMatchObject({ title: { en: 'Arenal Volcano Hike, again' } });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('takes a page whose record was archived off the site', async () => {
    const page = (await store.get('pages', 'canopy-tours'))!;
    await store.archive({ collection: 'pages', id: 'canopy-tours' }, page.version);
    expect(await publisher.publish()).toMatchObject({ outcome: 'published', records: [{ collection: 'pages', id: 'canopy-tours', withdrawn: true }] });
    expect((await publications.current())!.withdrawnFiles).toEqual(['canopy-tours/index.html']);
    expect(Object.keys((await publications.current())!.pages)).not.toContain('/canopy-tours');
  });
});

describe('SitePublisher: the details of a publish', () => {
  const clock = new ManualClock(new Date('2026-11-28T15:00:00Z'));
  const seed = aCatalogueDocument();
  let publications: WatchedPublications;
  let renderer: ListingRenderer;

  function publisherWith(overrides: Partial<ConstructorParameters<typeof SitePublisher>[0]> = {}): SitePublisher {
    return new SitePublisher({
      publications,
      buildId: 'build-1',
      compressor: { compress: async (file) => file },
      contentTypeOf: () => 'text/html; charset=utf-8',
      baseline: async () => {
        const pages = await new ListingRenderer().render(seed, await new ListingRenderer().pagePaths(seed));
        // The 404 page is in no sitemap: it has no date.
        return { records: catalogueRecordsOf(seed).map((record) => ({ ...record, version: 1 })), pages: pages.map((page) => publishedPageOf(page, pageDigest(page, digest), page.sitemapPath && '2026-11-20')) };
      },
      renderer,
      audits,
      ogCards: { draw: async (card) => new TextEncoder().encode(card.title) },
      digest,
      clock,
      mainDomain: 'costaricagateway.com',
      ...overrides,
    });
  }
  const digest = (texts: readonly string[]) => texts.join('\u0000');
  const tour = (overrides: Record<string, unknown>) => ({ collection: 'tours', id: 'arenal-volcano-hike', version: 2, data: { ...aPublicTour(), ...overrides, id: undefined } });
  const withoutId = <T extends { id?: unknown }>({ id: _id, ...data }: T) => data;

  beforeEach(() => {
    publications = new WatchedPublications();
    renderer = new ListingRenderer();
  });

  it('lists every page but the 404 page in the click placements, with the links of the pages drawn again and of those kept', async () => {
    await publisherWith().publish([{ collection: 'tours', id: 'arenal-volcano-hike', version: 2, data: withoutId(aPublicTour({ price: 79 })) }]);
    const catalogue = JSON.parse((await publications.served(LINK_CATALOGUE_FILE))!) as { pages: string[]; placements: unknown[][] };
    expect([...catalogue.pages].sort()).toEqual(seed.pages.map((page) => page.path).sort());
    expect(catalogue.placements).toContainEqual(['tour:mistico-hanging-bridges', '/', 'tours', 1]);
    expect(catalogue.placements).toContainEqual(['tour:arenal-volcano-hike', '/tours', 'tours', 1]);
  });

  it('counts a page drawn again the same as unchanged: no file written, its sitemap date kept', async () => {
    // The search term is on no page of this renderer but the home page's file, and the hike is not on the home page.
    expect(await publisherWith().publish([{ collection: 'tours', id: 'arenal-volcano-hike', version: 2, data: withoutId(aPublicTour({ searchTerm: 'Arenal hike La Fortuna' })) }])).toEqual({ outcome: 'published', pages: [] });
    expect(renderer.rendered).toEqual([['/destinations/arenal', '/tours']]);
    expect(await publications.served('tours/index.html')).toBeUndefined();
    expect(await publications.served(SITEMAP_FILE)).toContain('<loc>https://costaricagateway.com/tours</loc><lastmod>2026-11-20</lastmod>');
  });

  it('counts a page whose own file changed as changed, and writes the file with it', async () => {
    const mistico = seed.tours.find((each) => each.id === 'mistico-hanging-bridges')!;
    const outcome = await publisherWith().publish([{ collection: 'tours', id: mistico.id, version: 2, data: withoutId({ ...mistico, searchTerm: 'Mistico bridges Arenal' }) }]);
    expect(outcome).toEqual({ outcome: 'published', pages: ['/'] });
    expect(await publications.served('home-tours.txt')).toBe('Mistico bridges Arenal');
  });

  it('draws a page new to the site, and lists it in the click placements', async () => {
    const page = seed.pages.find((each) => each.id === 'canopy-tours')!;
    const added = { ...withoutId(page), path: '/zipline-tours', position: 2, label: { en: 'Zipline Tours' } };
    expect(await publisherWith().publish([{ collection: 'pages', id: 'zipline-tours', version: 1, data: added }])).toMatchObject({ outcome: 'published', pages: expect.arrayContaining(['/zipline-tours']) });
    expect(JSON.parse((await publications.served(LINK_CATALOGUE_FILE))!).pages).toContain('/zipline-tours');
  });

  it('names the record a catalogue problem is in', async () => {
    const outcome = await publisherWith().publish([tour({ destination: 'atlantis' })]);
    expect(outcome.outcome === 'refused' && outcome.reasons[0]).toMatchObject({ page: 'arenal-volcano-hike', audit: 'catalogue' });
  });

  it('names the field of the settings when the settings are the problem', async () => {
    const outcome = await publisherWith().publish([{ collection: 'settings', id: 'site', version: 2, data: { ...seed.settings, support: { email: 'not an address' } } }]);
    expect(outcome.outcome === 'refused' && outcome.reasons[0]).toMatchObject({ page: 'settings.support.email', audit: 'catalogue' });
  });

  it('gives up after three commits lost to other servers, and at once on any other failure', async () => {
    let commits = 0;
    const losing = Object.assign(new WatchedPublications(), {
      commit: async () => {
        commits++;
        throw new StalePublicationError(0, undefined);
      },
    });
    await expect(publisherWith({ publications: losing }).publish([tour({ price: 79 })])).rejects.toThrow(StalePublicationError);
    expect(commits).toBe(3);

    commits = 0;
    const failing = Object.assign(new WatchedPublications(), {
      commit: async () => {
        commits++;
        throw new Error('disk full');
      },
    });
    await expect(publisherWith({ publications: failing }).publish([tour({ price: 79 })])).rejects.toThrow('disk full');
    expect(commits).toBe(1);
  });

  it('keeps the published records in key order, whatever the order of the changes', async () => {
    await publisherWith().publish([tour({ price: 79 }), { collection: 'destinations', id: 'arenal', version: 2, data: withoutId({ ...seed.destinations[0]!, description: { en: 'Volcano country.' } }) }]);
    const keys = (await publications.current())!.records.map((record) => `${record.collection}/${record.id}`);
    expect(keys).toEqual([...keys].sort());
  });
});

describe('pageReadsChange, as the publisher uses it', () => {
  it('is true when any one of the changed records was read', () => {
    expect(pageReadsChange(['tours/a'], [{ collection: 'tours', id: 'b' }, { collection: 'tours', id: 'a' }])).toBe(true);
  });

  it('is true when a page read the changed record or queried its collection', () => {
    expect(pageReadsChange(['tours/a', 'pages/home'], [{ collection: 'tours', id: 'a' }])).toBe(true);
    expect(pageReadsChange(['hotels/*'], [{ collection: 'hotels', id: 'new-hotel' }])).toBe(true);
    expect(pageReadsChange(['tours/a', 'hotels/*'], [{ collection: 'tours', id: 'b' }])).toBe(false);
  });
});

describe('nextRecords', () => {
  it('counts taking off the site a record that was never published as no change', () => {
    expect(nextRecords([], [{ collection: 'tours', id: 'a', version: 2, data: null }]).changed).toEqual([]);
  });

  it('keeps the published data of a record whose copy differs only by version, at the new version', () => {
    const tour = { collection: 'tours', id: 'a', data: aPublicTour() };
    const next = nextRecords([{ ...tour, version: 1 }], [{ ...tour, version: 3 }]);
    expect(next.changed).toEqual([]);
    expect(next.published).toEqual([{ ...tour, version: 3 }]);
  });
});
