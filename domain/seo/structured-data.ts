import { parsePrice } from '../analytics/price.js';
import { canonicalUrl } from './seo-block.js';

/*
 * schema.org descriptions of a page's content, embedded as JSON-LD (docs/product.md §2 search
 * metadata): tour grids as products with offers and ratings, hotel lists, and breadcrumbs.
 */

const CONTEXT = 'https://schema.org';

interface Rated {
  readonly rating: number;
  readonly reviewCount: number;
}

const aggregateRating = ({ rating, reviewCount }: Rated) => ({ '@type': 'AggregateRating', ratingValue: rating, reviewCount, bestRating: 5 });

const absolute = (url: string, mainDomain: string) => (/^https?:\/\//.test(url) ? url : canonicalUrl(mainDomain, url));

export interface OfferedTour extends Rated {
  readonly title: string;
  readonly description: string;
  /** Text with $, may hold a thousands comma. */
  readonly price: string;
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
        offers: { '@type': 'Offer', price: parsePrice(tour.price), priceCurrency: 'USD', url: tour.bookingUrl, availability: 'https://schema.org/InStock' },
        aggregateRating: aggregateRating(tour),
      },
    })),
  };
}

export interface ListedHotel extends Rated {
  readonly name: string;
  readonly description: string;
  readonly priceRange: string;
}

export function hotelsJsonLd(hotels: readonly ListedHotel[]) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: hotels.map((hotel, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: { '@type': 'Hotel', name: hotel.name, description: hotel.description, priceRange: hotel.priceRange, aggregateRating: aggregateRating(hotel) },
    })),
  };
}

export function breadcrumbJsonLd(trail: readonly { readonly name: string; readonly path: string }[], mainDomain: string) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: canonicalUrl(mainDomain, step.path) })),
  };
}

/** JSON for a <script type="application/ld+json">: '<' is escaped so no text can end the element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
