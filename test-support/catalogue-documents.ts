import type { CatalogueDocument } from '../domain/catalogue/catalogue-document.js';
import type { CatalogueDestination } from '../domain/catalogue/schema/destination-schema.js';
import type { CatalogueDevelopment } from '../domain/catalogue/schema/development-schema.js';
import type { CatalogueHotel } from '../domain/catalogue/schema/hotel-schema.js';
import type { CatalogueActivityPage, CatalogueDestinationPage, CatalogueHomePage, CatalogueToursPage } from '../domain/catalogue/schema/page-schema.js';
import type { CatalogueCoffeeProduct, CatalogueEssentialsProduct, CatalogueGiftProduct } from '../domain/catalogue/schema/product-schema.js';
import type { CatalogueSettings } from '../domain/catalogue/schema/settings-schema.js';
import { PRODUCT_SHOPS, type CatalogueShop } from '../domain/catalogue/schema/shop-schema.js';
import type { AdminOnlyCatalogueTour, PublicCatalogueTour } from '../domain/catalogue/schema/tour-schema.js';

/**
 * Object mother of catalogue documents (issue 36, docs/decisions/099, 100): one sound record of each collection and
 * kind, and a small sound catalogue made of them (two tours in Arenal, one admin-only tour, the home page, /tours,
 * the Arenal page, an activity page, a hotel, one product per shop, two developments, the settings). Sample data
 * only, with overrides; `unknown` where a test breaks a record on purpose.
 */

/** Fields to set on a sample record: any field, any value, so a test can break the record on purpose. */
type Overrides = Readonly<Record<string, unknown>>;

const en = <T>(value: T) => ({ en: value });

export const aPublicTour = (overrides: Overrides = {}): PublicCatalogueTour =>
  ({
    id: 'arenal-volcano-hike',
    legacyId: 'arenal-1',
    visibility: 'public',
    destination: 'arenal',
    title: en('Arenal Volcano Hike'),
    location: en('La Fortuna'),
    duration: en('4 hours'),
    groupSize: en('Small group'),
    price: 75,
    originalPrice: 90,
    rating: 4.8,
    reviewCount: 1200,
    description: en('A hike on the old lava flows.'),
    highlights: en(['Lava flow', 'Viewpoint', 'Guide']),
    category: en('Nature & Wildlife'),
    badges: ['Best Seller'],
    priceUnit: 'person',
    difficulty: 'Moderate',
    picture: 'volcano-arenal',
    adminTour: { number: 1, category: 'Adventure' },
    searchTerm: 'Arenal volcano hike',
    ...overrides,
  }) as PublicCatalogueTour;

export const anotherPublicTour = (overrides: Overrides = {}): PublicCatalogueTour =>
  ({
    id: 'mistico-hanging-bridges',
    visibility: 'public',
    destination: 'arenal',
    title: en('Místico Hanging Bridges'),
    location: en('Arenal'),
    duration: en('3 hours'),
    price: 65,
    rating: 4.7,
    reviewCount: 1458,
    description: en('A forest loop of hanging bridges.'),
    highlights: en(['Hanging bridges', 'Naturalist guide', 'Spotting scope', 'Sloths']),
    category: en('Nature Walk'),
    priceUnit: 'person',
    searchTerm: 'Mistico hanging bridges',
    ...overrides,
  }) as PublicCatalogueTour;

export const anAdminOnlyTour = (overrides: Overrides = {}): AdminOnlyCatalogueTour =>
  ({
    id: 'tortuguero-turtle-night-walk',
    visibility: 'admin-only',
    destination: 'tortuguero',
    title: en('Tortuguero Turtle Night Walk'),
    location: en('Tortuguero'),
    picture: 'sea-turtle-nesting',
    adminTour: { number: 7, category: 'Wildlife' },
    ...overrides,
  }) as AdminOnlyCatalogueTour;

export const aDestination = (overrides: Overrides = {}): CatalogueDestination =>
  ({
    id: 'arenal',
    name: en('Arenal'),
    description: en('Volcano country.'),
    icon: 'volcano',
    colour: '#c2410c',
    ...overrides,
  }) as CatalogueDestination;

const seo = (title: string) => ({ title: en(title), description: en(`About ${title}.`), keywords: en([title]) });

export const aHomePage = (overrides: Overrides = {}): CatalogueHomePage =>
  ({
    id: 'home',
    kind: 'home',
    path: '/',
    heading: en('Discover Pura Vida in Costa Rica'),
    seo: seo('Costa Rica Gateway'),
    listing: { title: en('Popular Tours'), tourIds: ['mistico-hanging-bridges'] },
    ...overrides,
  }) as CatalogueHomePage;

export const aToursPage = (overrides: Overrides = {}): CatalogueToursPage =>
  ({
    id: 'tours',
    kind: 'tours',
    path: '/tours',
    heading: en('Costa Rica Tours & Adventures'),
    seo: seo('Costa Rica Tours'),
    sections: [{ destination: 'arenal', tourIds: ['arenal-volcano-hike', 'mistico-hanging-bridges'] }],
    ...overrides,
  }) as CatalogueToursPage;

const tourPageBasics = {
  position: 1,
  heading: en('Arenal Volcano & La Fortuna'),
  seo: seo('Arenal Tours'),
  label: en('Arenal'),
  tagline: en('Volcano trails and hot springs.'),
  hero: { illustration: 'volcano' },
  intro: { title: en('Discover Arenal'), paragraphs: en(['The volcano rises above La Fortuna.', 'Lake Arenal lies west of it.']) },
  facts: [
    { value: en('850+'), label: en('bird species in Costa Rica') },
    { value: en('40°C'), label: en('volcanic hot springs') },
  ],
  listing: { title: en('Top Arenal Tours'), tourIds: ['arenal-volcano-hike', 'mistico-hanging-bridges'] },
  cardVariant: {},
};

export const aDestinationPage = (overrides: Overrides = {}): CatalogueDestinationPage =>
  ({
    ...tourPageBasics,
    id: 'destinations-arenal',
    kind: 'destination',
    path: '/destinations/arenal',
    destination: 'arenal',
    showsHotels: true,
    partnerWidget: { title: en('Favorite Arenal Tours'), query: 'Arenal', fallback: 'tours-section' },
    ...overrides,
  }) as CatalogueDestinationPage;

export const anActivityPage = (overrides: Overrides = {}): CatalogueActivityPage =>
  ({
    ...tourPageBasics,
    id: 'canopy-tours',
    kind: 'activity',
    path: '/canopy-tours',
    label: en('Canopy Tours'),
    listing: { title: en('Top Canopy & Zipline Tours'), tourIds: ['mistico-hanging-bridges'] },
    cardVariant: { locationBadge: true },
    trackingActivity: 'Canopy',
    ...overrides,
  }) as CatalogueActivityPage;

export const aHotel = (overrides: Overrides = {}): CatalogueHotel =>
  ({
    id: 'nayara-springs',
    destination: 'arenal',
    rank: 1,
    name: 'Nayara Springs',
    rating: 4.5,
    reviewCount: 2140,
    priceRange: 'Luxury',
    description: en('An adults-only retreat below the volcano.'),
    features: en(['Adults only', 'Hot-spring plunge pools']),
    category: en('Resort'),
    reviewSiteUrl: 'https://www.tripadvisor.com/Search?q=Nayara%20Springs%20La%20Fortuna',
    affiliateUrl: 'https://partner.example/nayara',
    ...overrides,
  }) as CatalogueHotel;

const productBasics = {
  description: en('A bag of Costa Rican coffee.'),
  price: 17.95,
  originalPrice: 19.95,
  rating: 4.6,
  reviewCount: 2184,
  priceCheckedOn: '2026-11-20',
};

export const aCoffeeProduct = (overrides: Overrides = {}): CatalogueCoffeeProduct =>
  ({
    ...productBasics,
    id: 'britt-tarrazu-montecielo',
    kind: 'coffee',
    title: en('Tarrazú Montecielo Whole Bean Coffee'),
    searchTerm: 'Café Britt Tarrazú Montecielo Whole Bean Coffee',
    brand: 'Café Britt',
    roast: 'Medium',
    origin: 'Tarrazú',
    prime: true,
    bestseller: true,
    choiceTag: en('This Week’s Pick'),
    ...overrides,
  }) as CatalogueCoffeeProduct;

export const aGiftProduct = (overrides: Overrides = {}): CatalogueGiftProduct =>
  ({
    ...productBasics,
    id: 'salsa-lizano',
    kind: 'gifts',
    title: en('Salsa Lizano'),
    searchTerm: 'Salsa Lizano Costa Rican Sauce',
    category: 'Food',
    badge: en('Best Seller'),
    highlights: en(['The taste of gallo pinto', 'Large bottle', 'Made in Costa Rica', 'Great on eggs']),
    illustration: 'sauce-bottle',
    ...overrides,
  }) as CatalogueGiftProduct;

export const anEssentialsProduct = (overrides: Overrides = {}): CatalogueEssentialsProduct =>
  ({
    ...productBasics,
    id: 'lifestraw-go-filter-bottle',
    kind: 'essentials',
    title: en('LifeStraw Go Water Filter Bottle'),
    searchTerm: 'LifeStraw Go Water Filter Bottle 22 oz',
    category: 'Hydration',
    prime: true,
    bestseller: true,
    choiceTag: en('Amazon’s Choice'),
    illustration: 'water-bottle',
    ...overrides,
  }) as CatalogueEssentialsProduct;

const developmentBasics = {
  location: en('Coco Beach, Guanacaste'),
  locality: 'Playas del Coco',
  region: 'Guanacaste',
  summary: en('Luxury condominiums in pre-sale at Coco Beach.'),
  image: { src: '/illustrations/luxury.svg', alt: en('Illustration: Infinity pool') },
  bedrooms: 3,
};

export const aPreSaleDevelopment = (overrides: Overrides = {}): CatalogueDevelopment =>
  ({
    ...developmentBasics,
    id: 'serena',
    position: 1,
    name: 'Serena Luxury Condos',
    kind: 'pre-sale',
    saleLabel: en('Pre-Sale'),
    price: 290000,
    priceNote: en('for a 3-bedroom condo'),
    incentives: en(['30% down payment plan']),
    deliveryBy: '2026-06',
    status: en('Under Construction'),
    ...overrides,
  }) as CatalogueDevelopment;

export const aCondoDevelopment = (overrides: Overrides = {}): CatalogueDevelopment =>
  ({
    ...developmentBasics,
    id: 'zura',
    position: 2,
    name: 'Condominio Zura',
    kind: 'condo',
    bedrooms: 2,
    units: 36,
    floorSizeSquareMeters: 60,
    amenities: en(['Swimming pool']),
    projectStatus: [
      { label: en('First building completed'), done: true },
      { label: en('Second building in pre-sale'), done: false },
    ],
    testimonial: { quote: en('The broker walked us through every step.'), attribution: en('Zura owner') },
    ...overrides,
  }) as CatalogueDevelopment;

export const someSettings = (overrides: Overrides = {}): CatalogueSettings =>
  ({
    siteName: 'Costa Rica Gateway',
    marketplace: { partnerId: 'PARTNER-ID', widgetPartnerId: 'WIDGET-ID' },
    retail: { tag: 'retail-tag-20' },
    reviewSite: { merchantId: 'MERCHANT', affiliateId: 'AFFILIATE' },
    broker: {
      name: 'Example Realty',
      siteUrl: 'https://broker.example/',
      listingsUrl: 'https://broker.example/listings',
      markets: ['Escazú, San José', 'Playas del Coco', 'Nosara'],
      linkedInUrl: 'https://www.linkedin.com/company/broker',
    },
    operator: { legalName: 'Costa Rica Gateway', address: 'Apartado 123-1000, San José, Costa Rica' },
    support: { email: 'hello@costaricagateway.com', phone: '+506 2222 3333' },
    socialLinks: [{ network: 'instagram', url: 'https://www.instagram.com/costaricagateway/', label: en('Follow on Instagram') }],
    ...overrides,
  }) as CatalogueSettings;

/** A shop listing `productIds`, in their order. */
export const aShop = (id: string, productIds: readonly string[]): CatalogueShop => ({ id, productIds }) as CatalogueShop;

/** Each shop listing the products of its kind, in their order (docs/decisions/144). */
export const shopsOf = (products: readonly unknown[]): CatalogueShop[] =>
  PRODUCT_SHOPS.map((shop) => aShop(shop, (products as ({ id: string; kind: string } | null)[]).filter((product) => product?.kind === shop).map((product) => product!.id)));

/** A small sound catalogue, each collection replaceable; its shops list its products by their kind unless given. */
export const aCatalogueDocument = (overrides: Overrides = {}): CatalogueDocument =>
  ({
    shops: shopsOf((overrides['products'] as unknown[] | undefined) ?? [aCoffeeProduct(), aGiftProduct(), anEssentialsProduct()]),
    tours: [aPublicTour(), anotherPublicTour(), anAdminOnlyTour()],
    destinations: [aDestination(), aDestination({ id: 'tortuguero', name: en('Tortuguero'), description: en('Canals and turtles.'), icon: 'paw', colour: '#047857' })],
    pages: [aHomePage(), aToursPage(), aDestinationPage(), anActivityPage()],
    hotels: [aHotel()],
    products: [aCoffeeProduct(), aGiftProduct(), anEssentialsProduct()],
    developments: [aPreSaleDevelopment(), aCondoDevelopment()],
    settings: someSettings(),
    ...overrides,
  }) as CatalogueDocument;

/** The problems a parse threw (a CatalogueValidationError's issues, without record ids), or none. */
export function problemsThrownBy(parse: () => unknown): { path: string; message: string }[] {
  try {
    parse();
    return [];
  } catch (error) {
    const issues = (error as { issues?: readonly { path: string; message: string }[] }).issues;
    if (issues === undefined) throw error;
    return issues.map(({ path, message }) => ({ path, message }));
  }
}
