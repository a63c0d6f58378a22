import { formatUsd, type TourDifficulty } from '../catalogue/catalogue.js';
import { ratingWords } from './star-rating.js';

/**
 * The badges a tour's record may carry (docs/product.md §3 "Public tour"): chosen for the tour, so it wears them on
 * every page that lists it, never by a page or by its place in a grid (issue 37).
 */
export const TOUR_BADGES = ['Best Seller', 'Popular', 'Authentic', 'Luxury'] as const;

export type TourBadge = (typeof TOUR_BADGES)[number];

/** What a tour's price is for: each visitor, the whole group (a private guide) or the whole boat (a charter). */
export const PRICE_UNITS = ['person', 'group', 'boat'] as const;

export type PriceUnit = (typeof PRICE_UNITS)[number];

/** The badge the card shows in its own place and colour, the first of the picture's. */
export const BEST_SELLER: TourBadge = 'Best Seller';

/** docs/product.md §2: what a page may change of its cards; everything else is the record's. */
export interface TourCardVariant {
  /**
   * Retired: a location chip repeated the card's own location line right under it (issue 37, docs/decisions/145), so
   * no card draws one. Page records still carry the flag until the page schema (domain/catalogue) drops it.
   */
  readonly locationBadge?: boolean;
  /** The home page's badge: the tour's category in its own colour (docs/product.md §3 "Home tour"). */
  readonly homeBadge?: boolean;
}

export interface ImageBadge {
  readonly kind: 'record';
  readonly text: string;
}

export interface TourCardFacts {
  readonly duration: string;
  readonly groupSize: string | undefined;
  /** '/ person', '/ group' or '/ boat', after the price on every page. */
  readonly priceSuffix: string;
  readonly imageBadges: readonly ImageBadge[];
}

/** '/ boat': what the price row writes after the price. */
const priceSuffixOf = (unit: PriceUnit): string => `/ ${unit}`;

/** 'per boat': the price unit as a screen reader says it. */
export function priceUnitWords(unit: PriceUnit): string {
  return `per ${unit}`;
}

/**
 * A tour in one line, where a partner's box lists it in the widget's place ('$65 / person · 4.8 ★ on GetYourGuide'):
 * the price with its record's unit, as every card writes it (issue 37: a $1,200 charter never reads as per person on
 * one page and per boat on another), and the rating as the cards give it.
 */
export function compactTourLine(
  tour: { readonly price: number; readonly priceUnit: PriceUnit; readonly rating: number },
  source: string,
): { shown: string; spoken: string } {
  const price = formatUsd(tour.price);
  const rating = ratingWords(tour.rating, source);
  return {
    shown: `${price} ${priceSuffixOf(tour.priceUnit)} · ${tour.rating.toFixed(1)} ★ on ${source}`,
    spoken: `${price} ${priceUnitWords(tour.priceUnit)}, ${rating.spoken.replace('Rated', 'rated')}`,
  };
}

/** What a card shows of its tour's record under its page's variant: the same facts on every page (issue 37). */
export function tourCardFacts(
  tour: { readonly duration: string; readonly groupSize?: string; readonly location: string; readonly priceUnit: PriceUnit; readonly badges?: readonly TourBadge[] },
  variant: TourCardVariant,
): TourCardFacts {
  const imageBadges: ImageBadge[] = [];
  for (const badge of tour.badges ?? []) if (badge !== BEST_SELLER) imageBadges.push({ kind: 'record', text: badge });
  return { duration: tour.duration, groupSize: tour.groupSize, priceSuffix: priceSuffixOf(tour.priceUnit), imageBadges };
}

/**
 * The chips under the picture: the category, then the difficulty unless it says the same ('Beginner' surf lessons
 * are also of the 'Beginner' level): a card never repeats a chip (issue 37).
 */
export function cardChips(tour: { readonly category: string; readonly difficulty?: TourDifficulty | undefined }): string[] {
  return tour.difficulty === undefined || tour.difficulty === tour.category ? [tour.category] : [tour.category, tour.difficulty];
}
