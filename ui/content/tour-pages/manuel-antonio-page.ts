import { publicToursOf } from '../catalogue/catalogue.js';
import { TOUR_PAGE_LISTINGS } from '../catalogue/listings.js';
import type { TourPageContent } from './tour-page-content.js';

/** The Manuel Antonio destination page (docs/product.md §2). */
export const MANUEL_ANTONIO_PAGE: TourPageContent = {
  path: '/destinations/manuel-antonio',
  kind: 'destination',
  tagline: 'Rainforest trails, white-sand coves and monkeys on the Central Pacific coast.',
  heroIllustration: 'wildlife',
  introTitle: 'Discover Manuel Antonio',
  introParagraphs: [
    'Manuel Antonio National Park, created in 1972 beside the town of Quepos, is one of the smallest national parks in Costa Rica and one of the most visited: its rainforest trails lead to white-sand coves such as Playa Manuel Antonio and Playa Espadilla Sur.',
    'The park is home to sloths, white-faced capuchins, howler monkeys and the Central American squirrel monkey. Entry is capped each day, tickets are bought online in advance and the park closes one day a week, so plan ahead in the dry season from December to April.',
    'Quepos is about three hours by road from San José; small planes also fly from the capital to the Quepos airstrip in around half an hour.',
  ],
  facts: [
    { value: '350+', label: 'bird species in the Manuel Antonio area' },
    { value: '4km', label: 'of coastline and coves' },
  ],
  toursTitle: TOUR_PAGE_LISTINGS['/destinations/manuel-antonio']!.section,
  tours: publicToursOf(TOUR_PAGE_LISTINGS['/destinations/manuel-antonio']!),
  cardVariant: {},
  hotels: 'manuel-antonio',
};
