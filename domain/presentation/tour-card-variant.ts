import type { TourDifficulty } from '../catalogue/catalogue.js';

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

/** docs/product.md §2: a page may show each tour's location on its picture; everything else is the record's. */
export interface TourCardVariant {
  readonly locationBadge?: boolean;
  /** The home page's badge: the tour's category in its own colour (docs/product.md §3 "Home tour"). */
  readonly homeBadge?: boolean;
}

export interface ImageBadge {
  readonly kind: 'location' | 'record';
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

/** What a card shows of its tour's record under its page's variant: the same facts on every page (issue 37). */
export function tourCardFacts(
  tour: { readonly duration: string; readonly groupSize?: string; readonly location: string; readonly priceUnit: PriceUnit; readonly badges?: readonly TourBadge[] },
  variant: TourCardVariant,
): TourCardFacts {
  const imageBadges: ImageBadge[] = [];
  if (variant.locationBadge) imageBadges.push({ kind: 'location', text: tour.location });
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
