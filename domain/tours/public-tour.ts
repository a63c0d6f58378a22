import type { TopicIcon } from '../presentation/topic-icon.js';
import type { PriceUnit, TourBadge } from '../presentation/tour-card-variant.js';
import type { TourDifficulty } from '../catalogue/catalogue.js';

/**
 * docs/product.md §3 "Public tour": a tour card as one page shows it, made from the tour's one record
 * (domain/catalogue/schema/tour-schema.ts) and the page's listing (domain/presentation/catalogue-tours.ts). Every
 * card of the site (home, /tours, destination and activity pages) is one of these.
 */
export interface PublicTour {
  /** The id its click-count link and the curated photo map name: the tour's legacy id where it has one (docs/decisions/099). */
  readonly id: string;
  readonly title: string;
  /** The town or place the card names ('La Fortuna'). */
  readonly location: string;
  readonly duration: string;
  readonly groupSize?: string;
  /** USD per priceUnit. */
  readonly price: number;
  /** What the price is for: each visitor, the whole group or the whole boat (the record's, on every page). */
  readonly priceUnit: PriceUnit;
  /** The struck-through earlier price, USD, above price. */
  readonly originalPrice?: number;
  readonly rating: number;
  readonly reviewCount: number;
  readonly description: string;
  readonly highlights: readonly string[];
  /** Its one category, on every page (issue 37). */
  readonly category: string;
  /** The badges its record gives it, on every page that lists it. */
  readonly badges: readonly TourBadge[];
  readonly difficulty?: TourDifficulty;
  /** The name of the destination it starts from ('Playas del Coco'). */
  readonly destination: string;
  /** The operator's photo or the drawing of the tour's subject; absent when the card shows the designed cover. */
  readonly picture?: TourPicture;
  readonly bookingUrl: string;
  /** 1 when its record wears the 'Best Seller' badge (docs/product.md §3): the partner box lists it first. */
  readonly bestSellerRank?: number;
  /** The admin tour whose operator photo this card shows (docs/product.md §3 mapping). */
  readonly adminTourId?: number;
}

/**
 * A drawing or an uploaded photo that shows what the card is about, with the text alternative that says what it
 * shows. A photo also names the picture shown when it cannot be loaded (its designed cover, never a broken image) and,
 * when it is someone else's, its credit (docs/decisions/134).
 */
export interface TourPicture {
  readonly src: string;
  readonly alt: string;
  readonly fallbackSrc?: string;
  readonly credit?: string;
}

/** docs/product.md §3 "Destinations on /tours": one section each, with its tours. */
export interface TourDestination {
  readonly name: string;
  readonly description: string;
  readonly icon: TopicIcon;
  readonly colour: string;
  readonly tours: readonly PublicTour[];
}
