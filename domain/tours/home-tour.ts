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

const CATEGORY_TONES: Readonly<Record<HomeTourCategory, HomeCategoryTone>> = {
  Adventure: 'adventure',
  Nature: 'nature',
  Thrill: 'thrill',
  Wildlife: 'wildlife',
  Ocean: 'ocean',
};

function isHomeTourCategory(category: string): category is HomeTourCategory {
  // A list lookup, not `in CATEGORY_TONES`, so names such as 'toString' are not mistaken for categories.
  return (HOME_TOUR_CATEGORIES as readonly string[]).includes(category);
}

/**
 * docs/product.md §3: each listed category has its own badge colour, any other category grey. The match is
 * exact and case-sensitive, like the catalogue's typed values: 'adventure' is another category, so grey.
 */
export function homeCategoryTone(category: string): HomeCategoryTone {
  return isHomeTourCategory(category) ? CATEGORY_TONES[category] : 'grey';
}
