import type { CatalogueRecord, CatalogueRecordKey } from '../catalogue/catalogue-store.js';

/** How old a price "as of" date may be before the Links view lists it, by default (issue 40 point 5). */
export const DEFAULT_PRICE_STALE_DAYS = 90;
const DAY_MS = 86_400_000;

/** A tour or product whose price was noted too long ago. */
export interface StalePrice {
  readonly record: CatalogueRecordKey;
  readonly label: string;
  /** The day the price was noted, YYYY-MM-DD. */
  readonly asOf: string;
  readonly ageDays: number;
}

/**
 * The day a record's price was noted (docs/decisions/129): its `priceAsOf` field (YYYY-MM-DD) where the record has
 * one, else the day the record was last saved, the last time anyone could have looked at its price.
 */
export function priceAsOfOf(record: CatalogueRecord): string {
  const field = (record.data as { readonly priceAsOf?: unknown } | null)?.priceAsOf;
  return typeof field === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(field) ? field : record.updatedAt.slice(0, 10);
}

/** The label a tour or product shows (its English title), or its id. */
function labelOf(record: CatalogueRecord): string {
  const title = (record.data as { readonly title?: { readonly en?: unknown } }).title?.en;
  return typeof title === 'string' ? title : record.id;
}

/** The tours and products whose price is older than `maxAgeDays` at `now`, oldest first. Other collections have no price. */
export function stalePrices(records: readonly CatalogueRecord[], now: Date, maxAgeDays: number): StalePrice[] {
  return records
    .filter((record) => record.collection === 'tours' || record.collection === 'products')
    .filter((record) => typeof (record.data as { readonly price?: unknown } | null)?.price === 'number')
    .map((record) => {
      const asOf = priceAsOfOf(record);
      return { record: { collection: record.collection, id: record.id }, label: labelOf(record), asOf, ageDays: Math.floor((now.getTime() - Date.parse(`${asOf}T00:00:00Z`)) / DAY_MS) };
    })
    .filter((price) => price.ageDays > maxAgeDays)
    .sort((a, b) => b.ageDays - a.ageDays || a.label.localeCompare(b.label));
}
