import { parsePrice } from '../../../domain/analytics/price.js';
import type { TourListing, TourRecord } from '../../../domain/catalogue/catalogue.js';
import { parseCatalogueDocument, type CatalogueDocument } from '../../../domain/catalogue/catalogue-document.js';
import type { CatalogueDevelopment } from '../../../domain/catalogue/schema/development-schema.js';
import type { CatalogueHotel } from '../../../domain/catalogue/schema/hotel-schema.js';
import type { CataloguePage } from '../../../domain/catalogue/schema/page-schema.js';
import type { CatalogueProduct } from '../../../domain/catalogue/schema/product-schema.js';
import type { CatalogueSettings } from '../../../domain/catalogue/schema/settings-schema.js';
import type { CatalogueTour } from '../../../domain/catalogue/schema/tour-schema.js';
import { slugOf } from '../../../domain/clicks/catalogue-links.js';
import type { SeoBlock } from '../../../domain/seo/seo-block.js';
import { ADMIN_ONLY_TOURS } from '../admin-tours.js';
import { COFFEE_PRODUCTS, coffeeSearchTerm } from '../coffee.js';
import { GIFT_PRODUCT_ENTRIES } from '../gift-store.js';
import { HOTELS } from '../hotels.js';
import { PAGES } from '../pages.js';
import { FEATURED_BROKER, SERENA, ZURA } from '../real-estate.js';
import { SOCIAL_CARD } from '../picture-of-the-day.js';
import { siteConfig } from '../site-config.js';
import { ACTIVITIES, ALL_TOURS, DESTINATIONS as DESTINATION_PAGES, HOME } from '../site-map.js';
import { ESSENTIALS_PRODUCT_ENTRIES } from '../travel-essentials.js';
import type { TourPageContent } from '../tour-pages/tour-page-content.js';
import { TOUR_PAGE_HEADS } from '../tour-pages/tour-page-heads.js';
import { allTourPageContent } from '../tour-pages/tour-page-loaders.js';
import { DESTINATIONS } from './destinations.js';
import { HOME_LISTING, TOUR_PAGE_LISTINGS, TOURS_PAGE_LISTINGS, toursPageListingOf } from './listings.js';
import { TOURS } from './tours.js';

/*
 * Today's catalogue, written in TypeScript under ui/content, as the document the store is seeded from (issue 36,
 * docs/decisions/099): every tour (the four admin-only ones too), destination, page listing, hotel, product and
 * development, and the site's settings, each under its readable id, checked by parseCatalogueDocument. The build
 * writes its rows to dist/client/catalogue-seed.json (scripts/prerender.ts). The pages still read ui/content.
 */

/** English text in the localised shape (docs/decisions/100). */
const en = <T>(value: T): { en: T } => ({ en: value });

/** The fields whose value is given, so an unset optional field is absent from the record rather than undefined. */
function given<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** A tour's readable id: the slug of its title ('arenal-volcano-hike-and-tabacon-hot-springs'), written once (docs/decisions/099). */
const tourIdOf = (title: string): string => slugOf(title);

/** The readable id of each tour, by the id the site gives it today ('arenal-1'). */
const TOUR_ID_OF_LEGACY_ID: ReadonlyMap<string, string> = new Map(TOURS.map((tour) => [tour.id, tourIdOf(tour.title)]));

function tourIdOfLegacyId(legacyId: string): string {
  const id = TOUR_ID_OF_LEGACY_ID.get(legacyId);
  if (id === undefined) throw new Error(`No tour ${legacyId} in ui/content/catalogue/tours.ts`);
  return id;
}

function publicTourOf(tour: TourRecord): CatalogueTour {
  return {
    id: tourIdOf(tour.title),
    legacyId: tour.id,
    visibility: 'public',
    destination: tour.destination,
    title: en(tour.title),
    location: en(tour.location),
    duration: en(tour.duration),
    price: tour.price,
    rating: tour.rating,
    reviewCount: tour.reviewCount,
    description: en(tour.description),
    highlights: en([...tour.highlights]),
    category: en(tour.category),
    searchTerm: tour.searchTerm,
    ...given({
      groupSize: tour.groupSize === undefined ? undefined : en(tour.groupSize),
      originalPrice: tour.originalPrice,
      theme: tour.theme === undefined ? undefined : en(tour.theme),
      difficulty: tour.difficulty,
      picture: tour.picture,
      adminTour: tour.adminTour === undefined ? undefined : { number: tour.adminTour.id, category: tour.adminTour.category },
    }),
  };
}

function tours(): CatalogueTour[] {
  const adminOnly = ADMIN_ONLY_TOURS.map(
    (tour): CatalogueTour => ({
      id: tourIdOf(tour.title),
      visibility: 'admin-only',
      destination: tour.destination,
      title: en(tour.title),
      location: en(tour.location),
      ...('subject' in tour.picture ? { picture: tour.picture.subject } : { cover: tour.picture.cover }),
      adminTour: { number: tour.id, category: tour.category },
    }),
  );
  return [...TOURS.map(publicTourOf), ...adminOnly];
}

const listingOf = ({ section, tourIds, bestSeller }: TourListing) => ({
  title: en(section),
  tourIds: tourIds.map(tourIdOfLegacyId),
  ...(bestSeller === undefined ? {} : { bestSeller: tourIdOfLegacyId(bestSeller) }),
});

/** A page's search metadata: its title, description and keywords (the canonical path is the page's; the social card is drawn from it). */
function seoOf(seo: SeoBlock) {
  return { title: en(seo.title), description: en(seo.description), keywords: en([...seo.keywords]) };
}

function pageEntry(path: string) {
  const entry = PAGES.find((page) => page.path === path);
  if (!entry) throw new Error(`No page ${path} in ui/content/pages.ts`);
  return entry;
}

/** The same tours in the same order. */
const sameTours = (a: readonly { readonly id: string }[], b: readonly string[]) => a.length === b.length && a.every((tour, index) => tour.id === b[index]);

function tourPageOf(content: TourPageContent): CataloguePage {
  const head = TOUR_PAGE_HEADS[content.path];
  const listing = TOUR_PAGE_LISTINGS[content.path];
  const places = content.kind === 'destination' ? DESTINATION_PAGES : ACTIVITIES;
  const place = places.find((candidate) => candidate.path === content.path);
  if (!head || !listing || !place) throw new Error(`${content.path} has no heading, listing or place in ui/content`);
  const basics = {
    id: slugOf(content.path),
    path: content.path,
    position: places.indexOf(place) + 1,
    heading: en(head.heading),
    seo: seoOf(head.seo),
    label: en(place.label),
    tagline: en(content.tagline),
    hero: { illustration: content.heroIllustration },
    intro: { title: en(content.introTitle), paragraphs: en([...content.introParagraphs]) },
    facts: content.facts.map((fact) => ({ value: en(fact.value), label: en(fact.label) })),
    listing: listingOf(listing),
    cardVariant: given({ locationBadge: content.cardVariant.locationBadge, fixedBadge: content.cardVariant.fixedBadge, perPerson: content.cardVariant.perPerson }),
  };
  if (content.kind === 'activity') return { ...basics, kind: 'activity', ...given({ trackingActivity: content.trackingActivity }) };
  const destination = content.path.slice('/destinations/'.length);
  if (content.hotels !== undefined && content.hotels !== destination) throw new Error(`${content.path} shows the hotels of ${content.hotels}, not of its destination`);
  const widget = content.partnerWidget;
  const fallback =
    widget === undefined ? undefined : sameTours(widget.fallbackTours, listing.tourIds) ? 'listing' : sameTours(widget.fallbackTours, toursPageListingOf(destination).tourIds) ? 'tours-section' : undefined;
  if (widget !== undefined && fallback === undefined) throw new Error(`${content.path}: the partner widget's fallback is neither the page's listing nor its /tours section`);
  return {
    ...basics,
    kind: 'destination',
    destination,
    showsHotels: content.hotels !== undefined,
    ...(widget === undefined ? {} : { partnerWidget: { title: en(widget.title), query: widget.query, fallback: fallback! } }),
  };
}

async function pages(): Promise<CataloguePage[]> {
  const home = pageEntry(HOME.path);
  const toursPage = pageEntry(ALL_TOURS.path);
  return [
    { id: 'home', kind: 'home', path: '/', heading: en(home.heading), seo: seoOf(home.seo), listing: listingOf(HOME_LISTING) },
    {
      id: 'tours',
      kind: 'tours',
      path: '/tours',
      heading: en(toursPage.heading),
      seo: seoOf(toursPage.seo),
      sections: TOURS_PAGE_LISTINGS.map(({ destination, tourIds, bestSeller }) => ({
        destination: destination!,
        tourIds: tourIds.map(tourIdOfLegacyId),
        ...(bestSeller === undefined ? {} : { bestSeller: tourIdOfLegacyId(bestSeller) }),
      })),
    },
    ...(await allTourPageContent()).map(tourPageOf),
  ];
}

function hotels(): CatalogueHotel[] {
  return Object.entries(HOTELS).flatMap(([destination, list]) =>
    list.map((hotel, index) => ({
      id: slugOf(hotel.name),
      destination,
      rank: index + 1,
      name: hotel.name,
      rating: hotel.rating,
      reviewCount: hotel.reviewCount,
      priceRange: hotel.priceRange,
      description: en(hotel.description),
      features: en([...hotel.features]),
      category: en(hotel.category),
      reviewSiteUrl: hotel.reviewSiteUrl,
      ...given({ affiliateUrl: hotel.affiliateUrl }),
    })),
  );
}

/** '$17.95' → 17.95; the catalogue keeps prices as numbers of US dollars. */
const usd = (price: string): number => parsePrice(price);

const illustrationOf = (imageUrl: string) => /^\/illustrations\/products\/([a-z0-9-]+)\.svg$/.exec(imageUrl)![1]!;

/** What every shop's product record holds alike: its id, shop, place in the shop's list, words, price and ratings. */
function retailBasics<Shop extends CatalogueProduct['shop']>(
  product: { readonly id: string; readonly title: string; readonly description: string; readonly price: string; readonly rating: number; readonly reviewCount: number },
  shop: Shop,
  index: number,
) {
  return {
    id: product.id,
    shop,
    position: index + 1,
    title: en(product.title),
    description: en(product.description),
    price: usd(product.price),
    rating: product.rating,
    reviewCount: product.reviewCount,
  };
}

function products(): CatalogueProduct[] {
  const coffee = COFFEE_PRODUCTS.map(
    (product, index): CatalogueProduct => ({
      ...retailBasics(product, 'coffee', index),
      searchTerm: coffeeSearchTerm(product),
      brand: product.brand,
      roast: product.roast,
      origin: product.origin,
      prime: product.prime,
      ...given({
        originalPrice: product.originalPrice === undefined ? undefined : usd(product.originalPrice),
        bestseller: product.bestseller,
        choiceTag: product.choiceTag === undefined ? undefined : en(product.choiceTag),
      }),
    }),
  );
  const gifts = GIFT_PRODUCT_ENTRIES.map(
    (product, index): CatalogueProduct => ({
      ...retailBasics(product, 'gifts', index),
      searchTerm: product.searchTerm,
      category: product.category,
      highlights: en([...product.highlights]),
      illustration: product.illustration,
      ...given({
        originalPrice: product.originalPrice === undefined ? undefined : usd(product.originalPrice),
        badge: product.badge === undefined ? undefined : en(product.badge),
      }),
    }),
  );
  const essentials = ESSENTIALS_PRODUCT_ENTRIES.map(
    (product, index): CatalogueProduct => ({
      ...retailBasics(product, 'essentials', index),
      searchTerm: product.searchTerm,
      category: product.category,
      prime: product.prime,
      illustration: product.illustration,
      ...given({
        originalPrice: product.originalPrice === undefined ? undefined : usd(product.originalPrice),
        bestseller: product.bestseller,
        choiceTag: product.choiceTag === undefined ? undefined : en(product.choiceTag),
      }),
    }),
  );
  return [...coffee, ...gifts, ...essentials];
}

function developments(): CatalogueDevelopment[] {
  const basics = (development: typeof SERENA | typeof ZURA, position: number) => ({
    id: development.id,
    position,
    name: development.name,
    location: en(development.location),
    locality: development.locality,
    region: development.region,
    summary: en(development.summary),
    image: { src: development.image.src, alt: en(development.image.alt) },
    bedrooms: development.bedrooms,
  });
  return [
    {
      ...basics(SERENA, 1),
      kind: 'pre-sale',
      saleLabel: en(SERENA.saleLabel),
      price: usd(SERENA.price),
      priceNote: en(SERENA.priceNote),
      incentives: en([...SERENA.incentives]),
      delivery: en(SERENA.delivery),
      status: en(SERENA.status),
      linkLabel: en(SERENA.link.label),
    },
    {
      ...basics(ZURA, 2),
      kind: 'condo',
      units: ZURA.units,
      floorSizeSquareMeters: ZURA.floorSizeSquareMeters,
      amenities: en([...ZURA.amenities]),
      projectStatus: ZURA.projectStatus.map((stage) => ({ label: en(stage.label), done: stage.done })),
      testimonial: { quote: en(ZURA.testimonial.quote), attribution: en(ZURA.testimonial.attribution) },
    },
  ];
}

function settings(): CatalogueSettings {
  const linkedIn = FEATURED_BROKER.contacts.find((contact) => contact.kind === 'linkedin');
  return {
    siteName: siteConfig.siteName,
    marketplace: { partnerId: siteConfig.marketplacePartnerId, widgetPartnerId: siteConfig.widgetPartnerId },
    retail: { tag: siteConfig.retailTag },
    reviewSite: { merchantId: siteConfig.reviewSiteMerchantId, affiliateId: siteConfig.reviewSiteAffiliateId },
    broker: { siteUrl: siteConfig.brokerSiteUrl, ...given({ linkedInUrl: linkedIn?.href }) },
    support: { email: siteConfig.supportEmail, ...given({ phone: siteConfig.supportPhone }) },
    socialLinks: [{ network: 'instagram', url: SOCIAL_CARD.url, label: en(SOCIAL_CARD.linkLabel) }],
  };
}

/** Today's catalogue as one document, checked whole by parseCatalogueDocument (it throws on any problem). */
export async function todaysCatalogueDocument(): Promise<CatalogueDocument> {
  return parseCatalogueDocument({
    tours: tours(),
    destinations: DESTINATIONS.map((destination) => ({ id: destination.id, name: en(destination.name), description: en(destination.description), icon: destination.icon, colour: destination.colour })),
    pages: await pages(),
    hotels: hotels(),
    products: products(),
    developments: developments(),
    settings: settings(),
  });
}
