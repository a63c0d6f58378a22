import { z } from 'zod';
import { destinationSchema, type CatalogueDestination } from './schema/destination-schema.js';
import { developmentSchema, type CatalogueDevelopment } from './schema/development-schema.js';
import { fields, oneOf, slug } from './schema/fields.js';
import { hotelSchema, type CatalogueHotel } from './schema/hotel-schema.js';
import { pageSchema, type CataloguePage, type CatalogueToursPage, type CatalogueTourListing } from './schema/page-schema.js';
import { productSchema, type CatalogueProduct } from './schema/product-schema.js';
import { SETTINGS_RECORD_ID, settingsSchema, type CatalogueSettings } from './schema/settings-schema.js';
import { SHOP_PAGES, shopSchema, type CatalogueShop } from './schema/shop-schema.js';
import { tourLinkIdOf, tourSchema, type CatalogueTour } from './schema/tour-schema.js';

/*
 * The whole catalogue as one document (issue 36, docs/decisions/099, 100): every collection checked against its
 * schema and every reference between records resolved, all problems reported at once. The store keeps it as one
 * record per row, `{ collection, id, data }`: catalogueRecordsOf and catalogueDocumentOf convert both ways.
 */

/** The build's rows of the catalogue, beside the built pages (dist/client): what the server seeds its store from at first start. */
export const CATALOGUE_SEED_FILE = 'catalogue-seed.json';

/** The collections, in the order the records list them. */
export const CATALOGUE_COLLECTIONS = ['tours', 'destinations', 'pages', 'hotels', 'products', 'shops', 'developments', 'settings'] as const;

export type CatalogueCollection = (typeof CATALOGUE_COLLECTIONS)[number];

export interface CatalogueDocument {
  readonly tours: readonly CatalogueTour[];
  readonly destinations: readonly CatalogueDestination[];
  readonly pages: readonly CataloguePage[];
  readonly hotels: readonly CatalogueHotel[];
  readonly products: readonly CatalogueProduct[];
  readonly shops: readonly CatalogueShop[];
  readonly developments: readonly CatalogueDevelopment[];
  readonly settings: CatalogueSettings;
}

/** One row of the store: the record's fields, but its id, in `data`. */
export interface CatalogueRecord {
  readonly collection: CatalogueCollection;
  readonly id: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** One problem: where (`tours[3].price`), what (a sentence that starts with the field), and the record's id when it has one. */
export interface CatalogueIssue {
  readonly path: string;
  readonly message: string;
  readonly recordId?: string;
}

/** Every problem of a catalogue document, thrown at once. */
export class CatalogueValidationError extends Error {
  constructor(readonly issues: readonly CatalogueIssue[]) {
    super(
      [
        `The catalogue has ${issues.length === 1 ? '1 problem' : `${issues.length} problems`}:`,
        ...issues.map((issue) => `- ${issue.path || '(the catalogue)'}${issue.recordId === undefined ? '' : ` (${issue.recordId})`}: ${issue.message}`),
      ].join('\n'),
    );
    this.name = 'CatalogueValidationError';
  }
}

type Path = readonly PropertyKey[];

/** ['tours', 3, 'highlights', 'en', 0] → 'tours[3].highlights.en[0]'. */
function pathText(path: Path): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('');
}

/** The field a message starts with: its path inside its record ('highlights.en[0]'), 'the record' itself, or the collection. */
function fieldText(path: Path): string {
  if (path.length === 0) return 'the catalogue';
  if (path.length === 1) return String(path[0]);
  const inside = typeof path[1] === 'number' ? path.slice(2) : path.slice(1);
  return inside.length === 0 ? 'the record' : pathText(inside);
}

/** A value the message may quote: text, numbers and true/false, never a whole record. */
function quoted(value: unknown): string {
  return ['string', 'number', 'boolean'].includes(typeof value) ? `, got ${JSON.stringify(value)}` : '';
}

/** A schema's problem as the operator reads it: "price must be a positive number of US dollars, got -5". */
function issueOf(issue: z.core.$ZodIssue, prefix: Path, recordId: string | undefined): CatalogueIssue {
  const path = [...prefix, ...issue.path];
  const field = fieldText(path);
  // A discriminated union reports its whole record: the field is the kind of record it names.
  const input = issue.code === 'invalid_union' ? (issue.input as Record<PropertyKey, unknown>)[path.at(-1)!] : issue.input;
  const message =
    issue.code === 'unrecognized_keys'
      ? `${field} has ${issue.keys.length === 1 ? 'an unknown field' : 'unknown fields'} ${issue.keys.map((key) => `"${key}"`).join(', ')}`
      : input === undefined
        ? `${field} is missing`
        : `${field} ${issue.message}${quoted(input)}`;
  return { path: pathText(path), message, ...(recordId === undefined ? {} : { recordId }) };
}

/** What a raw record's field claims (its id, its kind), when the record is an object and the field text. */
function rawTextOf(record: unknown, field: string): string | undefined {
  const value = (record as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
}

const rawIdOf = (record: unknown) => rawTextOf(record, 'id');

/** Each list collection's record schema (the admin page's forms use them too, record-form.ts). */
export const COLLECTION_SCHEMAS = {
  tours: tourSchema,
  destinations: destinationSchema,
  pages: pageSchema,
  hotels: hotelSchema,
  products: productSchema,
  shops: shopSchema,
  developments: developmentSchema,
} as const;

type ListCollection = keyof typeof COLLECTION_SCHEMAS;

const LIST_COLLECTIONS = Object.keys(COLLECTION_SCHEMAS) as ListCollection[];

const documentShape = () =>
  fields({
    ...(Object.fromEntries(LIST_COLLECTIONS.map((collection) => [collection, z.array(z.unknown(), { error: 'must be a list of records' })])) as Record<ListCollection, z.ZodArray<z.ZodUnknown>>),
    settings: z.looseObject({}, { error: 'must be a group of fields, such as { "siteName": … }' }),
  });

type RecordParse = ReturnType<ReturnType<(typeof COLLECTION_SCHEMAS)[ListCollection]>['safeParse']>;

/** Checks one document, whole: every record against its schema, ids, then every reference between records. */
class DocumentCheck {
  readonly issues: CatalogueIssue[] = [];
  /** The ids each collection's records claim, valid or not, so one broken record does not make its references fail too. */
  private readonly ids: Record<ListCollection, (string | undefined)[]>;
  private readonly valid: { [C in ListCollection]: { record: CatalogueDocument[C][number]; index: number }[] };

  constructor(
    private readonly raw: Record<ListCollection, unknown[]>,
    private readonly parseRecord: (collection: ListCollection, raw: unknown) => RecordParse,
  ) {
    this.ids = Object.fromEntries(LIST_COLLECTIONS.map((collection) => [collection, raw[collection].map(rawIdOf)])) as typeof this.ids;
    this.valid = Object.fromEntries(LIST_COLLECTIONS.map((collection) => [collection, this.parse(collection)])) as typeof this.valid;
  }

  private parse<C extends ListCollection>(collection: C): { record: CatalogueDocument[C][number]; index: number }[] {
    return this.raw[collection].flatMap((raw, index) => {
      const parsed = this.parseRecord(collection, raw);
      if (parsed.success) return [{ record: parsed.data as CatalogueDocument[C][number], index }];
      for (const issue of parsed.error.issues) this.issues.push(issueOf(issue, [collection, index], this.ids[collection][index]));
      return [];
    });
  }

  /** A problem between records: each is a sound record, so it has its id. */
  private add(path: Path, message: string): void {
    const [collection, index] = path as [ListCollection, number];
    this.issues.push({ path: pathText(path), message, recordId: this.ids[collection][index]! });
  }

  private has(collection: ListCollection, id: string): boolean {
    return this.ids[collection].includes(id);
  }

  /**
   * Reports a value that must be one record's only, at each later record that has it: `keyOf` gives the value, the
   * field it is in and how the message names them ('rank 1'), `saying` the rest of the message.
   */
  private unique<C extends ListCollection>(
    collection: C,
    keyOf: (record: CatalogueDocument[C][number]) => readonly [value: string, field: Path, named: string] | undefined,
    saying: (first: number) => string,
  ): void {
    const first = new Map<string, number>();
    for (const { record, index } of this.valid[collection]) {
      const key = keyOf(record);
      if (key === undefined) continue;
      const [value, field, named] = key;
      const earlier = first.get(value);
      if (earlier === undefined) first.set(value, index);
      else this.add([collection, index, ...field], `${named} ${saying(earlier)}`);
    }
  }

  checkIds(): void {
    for (const collection of LIST_COLLECTIONS) {
      const first = new Map<string, number>();
      this.ids[collection].forEach((id, index) => {
        if (id === undefined) return;
        const earlier = first.get(id);
        if (earlier === undefined) first.set(id, index);
        else this.add([collection, index, 'id'], `id "${id}" is already the id of ${collection}[${earlier}]: each record needs its own`);
      });
    }
  }

  checkTours(): void {
    for (const { record: tour, index } of this.valid.tours) {
      if (!this.has('destinations', tour.destination)) this.add(['tours', index, 'destination'], `destination "${tour.destination}" is not the id of any destination`);
    }
    this.unique(
      'tours',
      (tour) => {
        if (tour.visibility === 'admin-only') return undefined;
        const field = tour.legacyId === undefined ? 'id' : 'legacyId';
        return [tourLinkIdOf(tour), [field], `${field} "${tourLinkIdOf(tour)}" makes the click-count link "tour:${tourLinkIdOf(tour)}",`];
      },
      (first) => `already the link of tours[${first}]: each tour's clicks are counted apart`,
    );
    this.unique(
      'tours',
      (tour) => (tour.adminTour === undefined ? undefined : [String(tour.adminTour.number), ['adminTour', 'number'], `adminTour.number ${tour.adminTour.number}`]),
      (first) => `is already the admin tour number of tours[${first}]: each admin tour belongs to one tour`,
    );
  }

  private checkListing(at: Path, listing: Pick<CatalogueTourListing, 'tourIds'>): void {
    const tours = this.valid.tours.map(({ record }) => record);
    const publicIds = new Set(tours.filter((tour) => tour.visibility === 'public').map((tour) => tour.id));
    // An id given to a public tour too is reported as a repeated id, not here.
    const adminOnly = new Set(tours.map((tour) => tour.id).filter((id) => !publicIds.has(id)));
    listing.tourIds.forEach((id, position) => {
      const field = `${pathText([...at.slice(2), 'tourIds', position])}`;
      if (!this.has('tours', id)) this.add([...at, 'tourIds', position], `${field} "${id}" is not the id of any tour`);
      else if (adminOnly.has(id)) this.add([...at, 'tourIds', position], `${field} "${id}" is an admin-only tour, which no page may list`);
    });
  }

  checkPages(): void {
    this.unique('pages', (page) => [page.path, ['path'], `path "${page.path}"`], (first) => `is already the path of pages[${first}]`);
    const toursSections = new Set(
      this.valid.pages
        .map(({ record }) => record)
        .filter((page): page is CatalogueToursPage => page.kind === 'tours')
        .flatMap((page) => page.sections.map((section) => section.destination)),
    );
    // A /tours page with problems of its own is reported as such: the pages that fall back on its sections are not checked against it.
    const toursPageBroken = this.raw.pages.some((raw, index) => rawTextOf(raw, 'kind') === 'tours' && !this.valid.pages.some((page) => page.index === index));
    // Claimed by the hotels as written, so a hotel with problems of its own does not make its destination page fail too.
    const hotelDestinations = new Set(this.raw.hotels.map((raw) => rawTextOf(raw, 'destination')));
    for (const { record: page, index } of this.valid.pages) {
      switch (page.kind) {
        case 'tours':
          page.sections.forEach((section, position) => {
            if (!this.has('destinations', section.destination)) {
              this.add(['pages', index, 'sections', position, 'destination'], `sections[${position}].destination "${section.destination}" is not the id of any destination`);
            }
            this.checkListing(['pages', index, 'sections', position], section);
          });
          break;
        case 'destination':
          if (!this.has('destinations', page.destination)) this.add(['pages', index, 'destination'], `destination "${page.destination}" is not the id of any destination`);
          if (page.showsHotels && !hotelDestinations.has(page.destination)) this.add(['pages', index, 'showsHotels'], `showsHotels is true, but no hotel has the destination "${page.destination}"`);
          if (page.partnerWidget?.fallback === 'tours-section' && !toursSections.has(page.destination) && !toursPageBroken) {
            this.add(['pages', index, 'partnerWidget', 'fallback'], `partnerWidget.fallback is "tours-section", but /tours has no section for "${page.destination}"`);
          }
          this.checkListing(['pages', index, 'listing'], page.listing);
          break;
        case 'home':
        case 'activity':
          this.checkListing(['pages', index, 'listing'], page.listing);
          break;
      }
    }
  }

  checkHotels(): void {
    for (const { record: hotel, index } of this.valid.hotels) {
      if (!this.has('destinations', hotel.destination)) this.add(['hotels', index, 'destination'], `destination "${hotel.destination}" is not the id of any destination`);
    }
    this.unique(
      'hotels',
      (hotel) => [`${hotel.destination} ${hotel.rank}`, ['rank'], `rank ${hotel.rank}`],
      (first) => `is already the rank of hotels[${first}], a hotel of the same destination: each rank is one hotel's`,
    );
  }

  /**
   * Each shop lists products that are, and whose card it can draw: a product of its kind, or in the gift store a coffee
   * with a gift card (docs/decisions/144). A product is one record whichever shops list it.
   */
  checkShops(): void {
    // A repeated id is reported as such: a shop names the first record of it.
    const products = new Map(this.valid.products.toReversed().map(({ record }) => [record.id, record]));
    for (const { record: shop, index } of this.valid.shops) {
      shop.productIds.forEach((id, position) => {
        const field = `productIds[${position}]`;
        const product = products.get(id);
        if (!this.has('products', id)) this.add(['shops', index, 'productIds', position], `${field} "${id}" is not the id of any product`);
        else if (product === undefined || product.kind === shop.id) return;
        else if (shop.id === 'gifts' && product.kind === 'coffee') {
          if (product.giftCard === undefined) this.add(['shops', index, 'productIds', position], `${field} "${id}" is a coffee without a giftCard, whose card ${SHOP_PAGES.gifts} cannot draw: give the product a giftCard first`);
        } else this.add(['shops', index, 'productIds', position], `${field} "${id}" is a product of the kind "${product.kind}", whose card ${SHOP_PAGES[shop.id]} cannot draw`);
      });
    }
  }

  checkPositions(): void {
    this.unique(
      'pages',
      (page) => (page.kind === 'destination' || page.kind === 'activity' ? [`${page.kind} ${page.position}`, ['position'], `position ${page.position}`] : undefined),
      (first) => `is already the position of pages[${first}], a page of the same kind`,
    );
    this.unique('developments', (development) => [String(development.position), ['position'], `position ${development.position}`], (first) => `is already the position of developments[${first}]`);
  }

  document(settings: CatalogueSettings): CatalogueDocument {
    const records = <C extends ListCollection>(collection: C) => this.valid[collection].map(({ record }) => record);
    return {
      tours: records('tours'),
      destinations: records('destinations'),
      pages: records('pages'),
      hotels: records('hotels'),
      products: records('products'),
      shops: records('shops'),
      developments: records('developments'),
      settings,
    };
  }
}

const recordSchema = () =>
  fields({
    collection: oneOf(CATALOGUE_COLLECTIONS),
    id: slug(),
    data: z.record(z.string(), z.unknown(), { error: 'must be the record\'s fields, such as { "name": … }' }),
  });

/** The document a store's rows make, each collection in row order; a row that is not a record is reported before any content is checked. */
function documentFromRecords(records: unknown[], rowSchema: ReturnType<typeof recordSchema>): Record<string, unknown> {
  const issues: CatalogueIssue[] = [];
  const document: Record<string, unknown> = Object.fromEntries(LIST_COLLECTIONS.map((collection) => [collection, []]));
  let settingsAt: number | undefined;
  // The parser's one row schema: building it again for each of a catalogue's 187 rows cost a publish 120 ms (docs/decisions/105).
  records.forEach((raw, index) => {
    const parsed = rowSchema.safeParse(raw, { reportInput: true });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) issues.push(issueOf(issue, ['records', index], rawIdOf(raw)));
      return;
    }
    const { collection, id, data } = parsed.data;
    const at = (field: string, message: string) => issues.push({ path: `records[${index}].${field}`, message, recordId: id });
    if ('id' in data) at('data.id', 'data.id must not be there: a record\'s id is the id of its row');
    else if (collection !== 'settings') (document[collection] as unknown[]).push({ id, ...data });
    else if (settingsAt !== undefined) at('collection', `collection "settings" is already the collection of records[${settingsAt}]: the catalogue has one settings record`);
    else if (id !== SETTINGS_RECORD_ID) at('id', `id must be "${SETTINGS_RECORD_ID}" for the settings record, got "${id}"`);
    else {
      settingsAt = index;
      document.settings = data;
    }
  });
  if (issues.length > 0) throw new CatalogueValidationError(issues);
  return document;
}

/** Past this many remembered records a parser forgets them all: a catalogue has a few hundred, an edit adds one. */
const REMEMBERED_RECORDS = 5000;

/**
 * Checks catalogues whole (parseCatalogueDocument's rules), remembering each record's schema check by its content: a
 * publish or an edit checks the catalogue as it is and as it would be, where all but a record or two are unchanged,
 * and zod builds and compiles a schema at its first use (docs/decisions/108). One parser per use case (the editor, the
 * publishers), never shared between modules: what it remembers is its own.
 */
export class CatalogueParser {
  private schemas: { readonly row: ReturnType<typeof recordSchema>; readonly document: ReturnType<typeof documentShape>; readonly settings: ReturnType<typeof settingsSchema> } | undefined;
  private readonly collectionSchemas = new Map<ListCollection, ReturnType<(typeof COLLECTION_SCHEMAS)[ListCollection]>>();
  private readonly remembered = new Map<string, RecordParse>();
  private readonly remembers: number;

  constructor(options: { readonly remembers?: number } = {}) {
    this.remembers = options.remembers ?? REMEMBERED_RECORDS;
  }

  /** How many records' checks it remembers now. */
  get rememberedRecords(): number {
    return this.remembered.size;
  }

  /**
   * A catalogue checked whole, from its document (`{ tours: […], destinations: […], …, settings: {…} }`) or from the
   * store's rows (`[{ collection, id, data }]`): every record against its collection's schema, ids unique in their
   * collection, references resolved (a tour's destination, a listing's tours, a hotel's destination, a page's
   * destination, a shop's products), a click-count link and an admin tour number each on one tour only, one hotel per rank in a destination and one destination or activity page per position among its kind. Throws one CatalogueValidationError carrying every problem.
   */
  parse(input: unknown): CatalogueDocument {
    this.schemas ??= { row: recordSchema(), document: documentShape(), settings: settingsSchema() };
    const document = Array.isArray(input) ? documentFromRecords(input, this.schemas.row) : input;
    const shape = this.schemas.document.safeParse(document, { reportInput: true });
    if (!shape.success) throw new CatalogueValidationError(shape.error.issues.map((issue) => issueOf(issue, [], undefined)));
    const check = new DocumentCheck(shape.data, (collection, raw) => this.parseRecord(collection, raw));
    const settings = this.schemas.settings.safeParse(shape.data.settings, { reportInput: true });
    if (!settings.success) check.issues.push(...settings.error.issues.map((issue) => issueOf(issue, ['settings'], undefined)));
    check.checkIds();
    check.checkTours();
    check.checkPages();
    check.checkHotels();
    check.checkShops();
    check.checkPositions();
    if (!settings.success || check.issues.length > 0) throw new CatalogueValidationError(check.issues);
    return check.document(settings.data);
  }

  /** One record's schema check, made once per content: the same record parsed again gives the same (unchanged) result. */
  private parseRecord(collection: ListCollection, raw: unknown): RecordParse {
    const key = `${collection}\n${JSON.stringify(raw)}`;
    const known = this.remembered.get(key);
    if (known !== undefined) return known;
    let schema = this.collectionSchemas.get(collection);
    if (schema === undefined) this.collectionSchemas.set(collection, (schema = COLLECTION_SCHEMAS[collection]()));
    const parsed = schema.safeParse(raw, { reportInput: true });
    if (this.remembered.size >= this.remembers) this.remembered.clear();
    this.remembered.set(key, parsed);
    return parsed;
  }
}

/** A catalogue checked whole by a parser of its own (CatalogueParser.parse tells what is checked). */
export function parseCatalogueDocument(input: unknown): CatalogueDocument {
  return new CatalogueParser().parse(input);
}

/** The store's rows of a checked catalogue, by collection (in CATALOGUE_COLLECTIONS order) and then by id. */
export function catalogueRecordsOf(document: CatalogueDocument): CatalogueRecord[] {
  const rows = LIST_COLLECTIONS.flatMap((collection) => {
    const byId = new Map<string, Record<string, unknown>>(document[collection].map(({ id, ...data }) => [id, data]));
    return [...byId.keys()].sort().map((id): CatalogueRecord => ({ collection, id, data: byId.get(id)! }));
  });
  return [...rows, { collection: 'settings', id: SETTINGS_RECORD_ID, data: document.settings }];
}

/** The catalogue the store's rows make, checked as parseCatalogueDocument checks it (by `parser`, when given). */
export function catalogueDocumentOf(records: readonly CatalogueRecord[], parser = new CatalogueParser()): CatalogueDocument {
  return parser.parse([...records]);
}

/** A value with every object's keys in order, so its JSON is the same for the same content. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!(value instanceof Object)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/** The rows of a catalogue as JSON, records and keys in order (the build's dist/client/catalogue-seed.json). */
export function catalogueRecordsJson(document: CatalogueDocument): string {
  return `${JSON.stringify(sortedKeys(catalogueRecordsOf(document)), null, 2)}\n`;
}
