import { publicToursOf } from '../catalogue/catalogue.js';
import { TOUR_PAGE_LISTINGS } from '../catalogue/listings.js';
import type { TourPageContent } from './tour-page-content.js';

/** The Monteverde destination page (docs/product.md §2). */
export const MONTEVERDE_PAGE: TourPageContent = {
  path: '/destinations/monteverde',
  kind: 'destination',
  tagline: 'Misty forest on the Continental Divide, with quetzals, hanging bridges and farm-grown coffee.',
  heroIllustration: 'cloud-forest',
  introTitle: 'Discover Monteverde',
  introParagraphs: [
    'Monteverde lies at about 1,400 metres in the Tilarán mountains. Quaker families from the United States settled here in 1951 and set aside forest to protect their water supply; the Monteverde Cloud Forest Biological Reserve followed in 1972.',
    'Trade winds crossing the Continental Divide keep the forest wet with mist, and its trees are covered in orchids, bromeliads and mosses. Resplendent quetzals are easiest to see from about March to June, when they nest.',
    'The drive from San José takes about three and a half hours, and about three hours from Liberia. Many visitors pair Monteverde with Arenal, by road around Lake Arenal or by the jeep-boat-jeep transfer across it.',
  ],
  facts: [
    { value: '400+', label: 'bird species' },
    { value: '2,500', label: 'plant species, many of them epiphytes' },
  ],
  toursTitle: TOUR_PAGE_LISTINGS['/destinations/monteverde']!.section,
  tours: publicToursOf(TOUR_PAGE_LISTINGS['/destinations/monteverde']!),
  cardVariant: {},
  hotels: 'monteverde',
};
