/** docs/product.md §9: a hotel card lists at most 4 features, then '+N more'. */
export const MAX_HOTEL_FEATURES = 4;

/** docs/product.md §3: a hotel's rank is its list position plus one. */
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
 * docs/product.md §9 price badge: 'Luxury' or $$$$ purple; $$$ or a 'mid-' range blue; anything else green.
 * docs/product.md §3 lists 'Ultra-Luxury' among the price ranges: it is a kind of Luxury, and a visitor
 * would read a green (budget) badge on it as wrong, so any range naming Luxury is purple.
 */
export function hotelPriceColour(priceRange: string): HotelPriceColour {
  if (/luxury/i.test(priceRange) || priceRange === '$$$$') return 'purple';
  if (priceRange === '$$$' || priceRange.toLowerCase().startsWith('mid-')) return 'blue';
  return 'green';
}

/**
 * Issue 23.3: the price level as a person says it. A screen reader reads '$$$$' as four dollar signs, so the
 * badge's symbols are hidden from it and these words are read instead; a range already in words keeps them.
 */
export function hotelPriceLevelWords(priceRange: string): string {
  if (/^\${1,4}$/.test(priceRange)) return `Price level ${priceRange.length} of 4`;
  return `Price level: ${priceRange}`;
}
