import { publicToursOf } from '../catalogue/catalogue.js';
import { TOUR_PAGE_LISTINGS } from '../catalogue/listings.js';
import type { TourPageContent } from './tour-page-content.js';

/** The Bird Watching activity page (docs/product.md §2; sample tours §3). */
export const BIRD_WATCHING_PAGE: TourPageContent = {
  path: '/bird-watching',
  kind: 'activity',
  tagline: 'Quetzals in the cloud forest, toucans in the rainforest and scarlet macaws on the Osa Peninsula',
  heroIllustration: 'birds',
  introTitle: 'A Small Country Full of Birds',
  introParagraphs: [
    'More than 850 bird species have been recorded in Costa Rica, a country of about 51,000 km². Migrants from North America add to the resident birds from roughly October to April.',
    'The birds change with altitude: resplendent quetzals and hummingbirds in the Monteverde cloud forest, toucans, trogons and motmots in the lowland rainforest of Manuel Antonio and Arenal, and scarlet macaws on the Osa Peninsula, where Corcovado National Park protects one of the largest lowland rainforests on the Pacific coast of the Americas.',
    'Many species live only in Costa Rica and neighbouring western Panama. Birds are most active at first light, so guided walks start early and bring a spotting scope.',
  ],
  facts: [
    { value: '850+', label: 'bird species' },
    { value: '52', label: 'regional endemic species' },
  ],
  toursTitle: TOUR_PAGE_LISTINGS['/bird-watching']!.section,
  tours: publicToursOf(TOUR_PAGE_LISTINGS['/bird-watching']!),
  cardVariant: { locationBadge: true },
};
