import type { HomeFigures } from '../../domain/presentation/home-page-view.js';
import { illustrationUrl, subjectIllustrationUrl } from './illustrations.js';

/**
 * The copy of the home page (docs/product.md §2 "Home page", §3). Its tours, destinations and contacts are the home
 * page record's view (domain/presentation/home-page-view.ts).
 */

export interface HeroClaim {
  readonly value: string;
  readonly label: string;
}

/**
 * docs/product.md §2: the hero's claims, every figure counted from the catalogue (issue 37): the tours the pages list,
 * the destinations with a page, the partners a visitor is sent to and the listed tours' mean rating on the marketplace.
 * The unsourced ones ('500+ Happy Visitors', '365 Days of Adventure', '25°C') are gone.
 */
export function heroClaims(figures: HomeFigures): HeroClaim[] {
  return [
    { value: `${figures.averageRating.toFixed(1)}/5`, label: 'Average Tour Rating' },
    { value: String(figures.toursListed), label: 'Tours Listed' },
    { value: String(figures.destinations), label: 'Destinations' },
    { value: String(figures.partners), label: 'Booking Partners' },
  ];
}

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

/** The home page's broker card: the drawing of a building with a sale sign (the developments bring their own). */
export const BROKER_TEASER_IMAGE = illustrationUrl('property');

/** '5 key locations across Costa Rica': the broker's markets, counted from the settings (issue 37). */
export const brokerLocations = (count: number): string => `${count} key ${count === 1 ? 'location' : 'locations'} across Costa Rica`;
