import { publicToursOf } from '../catalogue/catalogue.js';
import { TOUR_PAGE_LISTINGS } from '../catalogue/listings.js';
import type { TourPageContent } from './tour-page-content.js';

const ARENAL_TOURS = publicToursOf(TOUR_PAGE_LISTINGS['/destinations/arenal']!);

/** The Arenal destination page, with its hotels block and partner widget (docs/product.md §2). */
export const ARENAL_PAGE: TourPageContent = {
  path: '/destinations/arenal',
  kind: 'destination',
  tagline: 'Volcano trails, hanging bridges and hot springs in Costa Rica\'s northern lowlands.',
  heroIllustration: 'volcano',
  introTitle: 'Discover Arenal',
  introParagraphs: [
    'Arenal Volcano rises 1,633 metres above the town of La Fortuna in the province of Alajuela. Its eruption of July 1968 buried the villages of Tabacón and Pueblo Nuevo, and it stayed active until 2010; today it rests, and the trails of Arenal Volcano National Park cross its old lava flows.',
    'West of the volcano lies Lake Arenal, the largest lake in the country, a reservoir enlarged by a dam completed in 1979. Rain falls through much of the year here; February to April are usually the driest months.',
    'La Fortuna is about three hours by road from San José and its international airport, and about three hours from the international airport in Liberia.',
  ],
  facts: [
    { value: '850+', label: 'bird species in Costa Rica' },
    { value: '40°C', label: 'volcanic hot springs' },
  ],
  toursTitle: TOUR_PAGE_LISTINGS['/destinations/arenal']!.section,
  tours: ARENAL_TOURS,
  cardVariant: {},
  hotels: 'arenal',
  partnerWidget: { title: 'Favorite Arenal Tours', query: 'Arenal', fallbackTours: ARENAL_TOURS },
};
