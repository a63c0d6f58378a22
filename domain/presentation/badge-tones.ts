import type { HomeCategoryTone } from '../tours/home-tour.js';
import type { HotelPriceColour } from './hotel-card.js';

/** The badge tones of ui/components/badge.css.ts that carry a meaning on the cards. */
export type MeaningfulTone = 'purple' | 'blue' | 'green' | 'orange' | 'red' | 'amber' | 'grey';

/** docs/product.md §3: each of the five home categories its own colour; any other grey. */
export const HOME_CATEGORY_BADGE: Readonly<Record<HomeCategoryTone, MeaningfulTone>> = {
  adventure: 'orange',
  nature: 'green',
  thrill: 'red',
  wildlife: 'amber',
  ocean: 'blue',
  grey: 'grey',
};

/** docs/product.md §9 hotel price badge: the domain's colour is the badge's tone. */
export const HOTEL_PRICE_BADGE: Readonly<Record<HotelPriceColour, MeaningfulTone>> = { purple: 'purple', blue: 'blue', green: 'green' };
