import { publicToursOf } from '../catalogue/catalogue.js';
import { TOUR_PAGE_LISTINGS } from '../catalogue/listings.js';
import type { TourPageContent } from './tour-page-content.js';

/** The Puerto Viejo destination page (docs/product.md §2). */
export const PUERTO_VIEJO_PAGE: TourPageContent = {
  path: '/destinations/puerto-viejo',
  kind: 'destination',
  tagline: 'Afro-Caribbean culture, coral reefs and jungle beaches between Cahuita and Manzanillo.',
  heroIllustration: 'rainforest',
  introTitle: 'Discover Puerto Viejo',
  introParagraphs: [
    'Puerto Viejo de Talamanca is a beach town on the southern Caribbean coast, in the province of Limón, about four and a half hours by road from San José through Limón.',
    'Its Afro-Caribbean heritage shows in rondón stew, rice and beans cooked in coconut milk, and the Creole English heard alongside Spanish, while Bribri and Cabécar indigenous territories lie in the Talamanca hills inland.',
    'North of town, Cahuita National Park protects a coral reef and a coastal jungle trail; to the south, the Gandoca-Manzanillo Wildlife Refuge runs to the Panama border. September and October are often the driest months here, unlike on the Pacific side.',
  ],
  facts: [
    { value: '1970', label: 'year Cahuita\'s coral reef was first protected' },
    { value: 'Sep–Oct', label: 'often the driest months on the Caribbean coast' },
  ],
  toursTitle: TOUR_PAGE_LISTINGS['/destinations/puerto-viejo']!.section,
  tours: publicToursOf(TOUR_PAGE_LISTINGS['/destinations/puerto-viejo']!),
  cardVariant: { fixedBadge: 'Authentic', locationBadge: true },
  hotels: 'puerto-viejo',
};
