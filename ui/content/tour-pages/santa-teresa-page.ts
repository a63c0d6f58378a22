import { publicToursOf } from '../catalogue/catalogue.js';
import { TOUR_PAGE_LISTINGS } from '../catalogue/listings.js';
import type { TourPageContent } from './tour-page-content.js';

/** The Santa Teresa destination page, without a hotels block (docs/product.md §2). */
export const SANTA_TERESA_PAGE: TourPageContent = {
  path: '/destinations/santa-teresa',
  kind: 'destination',
  tagline: 'Surf, yoga and long sunset beaches at the tip of the Nicoya Peninsula.',
  heroIllustration: 'surf',
  introTitle: 'Discover Santa Teresa',
  introParagraphs: [
    'Santa Teresa and its neighbour Mal País lie near the southern tip of the Nicoya Peninsula, in the province of Puntarenas, on a coast of long sandy beaches and consistent Pacific surf.',
    'Most visitors drive from San José to Puntarenas, take the car ferry across the Gulf of Nicoya to Paquera, about 70 minutes, and drive on for around an hour and a half; small planes also fly to the Tambor airstrip, under an hour away by road.',
    'Just south, Cabo Blanco became Costa Rica\'s first protected area in 1963, and the Montezuma waterfalls are a short drive east. The dry season runs from December to April, and the waves work all year.',
  ],
  facts: [
    { value: '12km', label: 'of beaches around Santa Teresa and Mal País' },
    { value: '50+', label: 'yoga studios and retreats' },
  ],
  toursTitle: TOUR_PAGE_LISTINGS['/destinations/santa-teresa']!.section,
  tours: publicToursOf(TOUR_PAGE_LISTINGS['/destinations/santa-teresa']!),
  cardVariant: { fixedBadge: 'Featured', perPerson: true },
};
