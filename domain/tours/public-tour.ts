import type { TopicIcon } from '../presentation/topic-icon.js';
import type { TourRecord } from '../catalogue/catalogue.js';

/**
 * docs/product.md §3 "Public tour": a tour card as one page shows it, made from the tour's one record
 * (domain/catalogue/catalogue.ts) and the page's listing. Every card of the site (home, /tours,
 * destination and activity pages) is one of these.
 */
export interface PublicTour
  extends Pick<
    TourRecord,
    'id' | 'title' | 'location' | 'destination' | 'duration' | 'groupSize' | 'price' | 'originalPrice' | 'rating' | 'reviewCount' | 'description' | 'highlights' | 'category' | 'theme' | 'difficulty'
  > {
  /** The drawing of the tour's subject; absent when the card shows the designed cover. */
  readonly picture?: TourPicture;
  readonly bookingUrl: string;
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
  readonly icon: TopicIcon;
  readonly colour: string;
  readonly tours: readonly PublicTour[];
}
