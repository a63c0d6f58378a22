import { LRUCache } from 'lru-cache';
import type { MarketplaceImageMap, MarketplaceImageSource, MarketplaceTour } from '../../domain/marketplace/marketplace-image-source.js';
import { marketplacePageUrl, ogImageOf } from '../../domain/marketplace/marketplace-page.js';
import type { Clock } from '../../domain/kernel/clock.js';

/** docs/architecture.md §3: resolved photos are kept one hour. */
export const OG_IMAGE_CACHE_MS = 60 * 60 * 1000;
/** docs/decisions/057: the pages remembered at most (the catalogue has a dozen; the bound holds whatever it grows to). */
export const OG_IMAGE_CACHE_ENTRIES = 500;
const TIMEOUT_MS = 3000;
const MAX_HTML_BYTES = 1024 * 1024;
const CONCURRENT_REQUESTS = 4;

/**
 * Reads the og:image of a tour's marketplace page. It only ever requests the marketplace's own host
 * (the page URL is rebuilt on MARKETPLACE_HOST; any other bookingUrl is never fetched: SSRF), follows
 * no redirect, gives up after 3 seconds, and remembers each answer, photo or none, for an hour, in a
 * least-recently-used cache of OG_IMAGE_CACHE_ENTRIES pages (lru-cache): memory stays bounded, and a
 * page asked for while it is being fetched waits for that one fetch (docs/decisions/057). The composition
 * root only lets the catalogue's tours through (domain/marketplace/marketplace-catalogue.ts).
 */
export class OgImageMarketplaceImageSource implements MarketplaceImageSource {
  private readonly cache: LRUCache<string, { readonly image?: string }>;

  constructor(
    clock: Clock,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.cache = new LRUCache<string, { readonly image?: string }>({
      max: OG_IMAGE_CACHE_ENTRIES,
      ttl: OG_IMAGE_CACHE_MS,
      // The clock port, read on every look-up (no cached "now"), so a test's clock moves the hour too.
      ttlResolution: 0,
      perf: { now: () => clock.now().getTime() },
      fetchMethod: async (page) => {
        const image = await this.fetchOgImage(page);
        return image === undefined ? {} : { image };
      },
    });
  }

  async imagesFor(tours: readonly MarketplaceTour[]): Promise<MarketplaceImageMap> {
    const found: MarketplaceImageMap = {};
    const queue = [...tours];
    const worker = async () => {
      for (let tour = queue.shift(); tour; tour = queue.shift()) {
        const page = marketplacePageUrl(tour.bookingUrl);
        const image = page && (await this.imageOf(page));
        if (image) found[tour.tourId] = image;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_REQUESTS }, worker));
    return found;
  }

  private async imageOf(page: string): Promise<string | undefined> {
    return (await this.cache.fetch(page))?.image;
  }

  /** How many pages are remembered now. */
  get cachedPages(): number {
    return this.cache.size;
  }

  private async fetchOgImage(page: string): Promise<string | undefined> {
    try {
      const response = await this.fetchImpl(page, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'text/html' } });
      if (!response.ok) return undefined;
      const html = await response.text();
      return ogImageOf(html.slice(0, MAX_HTML_BYTES));
    } catch {
      return undefined;
    }
  }
}
