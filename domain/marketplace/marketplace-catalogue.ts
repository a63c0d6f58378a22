import type { RateRule } from '../kernel/per-client-rate-limit.js';
import type { MarketplaceImageMap, MarketplaceImageSource, MarketplaceTour } from './marketplace-image-source.js';

/**
 * docs/decisions/057: each visitor (address) may ask for marketplace photos 30 times a minute (the home
 * page asks once per visit); 10,000 visitors are remembered at most, per server.
 */
export const MARKETPLACE_IMAGES_RATE: RateRule = { perWindow: 30, windowMs: 60_000, maxClients: 10_000 };

/**
 * The tours the site itself lists with their booking links, as the build wrote them (docs/decisions/057):
 * the only tours the marketplace look-up may ever be asked about. A request naming anything else (an
 * unknown id, a known id with another link) is left out, so a visitor cannot choose what the server fetches.
 */
export class MarketplaceCatalogue {
  private readonly byId: ReadonlyMap<string, MarketplaceTour>;

  constructor(tours: readonly MarketplaceTour[]) {
    this.byId = new Map(tours.map((tour) => [tour.tourId, tour]));
  }

  get size(): number {
    return this.byId.size;
  }

  /** The asked tours this catalogue lists under the same id and booking link, once each, as the catalogue has them. */
  listedAmong(asked: readonly MarketplaceTour[]): MarketplaceTour[] {
    const listed = new Map<string, MarketplaceTour>();
    for (const tour of asked) {
      const known = this.byId.get(tour.tourId);
      if (known && known.bookingUrl === tour.bookingUrl) listed.set(known.tourId, known);
    }
    return [...listed.values()];
  }
}

/** Passes on to a look-up (the marketplace page's og:image) only the tours of the catalogue; never calls it for nothing. */
export class CatalogueOnlyImageSource implements MarketplaceImageSource {
  constructor(
    private readonly catalogue: MarketplaceCatalogue,
    private readonly lookUp: MarketplaceImageSource,
  ) {}

  async imagesFor(tours: readonly MarketplaceTour[]): Promise<MarketplaceImageMap> {
    const listed = this.catalogue.listedAmong(tours);
    return listed.length === 0 ? {} : this.lookUp.imagesFor(listed);
  }
}
