import { publicToursOf } from '../catalogue/catalogue.js';
import { TOUR_PAGE_LISTINGS } from '../catalogue/listings.js';
import type { TourPageContent } from './tour-page-content.js';

/** The Fishing activity page (docs/product.md §2; prices §9, tours §3). */
export const FISHING_PAGE: TourPageContent = {
  path: '/fishing',
  kind: 'activity',
  tagline: 'Billfish offshore, roosterfish inshore and rainbow bass on Lake Arenal',
  heroIllustration: 'fishing',
  introTitle: 'Billfish Country',
  introParagraphs: [
    'The Pacific coast is one of the world\'s best-known billfish grounds: charters from Los Sueños, Quepos and Tamarindo head offshore for sailfish and blue, black and striped marlin, while inshore boats cast for roosterfish along the rocky points and beaches.',
    'The best months shift along the coast, from the central Pacific around Quepos and Los Sueños to the north around Tamarindo, so there is good fishing somewhere all year. Billfish are caught and released, and every angler needs a sport-fishing licence from INCOPESCA, which most charters help arrange.',
    'Inland, Lake Arenal holds guapote, the rainbow bass, which takes lures and flies in the lake\'s quiet coves below the volcano.',
  ],
  facts: [
    { value: '40+', label: 'sport fish species' },
    { value: 'Year-round', label: 'fishing season' },
  ],
  toursTitle: TOUR_PAGE_LISTINGS['/fishing']!.section,
  tours: publicToursOf(TOUR_PAGE_LISTINGS['/fishing']!),
  cardVariant: { locationBadge: true },
};
