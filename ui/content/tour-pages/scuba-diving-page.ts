import { publicToursOf } from '../catalogue/catalogue.js';
import { TOUR_PAGE_LISTINGS } from '../catalogue/listings.js';
import type { TourPageContent } from './tour-page-content.js';

/** The Scuba Diving activity page (docs/product.md §2; prices §9, tours §3). */
export const SCUBA_DIVING_PAGE: TourPageContent = {
  path: '/scuba-diving',
  kind: 'activity',
  trackingActivity: 'Scuba',
  tagline: 'Hammerheads at Cocos Island, manta rays in Guanacaste and reef sharks off the Osa Peninsula',
  heroIllustration: 'diving',
  introTitle: 'Diving the Pacific Coast',
  introParagraphs: [
    'Cocos Island, a national park and UNESCO World Heritage Site more than 500 km off the Pacific coast, is famous for schools of scalloped hammerhead sharks. It can only be dived from a liveaboard, after a crossing of more than a day from Puntarenas.',
    'Closer to shore, boats from Playas del Coco reach the Catalina Islands, where giant manta rays pass in the dry season, and the Bat Islands off Santa Rosa National Park, known for bull sharks. In the south, the Caño Island Biological Reserve off Drake Bay has white-tip reef sharks, turtles and big schools of jacks.',
    'Not certified yet? A PADI Discover Scuba Diving session takes you, from age 10, through a briefing and a shallow practice dive to a first ocean dive with an instructor at your side.',
  ],
  facts: [
    { value: '30m+', label: 'underwater visibility' },
    { value: '28°C', label: 'water temperature' },
  ],
  toursTitle: TOUR_PAGE_LISTINGS['/scuba-diving']!.section,
  tours: publicToursOf(TOUR_PAGE_LISTINGS['/scuba-diving']!),
  cardVariant: { locationBadge: true },
};
