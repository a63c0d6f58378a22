import type { ApartmentComplex, Offer } from 'schema-dts';
import { canonicalUrl } from './seo-block.js';

/*
 * schema.org description of the real-estate developments of /real-estate (docs/product.md §2
 * "/real-estate" and its search metadata, §9 real estate figures), embedded as JSON-LD beside the
 * tour and hotel descriptions of ./structured-data.ts.
 */

const CONTEXT = 'https://schema.org';

/** Where a development's units stand: sold off-plan before they are built, or ready to buy. */
export type SaleStage = 'pre-sale' | 'for-sale';

const AVAILABILITY = {
  'pre-sale': 'https://schema.org/PreOrder',
  'for-sale': 'https://schema.org/InStock',
} as const satisfies Record<SaleStage, string>;

export interface ListedDevelopment {
  readonly name: string;
  readonly description: string;
  /** Town or district, and province: 'Escazú', 'San José'. */
  readonly locality: string;
  readonly region: string;
  /** A path of this site ('/illustrations/property.svg') or an absolute address. */
  readonly imageUrl: string;
  /** Where a buyer finds the listing (the broker's site). */
  readonly url: string;
  /** Bedrooms of the unit on offer. */
  readonly bedrooms: number;
  readonly floorSizeSquareMeters?: number;
  /** Units in the whole development. */
  readonly units?: number;
  readonly amenities?: readonly string[];
  /** The lowest asking price, when the development publishes one. */
  readonly offer?: { readonly priceFromUsd: number; readonly stage: SaleStage };
}

const absolute = (url: string, mainDomain: string) => (/^https?:\/\//.test(url) ? url : canonicalUrl(mainDomain, url));

function developmentItem(development: ListedDevelopment, mainDomain: string) {
  const { offer, units, floorSizeSquareMeters, amenities = [] } = development;
  const complex = {
    '@type': 'ApartmentComplex',
    name: development.name,
    description: development.description,
    image: absolute(development.imageUrl, mainDomain),
    url: development.url,
    address: { '@type': 'PostalAddress', addressLocality: development.locality, addressRegion: development.region, addressCountry: 'CR' },
    // schema.org wants a QuantitativeValue here, not a bare number.
    ...(units === undefined ? {} : { numberOfAccommodationUnits: { '@type': 'QuantitativeValue', value: units } }),
    accommodationFloorPlan: {
      '@type': 'FloorPlan',
      numberOfBedrooms: development.bedrooms,
      ...(floorSizeSquareMeters === undefined ? {} : { floorSize: { '@type': 'QuantitativeValue', value: floorSizeSquareMeters, unitCode: 'MTK' } }),
    },
    ...(amenities.length === 0
      ? {}
      : { amenityFeature: amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true }) as const) }),
  } as const satisfies ApartmentComplex;
  if (offer === undefined) return complex;
  // A development with a price is also a Product, the type whose offers search engines read. schema-dts
  // types one @type per node, so the offer is checked on its own and the pair of types is written here.
  const offers = { '@type': 'Offer', price: offer.priceFromUsd, priceCurrency: 'USD', availability: AVAILABILITY[offer.stage], url: development.url } as const satisfies Offer;
  return { ...complex, '@type': ['Product', 'ApartmentComplex'], offers };
}

/** The developments of a page as a list of apartment complexes, the priced ones with their USD offer. */
export function developmentsJsonLd(developments: readonly ListedDevelopment[], mainDomain: string) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: developments.map((development, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: developmentItem(development, mainDomain),
    })),
  };
}
