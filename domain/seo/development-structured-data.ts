import { canonicalUrl } from './seo-block.js';

/*
 * schema.org description of the real-estate developments of /real-estate (docs/product.md §2
 * "/real-estate" and its search metadata, §9 real estate figures), embedded as JSON-LD beside the
 * tour and hotel descriptions of ./structured-data.ts.
 */

const CONTEXT = 'https://schema.org';

/** Where a development's units stand: sold off-plan before they are built, or ready to buy. */
export type SaleStage = 'pre-sale' | 'for-sale';

const AVAILABILITY: Readonly<Record<SaleStage, string>> = {
  'pre-sale': 'https://schema.org/PreOrder',
  'for-sale': 'https://schema.org/InStock',
};

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
  return {
    // A development with a price is also a Product, the type whose offers search engines read.
    '@type': offer === undefined ? 'ApartmentComplex' : ['Product', 'ApartmentComplex'],
    name: development.name,
    description: development.description,
    image: absolute(development.imageUrl, mainDomain),
    url: development.url,
    address: { '@type': 'PostalAddress', addressLocality: development.locality, addressRegion: development.region, addressCountry: 'CR' },
    ...(units === undefined ? {} : { numberOfAccommodationUnits: units }),
    accommodationFloorPlan: {
      '@type': 'FloorPlan',
      numberOfBedrooms: development.bedrooms,
      ...(floorSizeSquareMeters === undefined ? {} : { floorSize: { '@type': 'QuantitativeValue', value: floorSizeSquareMeters, unitCode: 'MTK' } }),
    },
    ...(amenities.length === 0
      ? {}
      : { amenityFeature: amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })) }),
    ...(offer === undefined
      ? {}
      : {
          offers: { '@type': 'Offer', price: offer.priceFromUsd, priceCurrency: 'USD', availability: AVAILABILITY[offer.stage], url: development.url },
        }),
  };
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
