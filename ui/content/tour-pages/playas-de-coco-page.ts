import { publicToursOf } from '../catalogue/catalogue.js';
import { TOUR_PAGE_LISTINGS } from '../catalogue/listings.js';
import type { TourPageContent } from './tour-page-content.js';

/** The Playas del Coco destination page, without a hotels block (docs/product.md §2). */
export const PLAYAS_DE_COCO_PAGE: TourPageContent = {
  path: '/destinations/playas-de-coco',
  kind: 'destination',
  tagline: 'Diving, snorkeling and sportfishing from a laid-back Guanacaste bay.',
  heroIllustration: 'diving',
  introTitle: 'Discover Playas del Coco',
  introParagraphs: [
    'Playas del Coco is a fishing and diving town on a sheltered bay of the Gulf of Papagayo in Guanacaste, about half an hour by road from the international airport in Liberia and around four and a half hours from San José.',
    'Dive boats leave from the beach for the Catalina Islands, where giant manta rays pass from about December to April, and for the Bat Islands off Santa Rosa National Park, known for bull sharks from about June to October.',
    'Sportfishing boats look for sailfish, marlin, dorado and roosterfish all year. From December to March the Papagayo winds blow offshore, cooling the water and stirring up the nutrients that draw manta rays.',
  ],
  facts: [
    { value: '20+', label: 'dive sites' },
    { value: '365', label: 'fishing days a year' },
  ],
  toursTitle: TOUR_PAGE_LISTINGS['/destinations/playas-de-coco']!.section,
  tours: publicToursOf(TOUR_PAGE_LISTINGS['/destinations/playas-de-coco']!),
  cardVariant: {},
};
