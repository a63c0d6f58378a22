import type { ActivityLabel } from '../../../domain/analytics/events.js';
import type { HotelDestinationKey } from '../../../domain/hotels/hotel.js';
import type { TourCardVariant } from '../../../domain/presentation/tour-card-variant.js';
import type { PublicTour } from '../../../domain/tours/public-tour.js';
import type { IllustrationKind } from '../illustrations.js';

/** One of the two headline facts of a destination or activity page's introduction (docs/product.md §2). */
export interface HeadlineFact {
  /** The figure exactly as docs/product.md §2 gives it: '850+', '40°C', '4km', '2,500', '30m+'. */
  readonly value: string;
  /** What the figure counts: 'bird species', 'hot springs'. */
  readonly label: string;
}

/** The marketplace's partner widget (docs/product.md §2 Arenal and Tamarindo). */
export interface PartnerWidget {
  /** The heading above the widget area, which also labels it. */
  readonly title: string;
  /** What the widget searches for on the marketplace ('Arenal', 'Tamarindo'). */
  readonly query: string;
  /**
   * The catalogue's tours whose links stand in for the widget when it has not loaded (issue 18.6): the page's own
   * grid, or, where the widget is the page's only list (Tamarindo), the place's tours as /tours lists them.
   */
  readonly fallbackTours: readonly PublicTour[];
}

/** Everything a destination or activity page shows (docs/product.md §2 "Destination and activity pages"). */
export interface TourPageContent {
  /** '/destinations/arenal' or '/canopy-tours': one of ui/content/site-map.ts. */
  readonly path: string;
  readonly kind: 'destination' | 'activity';
  /** The line under the hero heading (the heading itself: tour-page-heads.ts). */
  readonly tagline: string;
  readonly heroIllustration: IllustrationKind;
  /** The introduction: a heading and two or three short paragraphs of real, checkable facts. */
  readonly introTitle: string;
  readonly introParagraphs: readonly string[];
  readonly facts: readonly [HeadlineFact, HeadlineFact];
  /** Heading of the tour grid ('Top Arenal Tours'). */
  readonly toursTitle: string;
  /** The page's own tours: 4, or none where the partner widget is the only list (Tamarindo). */
  readonly tours: readonly PublicTour[];
  /** Location badge, fixed badge, '/ person' (domain/presentation/tour-card-variant.ts). */
  readonly cardVariant: TourCardVariant;
  /** The hotels block, for pages whose destination has hotel data. */
  readonly hotels?: HotelDestinationKey;
  readonly partnerWidget?: PartnerWidget;
  /** docs/product.md §7: on the Canopy and Scuba pages, tour_click names the activity instead of the tour's place. */
  readonly trackingActivity?: ActivityLabel;
}
