/** docs/product.md §3 "Home tour": the categories that each have their own badge colour. */
export const HOME_TOUR_CATEGORIES = ['Adventure', 'Nature', 'Thrill', 'Wildlife', 'Ocean'] as const;

export type HomeTourCategory = (typeof HOME_TOUR_CATEGORIES)[number];

/** docs/product.md §3 "Home tour" locations. */
export const HOME_TOUR_LOCATIONS = [
  'Arenal',
  'Monteverde',
  'Manuel Antonio',
  'Tamarindo',
  'Playas del Coco',
  'Papagayo',
  'Santa Teresa',
] as const;

export type HomeTourLocation = (typeof HOME_TOUR_LOCATIONS)[number];

/** docs/product.md §3 "Home tour": one of the 12 fixed cards of the home page's tours section. */
export interface HomeTour {
  readonly id: string;
  readonly title: string;
  readonly location: HomeTourLocation;
  /** One of HOME_TOUR_CATEGORIES, or any other category (shown with a grey badge). */
  readonly category: string;
  readonly rating: number;
  /** USD per person */
  readonly price: number;
  readonly description: string;
  readonly image: string;
  /** The marketplace partner link (domain/affiliate/marketplace-link.ts). */
  readonly bookingUrl: string;
}

export type HomeCategoryTone = 'adventure' | 'nature' | 'thrill' | 'wildlife' | 'ocean' | 'grey';

/**
 * The colour of each category the home page's cards may show. The card shows the tour record's one category, the same
 * as on every other page (issue 37), so the catalogue's categories take the five colours: the product's own five, and
 * the catalogue's names of the same kinds of tour.
 */
const CATEGORY_TONES: ReadonlyMap<string, HomeCategoryTone> = new Map([
  ['Adventure', 'adventure'],
  ['Nature', 'nature'],
  ['Nature Walk', 'nature'],
  ['Cloud Forest', 'nature'],
  ['Thrill', 'thrill'],
  ['Zipline', 'thrill'],
  ['Wildlife', 'wildlife'],
  ['Nature & Wildlife', 'wildlife'],
  ['Ocean', 'ocean'],
  ['Water Sports', 'ocean'],
  ['Marine Wildlife', 'ocean'],
]);

/**
 * docs/product.md §3: each listed category has its own badge colour, any other category grey. The match is
 * exact and case-sensitive, like the catalogue's typed values: 'adventure' is another category, so grey.
 */
export function homeCategoryTone(category: string): HomeCategoryTone {
  return CATEGORY_TONES.get(category) ?? 'grey';
}
