import type { SeoBlock } from './seo-block.js';
import { pageSeo } from './og-image.js';
import { ADMIN_PATH, COFFEE, GIFT_STORE, PICTURE_OF_THE_DAY, PRIVACY, REAL_ESTATE, TERMS, TRAVEL_ESSENTIALS } from '../navigation/site-places.js';

function page(canonicalPath: string, title: string, description: string, keywords: string[]): SeoBlock {
  return pageSeo(canonicalPath, { title, description, keywords });
}

export const REAL_ESTATE_SEO = page(
  REAL_ESTATE.path,
  'Costa Rica Real Estate | Condos & Homes | Costa Rica Gateway',
  'Beach condos in Guanacaste, homes in Escazú and pre-sale developments with a trusted Costa Rica broker. Listings from 150K to 650K+ USD.',
  ['Costa Rica real estate', 'Guanacaste condos', 'Escazú condos', 'Playas del Coco property'],
);

export const TRAVEL_ESSENTIALS_SEO = page(
  TRAVEL_ESSENTIALS.path,
  'Costa Rica Travel Essentials | Packing List | Costa Rica Gateway',
  'What to pack for Costa Rica: reef-safe sunscreen, insect repellent, dry bags, rain gear and hiking shoes, chosen for the tropics.',
  ['Costa Rica packing list', 'travel essentials', 'reef safe sunscreen', 'rain jacket'],
);

export const GIFT_STORE_SEO = page(
  GIFT_STORE.path,
  'Costa Rica Gift Store | Coffee, Food & Souvenirs | Costa Rica Gateway',
  'Bring Costa Rica home: Tarrazú coffee, Salsa Lizano, chocolate, apparel and handmade souvenirs.',
  ['Costa Rica gifts', 'Costa Rica souvenirs', 'Salsa Lizano', 'Costa Rican coffee'],
);

export const COFFEE_SEO = page(
  COFFEE.path,
  'Costa Rica Coffee Guide & Best Beans | Costa Rica Gateway',
  'The story of Costa Rican coffee: regions from Tarrazú to the West Valley, how to brew it, and 20 of the best bags to buy.',
  ['Costa Rica coffee', 'Tarrazú coffee', 'Costa Rican coffee beans', 'Britt coffee'],
);

export const PICTURE_OF_THE_DAY_SEO = page(
  PICTURE_OF_THE_DAY.path,
  'Costa Rica Picture of the Day | Costa Rica Gateway',
  "A daily photograph of Costa Rica's volcanoes, beaches, wildlife and cloud forests, with the photographer's credit and a link to the original.",
  ['Costa Rica photos', 'Costa Rica photography', 'picture of the day'],
);

export const PRIVACY_SEO = page(PRIVACY.path, 'Privacy Policy | Costa Rica Gateway', 'How Costa Rica Gateway handles your data.', ['privacy']);
export const TERMS_SEO = page(TERMS.path, 'Terms of Service | Costa Rica Gateway', 'The terms of using Costa Rica Gateway.', ['terms']);

export const NOT_FOUND_SEO: SeoBlock = {
  canonicalPath: '/404',
  title: 'Page Not Found | Costa Rica Gateway',
  description: 'The page you are looking for does not exist.',
  keywords: [],
  noindex: true,
};

export const ADMIN_SEO: SeoBlock = {
  canonicalPath: ADMIN_PATH,
  title: 'Tour Image Management | Costa Rica Gateway',
  description: 'Operator page for replacing tour photos.',
  keywords: [],
  noindex: true,
};
