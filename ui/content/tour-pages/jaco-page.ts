import { publicToursOf } from '../catalogue/catalogue.js';
import { TOUR_PAGE_LISTINGS } from '../catalogue/listings.js';
import type { TourPageContent } from './tour-page-content.js';

/** The Jaco Beach destination page (docs/product.md §2). */
export const JACO_PAGE: TourPageContent = {
  path: '/destinations/jaco',
  kind: 'destination',
  tagline: 'The closest big surf beach to San José, with crocodiles, macaws and island day trips nearby.',
  heroIllustration: 'beach',
  introTitle: 'Discover Jaco Beach',
  introParagraphs: [
    'Jacó is a Central Pacific beach town in the province of Puntarenas, about 90 minutes by road from San José along Route 27, which makes it the nearest major surf beach to the capital and its international airport.',
    'On the way in, crocodiles gather below the Tárcoles River bridge, and Carara National Park is known for its scarlet macaws. Just north, the Los Sueños marina at Playa Herradura is a base for sportfishing and boat trips.',
    'The dry season runs from December to April, and the waves work all year; Playa Hermosa, just south of town, hosts national and international surf contests.',
  ],
  facts: [
    { value: '365', label: 'days a year of beach life' },
    { value: '90 min', label: 'from San José, the capital' },
  ],
  toursTitle: TOUR_PAGE_LISTINGS['/destinations/jaco']!.section,
  tours: publicToursOf(TOUR_PAGE_LISTINGS['/destinations/jaco']!),
  cardVariant: { fixedBadge: 'Popular' },
  hotels: 'jaco',
};
