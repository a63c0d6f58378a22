import type { ContactKind } from '../../domain/analytics/events.js';
import { parsePrice } from '../../domain/analytics/price.js';
import type { ListedDevelopment } from '../../domain/seo/development-structured-data.js';
import { illustrationUrl, subjectIllustrationDescription, subjectIllustrationUrl } from './illustrations.js';
import { siteConfig } from './site-config.js';

/**
 * The hard-coded content of /real-estate (docs/product.md §2 "/real-estate"): the featured broker's card, the
 * two condo developments and the closing call to action. Every figure is the one of docs/product.md §9
 * "Real estate", written exactly as given there.
 */

/** docs/product.md §2 route table: the page's heading, the same as its entry in ui/content/pages.ts. */
export const REAL_ESTATE_HEADING = 'Costa Rica Real Estate';

export const REAL_ESTATE_TAGLINE =
  'Beach condos in Guanacaste, homes in the Central Valley and pre-sale developments, with a licensed broker who works with foreign buyers.';

export interface ContentImage {
  readonly src: string;
  /** The illustration's own title (ui/public/illustrations/*.svg), so the alt says what is drawn. */
  readonly alt: string;
}

export const REAL_ESTATE_HERO_IMAGE: ContentImage = {
  src: illustrationUrl('property'),
  alt: 'Illustration: Modern condominium building with a sale sign',
};

/*
 * The broker's outside addresses (docs/product.md §7 outbound links). The brief names no broker site, so the
 * website, market and listings links all follow VITE_BROKER_SITE_URL (siteConfig.brokerSiteUrl, the home page's
 * Contact Broker button); each is its own constant so one can be pointed elsewhere without touching the page.
 */
export const BROKER_WEBSITE_URL = siteConfig.brokerSiteUrl;
export const BROKER_MARKET_URL = siteConfig.brokerSiteUrl;
export const BROKER_LISTINGS_URL = siteConfig.brokerSiteUrl;
export const BROKER_DREAM_HOME_URL = siteConfig.brokerSiteUrl;
/** LinkedIn's public company search for Costa Rica real estate, until the broker's own page is configured. */
export const BROKER_LINKEDIN_URL = 'https://www.linkedin.com/search/results/companies/?keywords=costa%20rica%20real%20estate';

/** docs/product.md §2: the in-page anchor Schedule Consultation jumps to (the broker card's contact list). */
export const CONTACT_ANCHOR = 'contact';

/** docs/product.md §7 contact_click: the '{target}' of the '{kind}_{target}' label of every link on this page. */
export const CONTACT_TARGET = 'broker';

/** A contact link of the page; its kind is the one docs/product.md §7 contact_click reports. */
export interface ContactLink {
  readonly kind: ContactKind;
  /** The link's text, with the address or number itself for email and phone. */
  readonly label: string;
  readonly href: string;
  /** Outside the portal: opens in a new tab (docs/product.md §7). */
  readonly external: boolean;
}

/** The figures of the broker card (docs/product.md §9: 15+ listings, 6 locations). */
export interface BrokerStat {
  readonly value: string;
  readonly label: string;
}

export interface FeaturedBroker {
  readonly title: string;
  readonly about: readonly string[];
  readonly stats: readonly [BrokerStat, BrokerStat];
  readonly specializations: readonly string[];
  /** docs/product.md §2: the featured-market badges. */
  readonly markets: readonly string[];
  /** docs/product.md §9: listings priced from 150K to 650K+ USD. */
  readonly priceRange: string;
  readonly contacts: readonly ContactLink[];
}

/** docs/product.md §2 "/real-estate": the featured broker's card. The brief names no person: the card names none. */
export const FEATURED_BROKER: FeaturedBroker = {
  title: 'Our Featured Broker',
  about: [
    'Our featured broker is a licensed real-estate brokerage that works with foreign buyers from the first search to the closing: it shortlists properties, arranges viewings in person or by video call, and coordinates with the notary, the lender and the property manager.',
    'Foreigners can own titled property in Costa Rica with the same rights as citizens. Every sale is closed before a notary public and recorded in the National Registry; land inside the maritime-terrestrial zone along the beaches is held as a concession instead, and the broker explains which listings are which.',
  ],
  stats: [
    { value: '15+', label: 'Active Listings' },
    { value: '6', label: 'Key Locations' },
  ],
  // US$150,000: the minimum investment for investor residency since Costa Rica's Law 9996 (2021).
  specializations: [
    'Beach condos in Guanacaste',
    'Pre-construction and pre-sale projects',
    'Residency-by-investment properties (US$150,000 and up)',
    'Central Valley homes',
    'Property management referrals',
  ],
  markets: ['Escazú, San José', 'Playas del Coco', 'Sardinal, Guanacaste', 'Nosara', 'Atenas, Alajuela'],
  priceRange: 'Listings priced from 150K to 650K+ USD',
  contacts: [
    { kind: 'linkedin', label: 'LinkedIn', href: BROKER_LINKEDIN_URL, external: true },
    { kind: 'market_link', label: 'Costa Rica Market Listings', href: BROKER_MARKET_URL, external: true },
    { kind: 'website', label: 'Broker Website', href: BROKER_WEBSITE_URL, external: true },
    { kind: 'email', label: `Email ${siteConfig.supportEmail}`, href: `mailto:${siteConfig.supportEmail}`, external: false },
    // Only when the operator configured a number (VITE_SUPPORT_PHONE): no placeholder that may ring a stranger.
    ...(siteConfig.supportPhone
      ? [{ kind: 'phone' as const, label: `Call ${siteConfig.supportPhone}`, href: `tel:${siteConfig.supportPhone.replace(/\s+/g, '')}`, external: false }]
      : []),
  ],
};

interface Development {
  /** The section's id prefix. */
  readonly id: string;
  readonly name: string;
  /** As shown under the name: 'Coco Beach, Guanacaste'. */
  readonly location: string;
  /** Town or district, and province, for the structured data. */
  readonly locality: string;
  readonly region: string;
  readonly summary: string;
  readonly image: ContentImage;
  /** Bedrooms of the unit on offer. */
  readonly bedrooms: number;
}

/** docs/product.md §2, §9: the Coco Beach Guanacaste pre-sale project. */
export interface PreSaleDevelopment extends Development {
  readonly saleLabel: string;
  /** The price as text with $, the form docs/product.md §5 turns into a number for tracking. */
  readonly price: string;
  /** The price as shown: 'From $290,000'. */
  readonly priceLabel: string;
  readonly priceNote: string;
  readonly incentives: readonly string[];
  readonly delivery: string;
  /** The construction status badge. */
  readonly status: string;
  readonly link: ContactLink;
}

/** docs/product.md §2, §9: the Escazú San José condo. */
export interface CondoDevelopment extends Development {
  readonly units: number;
  readonly floorSizeSquareMeters: number;
  /** '36 units', '2 bedrooms', '60 square meters', made from the numbers above. */
  readonly keyFacts: readonly string[];
  readonly amenities: readonly string[];
  /** The buildings' progress, in order; done marks a finished stage. */
  readonly projectStatus: readonly { readonly label: string; readonly done: boolean }[];
  readonly testimonial: { readonly quote: string; readonly attribution: string };
}

const SERENA_PRICE = '$290,000';

/** docs/product.md §9: from $290,000 for a 3-bedroom condo, the four incentives, delivery mid-2026, Under Construction. */
export const SERENA: PreSaleDevelopment = {
  id: 'serena',
  name: 'Serena Luxury Condos',
  location: 'Coco Beach, Guanacaste',
  locality: 'Playas del Coco',
  region: 'Guanacaste',
  summary:
    "Luxury condominiums in pre-sale at Coco Beach, on Guanacaste's dry northern Pacific coast, about half an hour's drive from Liberia's international airport, sold before completion at the pre-construction price and with the developer's incentives.",
  image: { src: illustrationUrl('luxury'), alt: 'Illustration: Infinity pool overlooking the Pacific with a yacht at sunset' },
  bedrooms: 3,
  saleLabel: 'Pre-Sale',
  price: SERENA_PRICE,
  priceLabel: `From ${SERENA_PRICE}`,
  priceNote: 'for a 3-bedroom condo',
  incentives: ['30% down payment plan', 'Appliance package', '1 year HOA covered', 'Financing: 65% over 10 years at 8.95%'],
  delivery: 'Delivery: mid-2026',
  status: 'Under Construction',
  link: { kind: 'dream_home_link', label: 'Find your dream home', href: BROKER_DREAM_HOME_URL, external: true },
};

const ZURA_UNITS = 36;
const ZURA_BEDROOMS = 2;
const ZURA_SQUARE_METERS = 60;

/** docs/product.md §9: 36 units, 2 bedrooms, 60 square meters; first building done, second in pre-sale. */
export const ZURA: CondoDevelopment = {
  id: 'zura',
  name: 'Condominio Zura',
  location: 'Escazú, San José',
  locality: 'Escazú',
  region: 'San José',
  summary:
    "A modern condominium in Escazú, just west of San José and one of the Central Valley's most sought-after areas: international schools, private hospitals and shopping are a few minutes away, and the climate is spring-like all year.",
  // Not the page hero's building: a page never shows one picture twice.
  image: { src: subjectIllustrationUrl('condo-building'), alt: `Illustration: ${subjectIllustrationDescription('condo-building')}` },
  bedrooms: ZURA_BEDROOMS,
  units: ZURA_UNITS,
  floorSizeSquareMeters: ZURA_SQUARE_METERS,
  keyFacts: [`${ZURA_UNITS} units`, `${ZURA_BEDROOMS} bedrooms`, `${ZURA_SQUARE_METERS} square meters`],
  amenities: ['Swimming pool', 'Fully equipped gym', 'Co-working lounge', 'Rooftop terrace', '24/7 security and controlled access', 'Covered parking'],
  projectStatus: [
    { label: 'First building completed', done: true },
    { label: 'Second building in pre-sale', done: false },
  ],
  testimonial: {
    quote:
      'Buying from abroad felt daunting, but the broker walked us through every step, from the reservation to the title at the National Registry. The apartment is compact and very well laid out, and the rooftop terrace has the best view of the valley.',
    attribution: 'Zura owner, first building',
  },
};

/** docs/product.md §2: the closing call to action. */
export const REAL_ESTATE_CTA = {
  title: 'Ready to Find Your Place in Costa Rica?',
  text: 'Tell us what you are looking for, where and within what budget, and our featured broker will prepare a shortlist of condos, homes and pre-sale projects that fit.',
  consultation: { kind: 'contact', label: 'Schedule Consultation', href: `#${CONTACT_ANCHOR}`, external: false },
  listings: { kind: 'listings', label: 'View All Listings', href: BROKER_LISTINGS_URL, external: true },
} as const satisfies { title: string; text: string; consultation: ContactLink; listings: ContactLink };

/** docs/product.md §2 search metadata: the two developments as schema.org data (Serena's offer 290000 USD). */
export const REAL_ESTATE_DEVELOPMENTS: readonly ListedDevelopment[] = [
  {
    name: SERENA.name,
    description: SERENA.summary,
    locality: SERENA.locality,
    region: SERENA.region,
    imageUrl: SERENA.image.src,
    url: SERENA.link.href,
    bedrooms: SERENA.bedrooms,
    offer: { priceFromUsd: parsePrice(SERENA.price), stage: 'pre-sale' },
  },
  {
    name: ZURA.name,
    description: ZURA.summary,
    locality: ZURA.locality,
    region: ZURA.region,
    imageUrl: ZURA.image.src,
    url: BROKER_LISTINGS_URL,
    bedrooms: ZURA.bedrooms,
    floorSizeSquareMeters: ZURA.floorSizeSquareMeters,
    units: ZURA.units,
    amenities: ZURA.amenities,
  },
];
