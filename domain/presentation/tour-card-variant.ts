/** The fixed badges a page may put on every card of its grid. */
export const FIXED_BADGES = ['Featured', 'Popular', 'Authentic', 'Luxury'] as const;

export type FixedBadge = (typeof FIXED_BADGES)[number];

/**
 * docs/product.md §2: some destination and activity pages show a location badge, a fixed badge
 * (Featured, Popular, Authentic, Luxury) and '/ person' after the price instead of the group size.
 */
export interface TourCardVariant {
  readonly locationBadge?: boolean;
  readonly fixedBadge?: FixedBadge;
  readonly perPerson?: boolean;
  /** The home page's badge: the tour's theme in its own colour (docs/product.md §3 "Home tour"). */
  readonly homeBadge?: boolean;
}

export interface ImageBadge {
  readonly kind: 'location' | 'fixed';
  readonly text: string;
}

export interface TourCardFacts {
  readonly duration: string;
  readonly groupSize: string | undefined;
  readonly priceSuffix: '/ person' | undefined;
  readonly imageBadges: readonly ImageBadge[];
}

export const PER_PERSON = '/ person';

/**
 * What a card shows under its page's variant. A fixed badge that names one of the categories of the filter
 * beside the cards shows only on the tours of that category: a 'Luxury' badge on every card while the Luxury
 * filter keeps two of four would contradict the filter (issue 18).
 */
export function tourCardFacts(
  tour: { readonly duration: string; readonly groupSize?: string; readonly location: string; readonly category?: string },
  variant: TourCardVariant,
  filterCategories: readonly string[] = [],
): TourCardFacts {
  const imageBadges: ImageBadge[] = [];
  if (variant.locationBadge) imageBadges.push({ kind: 'location', text: tour.location });
  const contradictsFilter = variant.fixedBadge !== undefined && filterCategories.includes(variant.fixedBadge) && tour.category !== variant.fixedBadge;
  if (variant.fixedBadge && !contradictsFilter) imageBadges.push({ kind: 'fixed', text: variant.fixedBadge });
  return {
    duration: tour.duration,
    groupSize: variant.perPerson ? undefined : tour.groupSize,
    priceSuffix: variant.perPerson ? PER_PERSON : undefined,
    imageBadges,
  };
}
