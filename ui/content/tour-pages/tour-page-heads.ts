import type { SeoBlock } from '../../../domain/seo/seo-block.js';
import { ogImageFor } from '../og-images.js';

export interface TourPageHead {
  /** The page's main heading (h1). */
  readonly heading: string;
  readonly seo: SeoBlock;
}

const head = (path: string, heading: string, title: string, description: string, keywords: readonly string[]): TourPageHead => ({
  heading,
  seo: { canonicalPath: path, title, description, keywords, ogTitle: title, ogDescription: description, ogImage: ogImageFor(path) },
});

/**
 * The heading and search metadata of each destination and activity page. They live in the shell,
 * not in the page's own content chunk, so client navigation sets the title at once and the
 * prerender writes them into <head> (docs/product.md §2 search metadata).
 */
export const TOUR_PAGE_HEADS: Readonly<Record<string, TourPageHead>> = {
  '/destinations/arenal': head(
    '/destinations/arenal',
    'Arenal Volcano & La Fortuna',
    'Arenal Volcano & La Fortuna Tours | Costa Rica Gateway',
    'Arenal Volcano hikes, hanging bridges, La Fortuna waterfall, ziplines and Tabacón hot springs, with hotels and tips for visiting La Fortuna.',
    ['Arenal Volcano', 'La Fortuna', 'Arenal tours', 'Tabacón hot springs', 'hanging bridges'],
  ),
  '/destinations/manuel-antonio': head(
    '/destinations/manuel-antonio',
    'Manuel Antonio & Quepos',
    'Manuel Antonio National Park Tours | Costa Rica Gateway',
    'Guided walks in Manuel Antonio National Park, catamaran and snorkel trips, Isla Damas mangrove kayaking and Savegre rafting from Quepos.',
    ['Manuel Antonio', 'Manuel Antonio National Park', 'Quepos tours', 'Isla Damas kayak', 'sloths Costa Rica'],
  ),
  '/destinations/monteverde': head(
    '/destinations/monteverde',
    'Monteverde Cloud Forest',
    'Monteverde Cloud Forest Tours | Costa Rica Gateway',
    'Guided hikes in the Monteverde Cloud Forest Reserve, night walks, Sky Tram and ziplines, and coffee and chocolate farm tours in Monteverde.',
    ['Monteverde', 'cloud forest', 'Monteverde tours', 'quetzal', 'Santa Elena'],
  ),
  '/destinations/tamarindo': head(
    '/destinations/tamarindo',
    'Tamarindo Beach, Guanacaste',
    'Tamarindo Tours & Surf | Costa Rica Gateway',
    'Surf lessons, sunset catamarans, estuary kayaking and turtle nights in Tamarindo, Guanacaste, with hotels and tips for the Gold Coast.',
    ['Tamarindo', 'Tamarindo tours', 'Guanacaste', 'surf Tamarindo', 'Playa Grande'],
  ),
  '/destinations/santa-teresa': head(
    '/destinations/santa-teresa',
    'Santa Teresa & Mal País',
    'Santa Teresa Tours, Surf & Yoga | Costa Rica Gateway',
    'Surf lessons, yoga, Tortuga Island snorkel trips and Montezuma waterfall hikes in Santa Teresa and Mal País on the Nicoya Peninsula.',
    ['Santa Teresa', 'Mal País', 'Santa Teresa surf', 'yoga Costa Rica', 'Nicoya Peninsula'],
  ),
  '/destinations/playas-de-coco': head(
    '/destinations/playas-de-coco',
    'Playas del Coco & the Gulf of Papagayo',
    'Playas del Coco Diving & Tours | Costa Rica Gateway',
    'Scuba diving at the Catalina Islands and local Papagayo sites, snorkeling with turtles and sunset sails from Playas del Coco, Guanacaste.',
    ['Playas del Coco', 'Catalina Islands diving', 'Gulf of Papagayo', 'Guanacaste diving'],
  ),
  '/destinations/dominical': head(
    '/destinations/dominical',
    'Dominical and Uvita',
    'Dominical & Uvita Tours | Costa Rica Gateway',
    'Whale watching in Marino Ballena National Park, Nauyaca Waterfalls, surf lessons and Caño Island snorkeling from Dominical and Uvita.',
    ['Dominical', 'Uvita', 'whale watching Costa Rica', 'Marino Ballena', 'Nauyaca Waterfalls'],
  ),
  '/destinations/jaco': head(
    '/destinations/jaco',
    'Jaco Beach',
    'Jaco Beach Tours | Costa Rica Gateway',
    'Tárcoles crocodile cruises, Tortuga Island day trips, rainforest ziplines and surf lessons in Jacó, 90 minutes from San José.',
    ['Jaco Beach', 'Jaco tours', 'Tarcoles crocodiles', 'Tortuga Island', 'surf Jaco'],
  ),
  '/destinations/puerto-viejo': head(
    '/destinations/puerto-viejo',
    'Puerto Viejo, Caribbean Coast',
    'Puerto Viejo Caribbean Tours | Costa Rica Gateway',
    'Jaguar Rescue Center visits, Bribri cacao farms, Cahuita reef snorkeling and Caribbean cooking in Puerto Viejo de Talamanca.',
    ['Puerto Viejo', 'Puerto Viejo de Talamanca', 'Cahuita National Park', 'Jaguar Rescue Center', 'Caribbean Costa Rica'],
  ),
  '/destinations/papagayo': head(
    '/destinations/papagayo',
    'Papagayo Peninsula',
    'Papagayo Peninsula Luxury Tours | Costa Rica Gateway',
    'Private yacht cruises, catamaran sails, sportfishing and volcanic hot springs from the Papagayo Peninsula, 30–40 minutes from Liberia airport.',
    ['Papagayo Peninsula', 'Guanacaste luxury', 'Papagayo catamaran', 'private yacht Costa Rica', 'Marina Papagayo'],
  ),
  '/canopy-tours': head(
    '/canopy-tours',
    'Canopy & Zipline Tours in Costa Rica',
    'Canopy & Zipline Tours in Costa Rica | Costa Rica Gateway',
    'Zipline and hanging bridge tours in Arenal, Monteverde and Guanacaste: fly above the rainforest canopy at Sky Adventures, Selvatura and Diamante.',
    ['Costa Rica zipline', 'canopy tour Costa Rica', 'Arenal zipline', 'Monteverde zipline', 'hanging bridges Costa Rica'],
  ),
  '/scuba-diving': head(
    '/scuba-diving',
    'Scuba Diving in Costa Rica',
    'Scuba Diving in Costa Rica | Costa Rica Gateway',
    'Dive Cocos Island with hammerheads, see manta rays at the Catalina Islands, explore Caño Island or try PADI Discover Scuba in Playas del Coco.',
    ['scuba diving Costa Rica', 'Cocos Island diving', 'Catalina Islands dive', 'Caño Island diving', 'Discover Scuba Costa Rica'],
  ),
  '/fishing': head(
    '/fishing',
    'Sport Fishing in Costa Rica',
    'Sport Fishing in Costa Rica | Costa Rica Gateway',
    'Fish for marlin, sailfish and roosterfish from Los Sueños, Quepos and Tamarindo, or cast for guapote on Lake Arenal. Charters all year.',
    ['Costa Rica sport fishing', 'Los Sueños fishing charter', 'Quepos sailfish', 'Tamarindo roosterfish', 'Lake Arenal fishing'],
  ),
  '/surf-lessons': head(
    '/surf-lessons',
    'Surf Lessons in Costa Rica',
    'Surf Lessons in Costa Rica | Costa Rica Gateway',
    'Surf lessons and camps in Tamarindo, Jaco, Santa Teresa and Dominical: beginner classes, advanced coaching and warm water all year.',
    ['Costa Rica surf lessons', 'Tamarindo surf lesson', 'Santa Teresa surfing', 'Jaco surf coaching', 'Dominical surf camp'],
  ),
  '/bird-watching': head(
    '/bird-watching',
    'Bird Watching Tours in Costa Rica',
    'Bird Watching Tours in Costa Rica | Costa Rica Gateway',
    'Guided birding in Monteverde, Manuel Antonio, Arenal and the Osa Peninsula: quetzals, toucans and scarlet macaws among 850+ species.',
    ['Costa Rica bird watching', 'Monteverde birding', 'resplendent quetzal tour', 'Osa Peninsula birding', 'Arenal bird walk'],
  ),
};
