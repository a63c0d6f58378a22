import { publicToursOf } from '../catalogue/catalogue.js';
import { TOUR_PAGE_LISTINGS } from '../catalogue/listings.js';
import type { TourPageContent } from './tour-page-content.js';

/** The Surf Lessons activity page (docs/product.md §2; sample tours §3). */
export const SURF_LESSONS_PAGE: TourPageContent = {
  path: '/surf-lessons',
  kind: 'activity',
  tagline: 'Warm water and consistent waves on two coasts, from first pop-up to advanced coaching',
  heroIllustration: 'surf',
  introTitle: 'Surf on Two Coasts',
  introParagraphs: [
    'Costa Rica has waves on both coasts. The Pacific picks up south swells through the rainy season, roughly April to November, while the Caribbean reef breaks such as Salsa Brava at Puerto Viejo work best in the winter months.',
    'Tamarindo\'s sandy beach break makes it one of the country\'s most popular places to learn. Santa Teresa on the Nicoya Peninsula suits improving surfers, and Playa Hermosa just south of Jaco and the beach break at Dominical offer powerful waves for experienced riders.',
    'The water stays warm all year, so boardshorts or a rash guard are enough. Lessons usually include the board, a rash guard and a briefing on the sand before you paddle out.',
  ],
  facts: [
    { value: '28°C', label: 'water temperature' },
    { value: '300+', label: 'surf days per year' },
  ],
  toursTitle: TOUR_PAGE_LISTINGS['/surf-lessons']!.section,
  tours: publicToursOf(TOUR_PAGE_LISTINGS['/surf-lessons']!),
  cardVariant: { locationBadge: true },
};
