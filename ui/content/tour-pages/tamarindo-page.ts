import { publicToursOf } from '../catalogue/catalogue.js';
import { TOUR_PAGE_LISTINGS, toursPageListingOf } from '../catalogue/listings.js';
import type { TourPageContent } from './tour-page-content.js';

/** The Tamarindo destination page: the partner widget is its only tour list (docs/product.md §2). */
export const TAMARINDO_PAGE: TourPageContent = {
  path: '/destinations/tamarindo',
  kind: 'destination',
  tagline: 'Beginner-friendly waves, sunset sails and leatherback turtles on the Gold Coast.',
  heroIllustration: 'surf',
  introTitle: 'Discover Tamarindo',
  introParagraphs: [
    'Tamarindo is a beach town on the Pacific coast of Guanacaste, about an hour and a quarter by road from the international airport in Liberia and around five hours from San José.',
    'Its long sandy bay has gentle waves for beginners, while breaks such as Playa Grande, Avellanas and Playa Negra lie within a short drive, and boats run to Witch\'s Rock and Ollie\'s Point off Santa Rosa National Park.',
    'Across the estuary, Las Baulas National Marine Park protects Playa Grande, a nesting beach of the leatherback turtle. The dry season runs from about December to April.',
  ],
  facts: [
    { value: '300+', label: 'sunny days a year' },
    { value: '15+', label: 'surf breaks within reach' },
  ],
  toursTitle: TOUR_PAGE_LISTINGS['/destinations/tamarindo']!.section,
  tours: publicToursOf(TOUR_PAGE_LISTINGS['/destinations/tamarindo']!),
  cardVariant: {},
  hotels: 'tamarindo',
  partnerWidget: {
    title: 'Favorite Tamarindo Tours',
    query: 'Tamarindo',
    // The page lists no tours of its own: the widget's box falls back to Tamarindo's tours as /tours lists them.
    fallbackTours: publicToursOf(toursPageListingOf('tamarindo')),
  },
};
