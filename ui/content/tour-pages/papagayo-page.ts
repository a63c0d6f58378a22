import { publicToursOf } from '../catalogue/catalogue.js';
import { TOUR_PAGE_LISTINGS } from '../catalogue/listings.js';
import type { TourPageContent } from './tour-page-content.js';

/** The Papagayo Peninsula destination page, the luxury page (docs/product.md §2). */
export const PAPAGAYO_PAGE: TourPageContent = {
  path: '/destinations/papagayo',
  kind: 'destination',
  tagline: 'Private sails, quiet coves and dry-season sunshine on the Guanacaste coast.',
  heroIllustration: 'luxury',
  introTitle: 'Discover the Papagayo Peninsula',
  introParagraphs: [
    'The Papagayo Peninsula encloses the Gulf of Papagayo on the north Pacific coast of Guanacaste: a gated stretch of coves and beaches with resorts such as the Four Seasons and Andaz, and its own yacht harbour, Marina Papagayo.',
    'It is about 30 to 40 minutes by road from the international airport in Liberia, which has direct flights from North America, so no connection through San José is needed.',
    'Guanacaste is the driest region of Costa Rica: from December to April rain is rare and days are sunny, while the offshore Papagayo winds can cool the water.',
  ],
  facts: [
    { value: 'Dec–Apr', label: 'dry season of sunny, rainless days' },
    { value: '30–40 min', label: 'from Liberia International Airport' },
  ],
  toursTitle: TOUR_PAGE_LISTINGS['/destinations/papagayo']!.section,
  tours: publicToursOf(TOUR_PAGE_LISTINGS['/destinations/papagayo']!),
  cardVariant: { fixedBadge: 'Luxury', perPerson: true, locationBadge: true },
  hotels: 'papagayo',
};
