import { marketplaceBookingUrl } from '../../domain/affiliate/marketplace-link.js';
import type { MarketplaceTour } from '../../domain/marketplace/marketplace-image-source.js';
import type { HomeTour } from '../../domain/tours/home-tour.js';
import { illustrationUrl } from './illustrations.js';
import { siteConfig } from './site-config.js';

/** The hard-coded content of the home page (docs/product.md §2 "Home page", §3). */

export interface HeroClaim {
  readonly value: string;
  readonly label: string;
}

/** docs/product.md §2: the hero's five claims, in order. */
export const HERO_CLAIMS: readonly HeroClaim[] = [
  { value: '4.9/5', label: 'Average Rating' },
  { value: '500+', label: 'Happy Visitors' },
  { value: '50+', label: 'Partner Services' },
  { value: '25°C', label: 'Average Temperature' },
  { value: '365', label: 'Days of Adventure' },
];

const book = (searchTerm: string) => marketplaceBookingUrl(siteConfig.marketplacePartnerId, searchTerm);

type HomeTourInput = Omit<HomeTour, 'bookingUrl'> & { readonly searchTerm: string };
const tour = ({ searchTerm, ...fields }: HomeTourInput): HomeTour => ({ ...fields, bookingUrl: book(searchTerm) });

/**
 * docs/product.md §2, §3 "Home tour": the 12 fixed cards, priced 65 to 165 USD per person (§9). The categories
 * are the five with their own colour plus one other ('Culture'), which shows the grey badge.
 */
export const HOME_TOURS: readonly HomeTour[] = [
  tour({
    id: '1',
    title: 'Arenal Hanging Bridges Rainforest Walk',
    location: 'Arenal',
    category: 'Nature',
    rating: 4.8,
    price: 75,
    description:
      'Cross a trail of suspension bridges through the rainforest canopy near Arenal Volcano with a naturalist guide, looking for sloths, toucans and tree frogs.',
    image: illustrationUrl('rainforest'),
    searchTerm: 'Arenal hanging bridges',
  }),
  tour({
    id: '2',
    title: 'Balsa River Whitewater Rafting',
    location: 'Arenal',
    category: 'Adventure',
    rating: 4.8,
    price: 85,
    description: 'Paddle class II–III rapids on the Balsa River near La Fortuna, with a safety briefing, guides in every raft and a riverside snack.',
    image: illustrationUrl('river'),
    searchTerm: 'Arenal Balsa River rafting',
  }),
  tour({
    id: '3',
    title: 'La Fortuna Chocolate & Coffee Farm Tour',
    location: 'Arenal',
    category: 'Culture',
    rating: 4.9,
    price: 65,
    description:
      'Follow cacao from pod to bar and coffee from bean to cup on a family farm near La Fortuna, tasting as you go.',
    image: illustrationUrl('food-culture'),
    searchTerm: 'La Fortuna chocolate tour',
  }),
  tour({
    id: '4',
    title: 'Monteverde Cloud Forest Zipline',
    location: 'Monteverde',
    category: 'Thrill',
    rating: 4.8,
    price: 95,
    description:
      'Fly a series of long ziplines above and through the cloud forest canopy, ending with a Tarzan swing for those who dare.',
    image: illustrationUrl('zipline'),
    searchTerm: 'Monteverde zipline',
  }),
  tour({
    id: '5',
    title: 'Monteverde Night Walk',
    location: 'Monteverde',
    category: 'Wildlife',
    rating: 4.7,
    price: 65,
    description:
      'A two-hour guided walk by flashlight to find the animals that wake after dark: tarantulas, tree frogs, sleeping birds and, with luck, a sloth or kinkajou.',
    image: illustrationUrl('wildlife'),
    searchTerm: 'Monteverde night walk',
  }),
  tour({
    id: '6',
    title: 'Monteverde Cloud Forest Reserve Guided Hike',
    location: 'Monteverde',
    category: 'Nature',
    rating: 4.8,
    price: 89,
    description:
      'Walk the trails of the Monteverde Cloud Forest Biological Preserve with a naturalist and a spotting scope, looking for quetzals, hummingbirds and orchids.',
    image: illustrationUrl('cloud-forest'),
    searchTerm: 'Monteverde Cloud Forest Reserve guided tour',
  }),
  tour({
    id: '7',
    title: 'Manuel Antonio National Park Wildlife Tour',
    location: 'Manuel Antonio',
    category: 'Wildlife',
    rating: 4.8,
    price: 70,
    description:
      'A guided morning in Manuel Antonio National Park to spot sloths, white-faced capuchins and iguanas, with time afterwards on the park’s beaches.',
    image: illustrationUrl('wildlife'),
    searchTerm: 'Manuel Antonio National Park guided tour',
  }),
  tour({
    id: '8',
    title: 'Manuel Antonio Catamaran & Snorkel',
    location: 'Manuel Antonio',
    category: 'Ocean',
    rating: 4.7,
    price: 99,
    description:
      'Sail along the Manuel Antonio coastline on a catamaran, stop to snorkel in a sheltered bay, and look out for dolphins on the way.',
    image: illustrationUrl('ocean'),
    searchTerm: 'Manuel Antonio catamaran snorkel',
  }),
  tour({
    id: '9',
    title: 'Tamarindo Beginner Surf Lesson',
    location: 'Tamarindo',
    category: 'Adventure',
    rating: 4.8,
    price: 65,
    description: 'Learn to stand up on the gentle beach break of Tamarindo with a certified instructor; board and rash guard included.',
    image: illustrationUrl('surf'),
    searchTerm: 'Tamarindo surf lesson',
  }),
  tour({
    id: '10',
    title: 'Catalina Islands Two-Tank Dive',
    location: 'Playas del Coco',
    category: 'Ocean',
    rating: 4.9,
    price: 165,
    description:
      'Two dives at the Catalina Islands off the Guanacaste coast, known for rays, including mantas in season, white-tip reef sharks and large schools of fish.',
    image: illustrationUrl('diving'),
    searchTerm: 'Catalina Islands diving Playas del Coco',
  }),
  tour({
    id: '11',
    title: 'Papagayo Gulf Catamaran Sail & Snorkel',
    location: 'Papagayo',
    category: 'Ocean',
    rating: 4.8,
    price: 125,
    description: 'Sail the calm Gulf of Papagayo to a quiet beach for snorkelling, with lunch and drinks on board and the sunset on the way back.',
    image: illustrationUrl('ocean'),
    searchTerm: 'Papagayo catamaran sunset snorkel',
  }),
  tour({
    id: '12',
    title: 'Santa Teresa Surf & Yoga Day',
    location: 'Santa Teresa',
    category: 'Adventure',
    rating: 4.6,
    price: 110,
    description: 'A morning surf lesson on the beach breaks of Santa Teresa followed by an afternoon yoga class, suited to beginners.',
    image: illustrationUrl('surf'),
    searchTerm: 'Santa Teresa surf yoga',
  }),
];

/** docs/product.md §3 "Photo tile". */
export interface PhotoTile {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly image: string;
  readonly alt: string;
}

/**
 * docs/product.md §2 photography section: 4 tiles. The images are the site's illustrations (ui/content/
 * illustrations.ts), so each alt says what is drawn rather than claiming a photo of the place.
 */
export const PHOTO_TILES: readonly PhotoTile[] = [
  {
    id: 'arenal-volcano',
    title: 'Arenal Volcano',
    subtitle: 'La Fortuna, Alajuela',
    image: illustrationUrl('volcano'),
    alt: 'Illustration of a volcano, standing in for Arenal Volcano',
  },
  {
    id: 'manuel-antonio-beaches',
    title: 'Manuel Antonio Beaches',
    subtitle: 'Central Pacific coast',
    image: illustrationUrl('beach'),
    alt: 'Illustration of a tropical beach, standing in for the beaches of Manuel Antonio',
  },
  {
    id: 'monteverde-cloud-forest',
    title: 'Monteverde Cloud Forest',
    subtitle: 'Tilarán mountains, Puntarenas',
    image: illustrationUrl('cloud-forest'),
    alt: 'Illustration of a misty cloud forest, standing in for Monteverde',
  },
  {
    id: 'scarlet-macaws',
    title: 'Scarlet Macaws',
    subtitle: 'Carara National Park and the Osa Peninsula',
    image: illustrationUrl('birds'),
    alt: 'Illustration of tropical birds, standing in for scarlet macaws',
  },
];

export interface OutboundLink {
  readonly label: string;
  readonly url: string;
}

/** docs/product.md §2 photography section: the outbound photo gallery. */
export const PHOTO_GALLERY: OutboundLink = {
  label: 'View the full gallery',
  url: 'https://www.flickr.com/search/?text=costa%20rica',
};

/** docs/product.md §2 photography section: the licensing contact page (our support address). */
export const PHOTO_LICENSING: OutboundLink = {
  label: 'Photo licensing',
  url: `mailto:${siteConfig.supportEmail}?subject=Photo%20licensing`,
};

/** docs/product.md §3 "Essential on home". */
export interface HomeEssential {
  readonly id: string;
  readonly name: string;
  /** Price text with $. */
  readonly price: string;
  readonly icon: string;
}

/** docs/product.md §2 travel essentials section: the six items, in this order. */
export const HOME_ESSENTIALS: readonly HomeEssential[] = [
  { id: 'waterproof-camera', name: 'Waterproof Camera', price: '$89.99', icon: '📷' },
  { id: 'reef-safe-sunscreen', name: 'Reef-Safe Sunscreen', price: '$16.99', icon: '🧴' },
  { id: 'insect-repellent', name: 'Insect Repellent', price: '$9.99', icon: '🦟' },
  { id: 'quick-dry-towel', name: 'Quick-Dry Towel', price: '$19.99', icon: '🏖️' },
  { id: 'water-filter-bottle', name: 'Water Filter Bottle', price: '$34.99', icon: '💧' },
  { id: 'travel-backpack', name: 'Travel Backpack', price: '$59.99', icon: '🎒' },
];

export interface RelocationService {
  readonly title: string;
  readonly description: string;
}

/** docs/product.md §2 relocation section: the services list. */
export const RELOCATION_SERVICES: readonly RelocationService[] = [
  {
    title: 'Residency Help',
    description:
      'Guidance through the residency categories most foreigners use (pensionado, rentista and inversionista) and the documents the immigration office (DGME) asks for.',
  },
  {
    title: 'Banking',
    description:
      'Help opening an account at a Costa Rican bank, including the proof of income and source-of-funds papers local banks require.',
  },
  {
    title: 'Healthcare & Insurance',
    description:
      'Enrolment in the CCSS (the Caja), the public health system every legal resident must join, and a comparison of private insurance plans.',
  },
  {
    title: 'Spanish Schools',
    description:
      'Introductions to Spanish immersion schools offering group classes, private lessons and homestays, from one-week courses to several months.',
  },
  {
    title: 'Property Management',
    description:
      'Local managers who look after your home while you are away: maintenance, rentals, and paying utilities and the yearly property tax on time.',
  },
];

export interface RealEstateTeaser {
  readonly title: string;
  readonly location: string;
  readonly summary: string;
  readonly image: string;
}

/** docs/product.md §2 real estate section: cards leading to /real-estate, described there (§2, §9). */
export const REAL_ESTATE_TEASERS: readonly RealEstateTeaser[] = [
  {
    title: 'Serena Luxury Condos',
    location: 'Coco Beach, Guanacaste',
    summary: 'Pre-sale 3-bedroom condos from $290,000, under construction, with delivery planned for mid-2026.',
    image: illustrationUrl('property'),
  },
  {
    title: 'Condominio Zura',
    location: 'Escazú, San José',
    summary: '36 two-bedroom units of 60 square meters; the first building is finished and the second is in pre-sale.',
    image: illustrationUrl('property'),
  },
  {
    title: 'Featured Broker Listings',
    location: '6 key locations across Costa Rica',
    summary: '15+ active listings from about $150K to $650K+ USD, from Escazú to Playas del Coco and Nosara.',
    image: illustrationUrl('property'),
  },
];

/** docs/product.md §2: the Contact Broker button's outside site (VITE_BROKER_SITE_URL). */
export const BROKER_SITE_URL = siteConfig.brokerSiteUrl;

/**
 * The home tours as the curated-image call sends them (docs/product.md §7). The build writes the same list
 * next to the pages (scripts/prerender.ts, `marketplace-tours.json`): the server's marketplace look-up asks
 * only about these tours (docs/decisions/057).
 */
export const HOME_MARKETPLACE_TOURS: readonly MarketplaceTour[] = HOME_TOURS.map((tour) => ({ tourId: tour.id, title: tour.title, bookingUrl: tour.bookingUrl }));
