import { illustrationUrl, subjectIllustrationUrl } from './illustrations.js';

/**
 * The copy of the home page (docs/product.md §2 "Home page", §3). Its tours, destinations and contacts are the home
 * page record's view (domain/presentation/home-page-view.ts).
 */

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
    // Not the Arenal tour card's drawing above it: a page never shows one picture twice.
    image: illustrationUrl('volcano'),
    alt: 'Drawing of an Arenal-style volcano above the rainforest',
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
    image: subjectIllustrationUrl('scarlet-macaw'),
    alt: 'Drawing of a scarlet macaw',
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

/** docs/product.md §2 photography section: the gallery's licensing page, opened in a new tab like the gallery (issue 18). */
export const PHOTO_LICENSING: OutboundLink = {
  label: 'Photo licensing',
  url: 'https://www.flickr.com/creativecommons/',
};

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

/**
 * docs/product.md §2 real estate section: cards leading to /real-estate, described there (§2, §9), each with the
 * drawing its development has there, and the broker's listings with the sale-sign building.
 */
export const REAL_ESTATE_TEASERS: readonly RealEstateTeaser[] = [
  {
    title: 'Serena Luxury Condos',
    location: 'Coco Beach, Guanacaste',
    summary: 'Pre-sale 3-bedroom condos from $290,000, under construction, with delivery planned for mid-2026.',
    image: illustrationUrl('luxury'),
  },
  {
    title: 'Condominio Zura',
    location: 'Escazú, San José',
    summary: '36 two-bedroom units of 60 square meters; the first building is finished and the second is in pre-sale.',
    image: subjectIllustrationUrl('condo-building'),
  },
  {
    title: 'Featured Broker Listings',
    location: '6 key locations across Costa Rica',
    summary: '15+ active listings from about $150K to $650K+ USD, from Escazú to Playas del Coco and Nosara.',
    image: illustrationUrl('property'),
  },
];
