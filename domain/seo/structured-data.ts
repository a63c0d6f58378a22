import type { BreadcrumbList, Hotel, ImageObject, ItemList, Organization, Person, Product, WebSite, WithContext } from 'schema-dts';
import type { HotelPriceRange } from '../hotels/hotel.js';
import type { PhotoFeedItem } from '../photo-feed/photo-feed-item.js';
import { canonicalUrl } from './seo-block.js';

/*
 * schema.org descriptions of a page's content, embedded as JSON-LD (docs/product.md §2 search
 * metadata): tour grids as products with offers, hotel lists, breadcrumbs, and the site itself on
 * the home page. Each builder's result is typed with schema-dts, so a property or type schema.org
 * does not define fails the typecheck (docs/decisions/076).
 *
 * No AggregateRating: the ratings shown on the cards were collected by the marketplace and the review
 * site, and search engines accept review markup only for reviews the site collected itself. The
 * figures stay visible on the page with their source named.
 */

const CONTEXT = 'https://schema.org';

const absolute = (url: string, mainDomain: string) => (/^https?:\/\//.test(url) ? url : canonicalUrl(mainDomain, url));

/** A price as a number of US dollars: '$4,200' → 4200 (docs/product.md §5's parsing, without the 0 for text). */
const usd = (price: string | number) => (typeof price === 'number' ? price : Number.parseFloat(price.replace(/[$,]/g, '')));

export interface OfferedTour {
  readonly title: string;
  readonly description: string;
  /** US dollars, as a number or as text with $ and a thousands comma. */
  readonly price: string | number;
  readonly imageUrl: string;
  readonly bookingUrl: string;
}

export function tourOffersJsonLd(tours: readonly OfferedTour[], mainDomain: string) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: tours.map((tour, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: tour.title,
        description: tour.description,
        image: absolute(tour.imageUrl, mainDomain),
        offers: { '@type': 'Offer', price: usd(tour.price), priceCurrency: 'USD', url: tour.bookingUrl, availability: 'https://schema.org/InStock' },
      } satisfies Product,
    })),
  } satisfies WithContext<ItemList>;
}

/**
 * schema.org's priceRange is the relative price in dollar signs; the product's two words above '$$$$'
 * ('Luxury', 'Ultra-Luxury', docs/product.md §3 "Hotel") both mean the top level, '$$$$'.
 */
export function priceRangeSymbols(range: HotelPriceRange): string {
  return range === 'Luxury' || range === 'Ultra-Luxury' ? '$$$$' : range;
}

export interface ListedHotel {
  readonly name: string;
  readonly description: string;
  readonly priceRange: HotelPriceRange;
}

export function hotelsJsonLd(hotels: readonly ListedHotel[]) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: hotels.map((hotel, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: { '@type': 'Hotel', name: hotel.name, description: hotel.description, priceRange: priceRangeSymbols(hotel.priceRange) } satisfies Hotel,
    })),
  } satisfies WithContext<ItemList>;
}

export function breadcrumbJsonLd(trail: readonly { readonly name: string; readonly path: string }[], mainDomain: string) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: canonicalUrl(mainDomain, step.path) })),
  } satisfies WithContext<BreadcrumbList>;
}

export interface SiteIdentity {
  readonly name: string;
  readonly mainDomain: string;
  readonly description: string;
  /** A path of this site: the mark search engines may show beside the name. */
  readonly logoPath: string;
}

/** The id of the site's Organization node, which the home page describes and other nodes name. */
const organizationIdOf = (home: string) => `${home}#organization`;

/** The home page's description of the publisher and of the site (docs/decisions/076). */
export function siteJsonLd(site: SiteIdentity): [WithContext<Organization>, WithContext<WebSite>] {
  const home = canonicalUrl(site.mainDomain, '/');
  const organizationId = organizationIdOf(home);
  return [
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      '@id': organizationId,
      name: site.name,
      url: home,
      logo: canonicalUrl(site.mainDomain, site.logoPath),
    },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      '@id': `${home}#website`,
      name: site.name,
      url: home,
      description: site.description,
      inLanguage: 'en',
      publisher: { '@id': organizationId },
    },
  ];
}

/**
 * Whether a credit names the site itself ("Costa Rica Gateway sample", the bundled sample's): the site is an
 * Organization, never a Person (issue 35). Compared without regard to case.
 */
export function creditNamesSite(credit: string, siteName: string): boolean {
  return credit.toLowerCase().includes(siteName.toLowerCase());
}

/** Who made a feed photo: the site's Organization when the credit names the site, else the person it names. */
function creatorOf(credit: string, site: Pick<SiteIdentity, 'name' | 'mainDomain'>): Organization | Person {
  if (!creditNamesSite(credit, site.name)) return { '@type': 'Person', name: credit };
  const home = canonicalUrl(site.mainDomain, '/');
  return { '@type': 'Organization', '@id': organizationIdOf(home), name: site.name, url: home };
}

/**
 * The photo of the day the page shows, as search engines read image metadata (docs/decisions/026): the picture
 * at its largest, the agency's page of it, and the credit, creator and licence when the feed gives them.
 * Nothing the feed leaves out is filled in. A credit naming the site makes the site's Organization the creator.
 */
export function feedPhotoJsonLd(photo: PhotoFeedItem, site: Pick<SiteIdentity, 'name' | 'mainDomain'>) {
  const { mainDomain } = site;
  const large = photo.largeImageUrl ?? photo.imageUrl;
  return {
    '@context': CONTEXT,
    '@type': 'ImageObject',
    name: photo.title,
    ...(photo.description ? { description: photo.description } : {}),
    contentUrl: absolute(large, mainDomain),
    ...(large !== photo.imageUrl ? { thumbnailUrl: absolute(photo.imageUrl, mainDomain) } : {}),
    url: photo.linkUrl,
    ...(photo.pubDate ? { datePublished: photo.pubDate } : {}),
    ...(photo.photographer ? { creator: creatorOf(photo.photographer, site), creditText: photo.photographer } : {}),
    ...(photo.license ? { license: photo.license } : {}),
  } satisfies WithContext<ImageObject>;
}

export interface PageForStructuredData {
  /** The page's main heading, its name in the trail. */
  readonly heading: string;
  readonly canonicalPath: string;
  readonly noindex?: boolean;
}

/**
 * The blocks every page carries besides its content's (docs/decisions/076): the home page describes the
 * publisher and the site; every indexable page below it, the trail from the home page (Home › heading);
 * a page kept out of the index (404, admin) carries none.
 */
export function pageJsonLd(page: PageForStructuredData, site: SiteIdentity, homeName: string) {
  if (page.canonicalPath === '/') return siteJsonLd(site);
  if (page.noindex) return [];
  return [breadcrumbJsonLd([{ name: homeName, path: '/' }, { name: page.heading, path: page.canonicalPath }], site.mainDomain)];
}

/** JSON for a <script type="application/ld+json">: '<' is escaped so no text can end the element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
