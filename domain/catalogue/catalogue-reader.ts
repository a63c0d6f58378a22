import type { CatalogueCollection, CatalogueDocument } from './catalogue-document.js';
import type { CatalogueDestination } from './schema/destination-schema.js';
import type { CatalogueDevelopment } from './schema/development-schema.js';
import type { CatalogueHotel } from './schema/hotel-schema.js';
import type { CatalogueActivityPage, CatalogueDestinationPage, CataloguePage } from './schema/page-schema.js';
import type { CatalogueProduct, ProductShop } from './schema/product-schema.js';
import { SETTINGS_RECORD_ID, type CatalogueSettings } from './schema/settings-schema.js';
import type { CatalogueTour } from './schema/tour-schema.js';

/*
 * How a page reads the catalogue (issue 36 point 3, docs/decisions/101): every read goes through a reader, which logs
 * what it gave out. The publisher re-renders only the pages whose log names a changed record (pageReadsChange), so a
 * page shows nothing it did not read here.
 */

/** What one read names: `tours/arenal-volcano-hike` for one record, `tours/*` for a query over the whole collection. */
export type CatalogueRead = `${CatalogueCollection}/${string}`;

/** The read of one record. */
export const recordRead = (collection: CatalogueCollection, id: string): CatalogueRead => `${collection}/${id}`;

/** The read of a whole collection: a list, a filter, a lookup by anything but the id. */
export const collectionRead = (collection: CatalogueCollection): CatalogueRead => `${collection}/*`;

/** A destination or an activity page: the pages the menus and link lists name. */
export type CataloguePlacePage = CatalogueDestinationPage | CatalogueActivityPage;

const byPosition = (a: { readonly position: number }, b: { readonly position: number }) => a.position - b.position;

/** A reader of one catalogue document that logs each read, for one page's render. */
export class CatalogueReader {
  private readonly reads = new Set<CatalogueRead>();

  constructor(private readonly document: CatalogueDocument) {}

  /** What was read so far, each read once, in the order first read. */
  get log(): readonly CatalogueRead[] {
    return [...this.reads];
  }

  private record<T extends { readonly id: string }>(collection: CatalogueCollection, records: readonly T[], id: string): T {
    this.reads.add(recordRead(collection, id));
    const found = records.find((record) => record.id === id);
    if (found === undefined) throw new Error(`The catalogue has no ${collection} record "${id}"`);
    return found;
  }

  private all<T>(collection: CatalogueCollection, records: readonly T[]): readonly T[] {
    this.reads.add(collectionRead(collection));
    return records;
  }

  tour(id: string): CatalogueTour {
    return this.record('tours', this.document.tours, id);
  }

  /** The tours the admin page gives a photo to, by their admin tour number. */
  adminTours(): CatalogueTour[] {
    return this.all('tours', this.document.tours)
      .filter((tour) => tour.adminTour !== undefined)
      .sort((a, b) => a.adminTour!.number - b.adminTour!.number);
  }

  destination(id: string): CatalogueDestination {
    return this.record('destinations', this.document.destinations, id);
  }

  page(id: string): CataloguePage {
    return this.record('pages', this.document.pages, id);
  }

  /** The page at a path, if a record gives it one. */
  pageAt(path: string): CataloguePage | undefined {
    return this.all('pages', this.document.pages).find((page) => page.path === path);
  }

  /** Every page record, as the document lists them. */
  pages(): readonly CataloguePage[] {
    return this.all('pages', this.document.pages);
  }

  /** The destination or activity pages of a kind, in their order (their position). */
  placePages(kind: CataloguePlacePage['kind']): CataloguePlacePage[] {
    return this.all('pages', this.document.pages)
      .filter((page): page is CataloguePlacePage => page.kind === kind)
      .sort(byPosition);
  }

  /** A destination's hotels, best first (their rank). */
  hotelsOf(destination: string): CatalogueHotel[] {
    return this.all('hotels', this.document.hotels)
      .filter((hotel) => hotel.destination === destination)
      .sort((a, b) => a.rank - b.rank);
  }

  /**
   * The products a shop lists, in its order: its record, then each product it names, so a product's change reaches
   * every shop that lists it and no other (docs/decisions/144). A catalogue without the shop lists none.
   */
  shopProducts(shop: ProductShop): CatalogueProduct[] {
    this.reads.add(recordRead('shops', shop));
    const listed = this.document.shops.find((record) => record.id === shop)?.productIds ?? [];
    return listed.map((id) => this.record('products', this.document.products, id));
  }

  /** The developments in their order. */
  developments(): CatalogueDevelopment[] {
    return [...this.all('developments', this.document.developments)].sort(byPosition);
  }

  settings(): CatalogueSettings {
    this.reads.add(recordRead('settings', SETTINGS_RECORD_ID));
    return this.document.settings;
  }
}

/**
 * Whether a page that made these reads shows a changed record (docs/decisions/101): it read that record, or queried
 * its collection, whose answer a new, changed or archived record may change.
 */
export function pageReadsChange(reads: readonly string[], changed: readonly { readonly collection: string; readonly id: string }[]): boolean {
  const read = new Set(reads);
  return changed.some(({ collection, id }) => read.has(`${collection}/${id}`) || read.has(`${collection}/*`));
}
