import type { CatalogueLink } from './link-catalogue.js';

/**
 * The one way each kind of catalogue entry names its partner link (docs/decisions/067): a card hands its entry to
 * one of these and gives the result to the shared link component (ui/components/partner-link.tsx) with its place.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    // The line above leaves at most one hyphen at either end.
    .replace(/^-|-$/g, '');
}

/**
 * A tour's "Book with GetYourGuide" link, by the tour's catalogue id (docs/decisions/064: one record per real tour,
 * its id unique across the site), so the same tour's link is one link on every page that lists it, and the build
 * refuses an id that would name two different links.
 */
export function tourLink(tour: { readonly id: string; readonly title: string }): CatalogueLink {
  return { id: `tour:${slugOf(tour.id)}`, partner: 'marketplace', label: tour.title };
}

/** A hotel's review-site link, by the hotel's name (hotels have no other id). */
export function hotelLink(hotel: { readonly name: string }): CatalogueLink {
  return { id: `hotel:${slugOf(hotel.name)}`, partner: 'review-site', label: hotel.name };
}

/** A product's retailer link, by the product's catalogue id. */
export function productLink(product: { readonly id: string; readonly name: string }): CatalogueLink {
  return { id: `product:${slugOf(product.id)}`, partner: 'retail', label: product.name };
}

/** A link to the broker's site: `what` says which (contact, a development). */
export function brokerLink(what: string, label: string): CatalogueLink {
  return { id: `broker:${slugOf(what)}`, partner: 'broker', label };
}

/** A marketplace search standing in for the partner widget of a page (its fallback link). */
export function widgetLink(place: string, label: string): CatalogueLink {
  return { id: `widget:${slugOf(place)}`, partner: 'marketplace', label };
}

/** A search on the retailer (the coffee page's picks and shop blocks), by its search term. */
export function retailSearchCatalogueLink(term: string): CatalogueLink {
  return { id: `product:search-${slugOf(term)}`, partner: 'retail', label: `Search: ${term}` };
}
