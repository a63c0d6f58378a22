import type { CatalogueReader } from '../catalogue/catalogue-reader.js';
import type { MarketplaceTour } from '../marketplace/marketplace-image-source.js';
import type { EssentialsProduct } from '../shopping/essentials-product.js';
import type { PublicTour } from '../tours/public-tour.js';
import { listingTours } from './catalogue-tours.js';
import { essentialsShopView } from './shop-views.js';
import type { PlaceLink } from './site-shell-view.js';

/** How many of /travel-essentials' products the home page's tiles show: its first, in the shop's order. */
export const HOME_ESSENTIALS_COUNT = 6;

/** A home tile of a travel essential: the product record of /travel-essentials it leads to, as that page shows it. */
export type HomeEssentialView = Pick<EssentialsProduct, 'id' | 'title' | 'price' | 'originalPrice' | 'rating' | 'reviewCount' | 'imageUrl' | 'retailUrl'>;

/** docs/product.md §2 Home: what the home page shows from the catalogue; its other sections are the UI's copy. */
export interface HomePageView {
  readonly heading: string;
  /** The tours section's heading ('Popular Tours'). */
  readonly toursTitle: string;
  /** docs/product.md §3 "Home tour": the 12 cards, in the listing's order. */
  readonly tours: readonly PublicTour[];
  /**
   * The same tours as the curated-image call sends them (docs/product.md §7); the build writes them beside the pages
   * (`marketplace-tours.json`): the server's marketplace look-up asks only about these (docs/decisions/057).
   */
  readonly marketplaceTours: readonly MarketplaceTour[];
  /** "Explore by destination": the destination pages, in their order. */
  readonly destinationPages: readonly PlaceLink[];
  /** The relocation section's contacts: the support address, and a phone only when one is set. */
  readonly support: { readonly email: string; readonly phone?: string };
  /** The Contact Broker button's address. */
  readonly brokerSiteUrl: string;
  /** The travel essentials' tiles: real products of /travel-essentials, never a teaser of its own (issue 37). */
  readonly essentials: readonly HomeEssentialView[];
  /** The real-estate cards: the developments of /real-estate, in its order, as it describes them (issue 37). */
  readonly developments: readonly { readonly id: string; readonly name: string; readonly location: string; readonly summary: string; readonly image: string }[];
  /** The broker card: the broker the settings name and the markets it covers, counted. */
  readonly broker: { readonly name: string; readonly keyLocations: number };
  /** The hero's figures, every one counted from the catalogue (issue 37): nothing the site cannot show. */
  readonly figures: HomeFigures;
}

export interface HomeFigures {
  /** The public tours the pages list, each once. */
  readonly toursListed: number;
  /** The destinations /tours has a section for: the same count its hero gives, so the two pages never differ. */
  readonly destinations: number;
  /** The partners a visitor is sent to: the marketplace, the review site, the retailer and the broker. */
  readonly partners: number;
  /** The mean of the listed tours' ratings, to one decimal. */
  readonly averageRating: number;
}

/** The hero's figures (issue 37): counted from the page records, the destinations and the settings. */
export function homeFigures(reader: CatalogueReader): HomeFigures {
  const listed = new Set(
    reader.pages().flatMap((page) => (page.kind === 'tours' ? page.sections.flatMap((section) => section.tourIds) : page.listing.tourIds)),
  );
  // A tour only the operator sees is no tour a visitor can book, whatever lists it.
  const ratings = [...listed].map((id) => reader.tour(id)).flatMap((tour) => (tour.visibility === 'public' ? [tour.rating] : []));
  const { marketplace, reviewSite, retail, broker } = reader.settings();
  return {
    toursListed: ratings.length,
    destinations: reader.pages().flatMap((page) => (page.kind === 'tours' ? page.sections : [])).length,
    partners: [marketplace, reviewSite, retail, broker].length,
    averageRating: ratings.length === 0 ? 0 : Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10,
  };
}

export function homePageView(reader: CatalogueReader, pageId: string): HomePageView {
  const page = reader.page(pageId);
  if (page.kind !== 'home') throw new Error(`The page "${pageId}" is not the home page`);
  const tours = listingTours(reader, page.listing);
  const { support, broker } = reader.settings();
  return {
    heading: page.heading.en,
    toursTitle: page.listing.title.en,
    tours,
    marketplaceTours: tours.map((tour) => ({ tourId: tour.id, title: tour.title, bookingUrl: tour.bookingUrl })),
    destinationPages: reader.placePages('destination').map((place) => ({ path: place.path, label: place.label.en })),
    support: { email: support.email, ...(support.phone === undefined ? {} : { phone: support.phone }) },
    brokerSiteUrl: broker.siteUrl,
    developments: reader.developments().map((development) => ({ id: development.id, name: development.name, location: development.location.en, summary: development.summary.en, image: development.image.src })),
    broker: { name: broker.name, keyLocations: broker.markets.length },
    figures: homeFigures(reader),
    essentials: essentialsShopView(reader)
      .products.slice(0, HOME_ESSENTIALS_COUNT)
      .map(({ id, title, price, originalPrice, rating, reviewCount, imageUrl, retailUrl }) => ({
        id,
        title,
        price,
        ...(originalPrice === undefined ? {} : { originalPrice }),
        rating,
        reviewCount,
        imageUrl,
        retailUrl,
      })),
  };
}
