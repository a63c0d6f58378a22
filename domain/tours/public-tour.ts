import type { TourDifficulty } from '../catalogue/catalogue.js';

/**
 * docs/product.md §3 "Public tour": a tour card as one page shows it, made from the tour's one record
 * (domain/catalogue/catalogue.ts) and the page's listing. Every card of the site (home, /tours,
 * destination and activity pages) is one of these.
 */
export interface PublicTour {
  readonly id: string;
  readonly title: string;
  /** City or location shown on the card and used in tracking labels. */
  readonly location: string;
  /** The name of the tour's destination ('Playas del Coco'). */
  readonly destination: string;
  readonly duration: string;
  readonly groupSize?: string;
  /** USD per person. */
  readonly price: number;
  readonly originalPrice?: number;
  readonly rating: number;
  readonly reviewCount: number;
  readonly description: string;
  readonly highlights: readonly string[];
  /** The drawing of the tour's subject; absent when the card shows the designed cover. */
  readonly picture?: TourPicture;
  readonly bookingUrl: string;
  readonly category: string;
  /** The home page's badge (docs/product.md §3 "Home tour" categories). */
  readonly theme?: string;
  readonly difficulty?: TourDifficulty;
  /** 1 marks the top tour of this page (docs/product.md §3). */
  readonly bestSellerRank?: number;
  /** The admin tour whose operator photo this card shows (docs/product.md §3 mapping). */
  readonly adminTourId?: number;
}

/** A drawing that shows what the card is about, with the text alternative that says what is drawn. */
export interface TourPicture {
  readonly src: string;
  readonly alt: string;
}

/** docs/product.md §3 "Destinations on /tours": one section each, with its tours. */
export interface TourDestination {
  readonly name: string;
  readonly description: string;
  readonly icon: string;
  readonly colour: string;
  readonly tours: readonly PublicTour[];
}
