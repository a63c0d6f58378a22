import type { MarketplaceImageMap, MarketplaceImageSource, MarketplaceTour } from '../../domain/marketplace/marketplace-image-source.js';
import { marketplacePageUrl, ogImageOf } from '../../domain/marketplace/marketplace-page.js';
import type { Clock } from '../../domain/kernel/clock.js';

/** docs/architecture.md §3: resolved photos are kept one hour. */
export const OG_IMAGE_CACHE_MS = 60 * 60 * 1000;
const TIMEOUT_MS = 3000;
const MAX_HTML_BYTES = 1024 * 1024;
const CONCURRENT_REQUESTS = 4;

/**
 * Reads the og:image of a tour's marketplace page. It only ever requests the marketplace's own host
 * (the page URL is rebuilt on MARKETPLACE_HOST; any other bookingUrl is never fetched: SSRF), follows
 * no redirect, gives up after 3 seconds, and remembers each answer, photo or none, for an hour.
 */
export class OgImageMarketplaceImageSource implements MarketplaceImageSource {
  private readonly cache = new Map<string, { readonly image: string | undefined; readonly at: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

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
    const now = this.clock.now().getTime();
    const cached = this.cache.get(page);
    if (cached && now - cached.at < OG_IMAGE_CACHE_MS) return cached.image;
    const image = await this.fetchOgImage(page);
    this.cache.set(page, { image, at: now });
    return image;
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
