import { publicToursOf } from '../catalogue/catalogue.js';
import { TOUR_PAGE_LISTINGS } from '../catalogue/listings.js';
import type { TourPageContent } from './tour-page-content.js';

/** The Canopy Tours activity page (docs/product.md §2; prices §9, tours §3). */
export const CANOPY_TOURS_PAGE: TourPageContent = {
  path: '/canopy-tours',
  kind: 'activity',
  trackingActivity: 'Canopy',
  tagline: 'Fly through the rainforest canopy on ziplines and cross it on hanging bridges',
  heroIllustration: 'zipline',
  introTitle: 'Where the Canopy Tour Began',
  introParagraphs: [
    'Researchers in Costa Rica\'s forests used ropes and cables to reach the treetops long before tourists did, and in the 1990s operators around Monteverde turned the idea into the zipline canopy tour. Today there are lines in almost every region, from the rainforest around Arenal to the dry forest of Guanacaste.',
    'Costa Rica covers about 0.03% of the planet\'s surface yet holds about 5% of its known species, and much of that life lives in the canopy. Hanging bridges, such as those at Mistico near Arenal and Selvatura in Monteverde, give the same view at walking pace, with time to spot toucans, howler monkeys and hummingbirds.',
    'Zipline tours start with a safety briefing and a practice line, and guides clip you onto every cable. Each operator sets its own minimum age and weight limits, so check them before you book.',
  ],
  facts: [
    { value: '500+', label: 'species seen from the canopy' },
    { value: '150m', label: 'height above the forest floor' },
  ],
  toursTitle: TOUR_PAGE_LISTINGS['/canopy-tours']!.section,
  tours: publicToursOf(TOUR_PAGE_LISTINGS['/canopy-tours']!),
  cardVariant: { locationBadge: true },
};
