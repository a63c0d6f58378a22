import { publicToursOf } from '../catalogue/catalogue.js';
import { TOUR_PAGE_LISTINGS } from '../catalogue/listings.js';
import type { TourPageContent } from './tour-page-content.js';

/** The Dominical and Uvita destination page (docs/product.md §2). */
export const DOMINICAL_PAGE: TourPageContent = {
  path: '/destinations/dominical',
  kind: 'destination',
  tagline: 'Humpback whales, jungle waterfalls and powerful surf on the South Pacific coast.',
  heroIllustration: 'ocean',
  introTitle: 'Discover Dominical and Uvita',
  introParagraphs: [
    'Dominical is a small surf town on the Costanera highway of the South Pacific, about 45 minutes south of Quepos; Uvita is about 20 minutes further south. From San José the drive takes around three and a half hours.',
    'Uvita is the gateway to Marino Ballena National Park, whose Whale\'s Tail sandbar appears at low tide. Humpback whales arrive from the southern hemisphere from about late July to October and from the northern hemisphere from about December to March.',
    'Dominical\'s beach break is powerful and has strong rip currents, so beginners learn at gentler spots nearby. In the hills inland, the two-tiered Nauyaca Waterfalls drop into a swimming pool.',
  ],
  facts: [
    { value: '8 months', label: 'of humpback whale season' },
    { value: '300+', label: 'surfable days a year' },
  ],
  toursTitle: TOUR_PAGE_LISTINGS['/destinations/dominical']!.section,
  tours: publicToursOf(TOUR_PAGE_LISTINGS['/destinations/dominical']!),
  cardVariant: {},
  hotels: 'dominical',
};
