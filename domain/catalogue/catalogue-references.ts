import type { z } from 'zod';
import type { CatalogueEntry, CatalogueRecordKey } from './catalogue-store.js';
import { hotelSchema } from './schema/hotel-schema.js';
import { pageSchema, type CataloguePage } from './schema/page-schema.js';
import { SHOP_PAGES, shopSchema } from './schema/shop-schema.js';
import { tourSchema } from './schema/tour-schema.js';

/*
 * Which records name which (docs/decisions/099, 103): a tour, a hotel and a destination page name a destination, the
 * sections of /tours name destinations and tours, every listing of a page names tours, and each shop names the products
 * its page lists (docs/decisions/144). Archiving a record that is
 * named so would leave the catalogue pointing at nothing, so the editor refuses it and names the records and pages.
 */

/** One record naming another. */
export interface CatalogueReference {
  /** The record that names the other, and its path when it is a page. */
  readonly from: CatalogueRecordKey & { readonly page?: string };
  /** Where it names it: 'destination', 'listing.tourIds[2]', 'sections[0].tourIds[1]', 'productIds[3]'. */
  readonly field: string;
  readonly to: CatalogueRecordKey;
}

type Named = readonly [field: string, to: CatalogueRecordKey];

const destination = (id: string): CatalogueRecordKey => ({ collection: 'destinations', id });
const tour = (id: string): CatalogueRecordKey => ({ collection: 'tours', id });
const product = (id: string): CatalogueRecordKey => ({ collection: 'products', id });

const listed = (at: string, tourIds: readonly string[]): Named[] => tourIds.map((id, index) => [`${at}.tourIds[${index}]`, tour(id)]);

function namedByPage(page: CataloguePage): Named[] {
  switch (page.kind) {
    case 'tours':
      return page.sections.flatMap((section, index): Named[] => [[`sections[${index}].destination`, destination(section.destination)], ...listed(`sections[${index}]`, section.tourIds)]);
    case 'destination':
      return [['destination', destination(page.destination)], ...listed('listing', page.listing.tourIds)];
    case 'home':
    case 'activity':
      return listed('listing', page.listing.tourIds);
  }
}

/** The record as its schema reads it (its id is its key's), or undefined when it is not one. */
function parsed<T>(schema: z.ZodType<T>, entry: CatalogueEntry): T | undefined {
  const result = schema.safeParse({ ...(entry.data as object), id: entry.id });
  return result.success ? result.data : undefined;
}

/** The records `entry` names. A record its schema refuses names nothing: the editor never stores one. */
export function referencesOf(entry: CatalogueEntry): CatalogueReference[] {
  const from = { collection: entry.collection, id: entry.id };
  const named = (list: readonly Named[], page?: string): CatalogueReference[] =>
    list.map(([field, to]) => ({ from: page === undefined ? from : { ...from, page }, field, to }));
  switch (entry.collection) {
    case 'tours': {
      const record = parsed(tourSchema(), entry);
      return record === undefined ? [] : named([['destination', destination(record.destination)]]);
    }
    case 'hotels': {
      const record = parsed(hotelSchema(), entry);
      return record === undefined ? [] : named([['destination', destination(record.destination)]]);
    }
    case 'pages': {
      const page = parsed(pageSchema(), entry);
      return page === undefined ? [] : named(namedByPage(page), page.path);
    }
    case 'shops': {
      const shop = parsed(shopSchema(), entry);
      return shop === undefined ? [] : named(shop.productIds.map((id, index): Named => [`productIds[${index}]`, product(id)]), SHOP_PAGES[shop.id]);
    }
    default:
      return [];
  }
}

/** Every place where one of `entries` names the record `key`, in the entries' order (no record names its own collection). */
export function referencesTo(entries: readonly CatalogueEntry[], key: CatalogueRecordKey): CatalogueReference[] {
  return entries.flatMap(referencesOf).filter(({ to }) => to.collection === key.collection && to.id === key.id);
}
