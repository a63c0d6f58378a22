/** docs/product.md §2: the destinations with hotel data (five hotels each), shared by the pages. */
export const HOTEL_DESTINATION_KEYS = [
  'arenal',
  'manuel-antonio',
  'monteverde',
  'tamarindo',
  'dominical',
  'jaco',
  'puerto-viejo',
  'papagayo',
] as const;

export type HotelDestinationKey = (typeof HOTEL_DESTINATION_KEYS)[number];

/** docs/product.md §3 "Hotel" price ranges. */
export const HOTEL_PRICE_RANGES = ['$', '$$', '$$$', '$$$$', 'Luxury', 'Ultra-Luxury'] as const;

export type HotelPriceRange = (typeof HOTEL_PRICE_RANGES)[number];

/** docs/product.md §3 "Hotel"; its rank is its list position plus one (domain/presentation/hotel-card.ts). */
export interface Hotel {
  readonly name: string;
  /** The review site's rating, 1 to 5 in steps of 0.5. */
  readonly rating: number;
  readonly reviewCount: number;
  readonly priceRange: HotelPriceRange;
  readonly description: string;
  readonly features: readonly string[];
  /** The hotel's page on the review site (wrapped in the affiliate redirect when linked). */
  readonly reviewSiteUrl: string;
  /** 'Eco-Lodge', 'Boutique Hotel', 'Resort', 'Beach Hotel'… */
  readonly category: string;
  /** docs/product.md §7: a hotel-specific affiliate URL used as it is instead of the redirect. */
  readonly affiliateUrl?: string;
}
