/** SPEC §9: a hotel card lists at most 4 features, then '+N more'. */
export const MAX_HOTEL_FEATURES = 4;

/** SPEC §3: a hotel's rank is its list position plus one. */
export function hotelRank(index: number): number {
  return index + 1;
}

export interface HotelFeatures {
  readonly shown: string[];
  /** '+N more' when features were left out. */
  readonly more?: string;
}

export function hotelFeatures(features: readonly string[]): HotelFeatures {
  const hidden = features.length - MAX_HOTEL_FEATURES;
  const shown = features.slice(0, MAX_HOTEL_FEATURES);
  return hidden > 0 ? { shown, more: `+${hidden} more` } : { shown };
}

export type HotelPriceColour = 'purple' | 'blue' | 'green';

/**
 * SPEC §9 price badge: 'Luxury' or $$$$ purple; $$$ or a 'mid-' range blue; anything else green.
 * The spec names the values exactly, so 'Ultra-Luxury' is not 'Luxury' and stays green.
 */
export function hotelPriceColour(priceRange: string): HotelPriceColour {
  if (priceRange === 'Luxury' || priceRange === '$$$$') return 'purple';
  if (priceRange === '$$$' || priceRange.toLowerCase().startsWith('mid-')) return 'blue';
  return 'green';
}
