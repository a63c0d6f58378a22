import type { DestinationRecord } from '../../../domain/catalogue/catalogue.js';

/**
 * The destinations collection (docs/decisions/064): one record per place, spelled one way. The first
 * eleven, in this order, are the sections of /tours (docs/product.md §3); the others are places that
 * only some tours start from (Tortuguero only an admin-only tour, ui/content/admin-tours.ts). A destination page's own text (introduction, facts) lives in its page
 * module under ui/content/tour-pages/, loaded with the page (docs/decisions/028).
 */
export const DESTINATIONS: readonly DestinationRecord[] = [
  { id: 'arenal', name: 'Arenal', description: 'A perfect cone volcano above rainforest, hot springs and Lake Arenal: the adventure capital of the north.', icon: 'volcano', colour: '#c2410c' },
  { id: 'monteverde', name: 'Monteverde', description: 'Misty cloud forest on the Continental Divide, home to quetzals, hanging bridges and some of the country\'s longest ziplines.', icon: 'leaf', colour: '#15803d' },
  { id: 'manuel-antonio', name: 'Manuel Antonio', description: 'A compact national park where rainforest meets white-sand coves, with sloths, monkeys and the Pacific on every trail.', icon: 'paw', colour: '#0e7490' },
  { id: 'tamarindo', name: 'Tamarindo', description: 'Guanacaste\'s lively surf town, with beginner-friendly waves, sunset sails and leatherback turtles at nearby Playa Grande.', icon: 'wave', colour: '#b45309' },
  { id: 'playas-de-coco', name: 'Playas del Coco', description: 'A laid-back bay town on the Gulf of Papagayo and the gateway to the Catalina and Bat Islands dive sites.', icon: 'mask', colour: '#1d4ed8' },
  { id: 'san-jose', name: 'San Jose', description: 'The capital in the Central Valley, with museums, markets, coffee farms and day trips to Poás volcano.', icon: 'coffee', colour: '#9f1239' },
  { id: 'papagayo', name: 'Papagayo', description: 'A sheltered Guanacaste peninsula of resorts, golden coves and calm blue water on the Gulf of Papagayo.', icon: 'sailboat', colour: '#0f766e' },
  { id: 'puerto-viejo', name: 'Puerto Viejo', description: 'A Caribbean beach town of reggae, rice-and-beans and Afro-Caribbean culture between Cahuita and Manzanillo.', icon: 'palm', colour: '#047857' },
  { id: 'uvita', name: 'Uvita', description: 'A South Pacific town beside Marino Ballena National Park, where humpbacks calve off the Whale\'s Tail sandbar.', icon: 'whale-tail', colour: '#1e40af' },
  { id: 'jaco', name: 'Jaco', description: 'The closest big surf beach to San José, with sunsets, nightlife and giant crocodiles on the nearby Tárcoles River.', icon: 'sunset', colour: '#9a3412' },
  { id: 'santa-teresa', name: 'Santa Teresa', description: 'A bohemian surf village on the Nicoya Peninsula, with yoga shalas, long sunset beaches and Cabo Blanco nearby.', icon: 'lotus', colour: '#6d28d9' },
  { id: 'dominical', name: 'Dominical', description: 'A surf town on the South Pacific coast, at the mouth of the Barú River, a few minutes north of Uvita.', icon: 'wave', colour: '#1e40af' },
  { id: 'cocos-island', name: 'Cocos Island', description: 'A national park 550 km off the Pacific coast, reached only by liveaboard dive boats.', icon: 'mask', colour: '#1d4ed8' },
  { id: 'osa-peninsula', name: 'Osa Peninsula', description: 'The wild southern peninsula of Corcovado National Park, Drake Bay and Caño Island.', icon: 'bird', colour: '#15803d' },
  { id: 'tortuguero', name: 'Tortuguero', description: 'A Caribbean village between canals and the sea in Tortuguero National Park, reached only by boat or small plane, where green turtles nest from July to October.', icon: 'paw', colour: '#047857' },
];
