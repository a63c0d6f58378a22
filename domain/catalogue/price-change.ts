import { changedPrice, type PriceChangeBy } from './catalogue-price-changes.js';

/*
 * Bulk prices (issue 38 point 8): the operator changes the prices of several tours or products at once, by an amount
 * of US dollars or by a percentage. The admin page previews each new price with these rules before it asks the server,
 * which makes the drafts as one change set (one Restore undoes it) with the same arithmetic, changedPrice
 * (catalogue-price-changes.ts, docs/decisions/117).
 */

/** A bulk change as the operator sets it: by US dollars added (or taken off), or by a percentage of each price. */
export interface PriceChange {
  readonly by: PriceChangeBy;
  readonly value: number;
}

/** One record's line of the preview: its price before and after, and why the new one cannot be saved, if it cannot. */
export interface PricePreviewLine {
  readonly id: string;
  readonly title: string;
  readonly before: number;
  readonly after: number;
  readonly problem?: string;
}

export interface PricedRecord {
  readonly id: string;
  readonly title: string;
  readonly price: number;
  /** The struck-through earlier price, which must stay above the price (the schemas' rule). */
  readonly originalPrice?: number;
}

/** The operator's value as typed: a finite number, or undefined ('', 'abc', '1e999'). */
export function priceChangeValueOf(typed: string): number | undefined {
  if (typed.trim() === '') return undefined;
  const value = Number(typed);
  return Number.isFinite(value) ? value : undefined;
}

/** Each record's new price, with the problem the schema would find: a price not above 0, or not below its struck-through price. */
export function pricePreview(records: readonly PricedRecord[], change: PriceChange): PricePreviewLine[] {
  return records.map((record) => {
    const after = changedPrice(record.price, change.by, change.value);
    const problem =
      after <= 0
        ? `would cost ${after.toFixed(2)} US dollars: a price must be above 0`
        : after >= (record.originalPrice ?? Number.POSITIVE_INFINITY)
          ? `would cost ${after.toFixed(2)}, not below its struck-through price ${record.originalPrice!.toFixed(2)}`
          : undefined;
    return { id: record.id, title: record.title, before: record.price, after, ...(problem === undefined ? {} : { problem }) };
  });
}

/** '+5 %', '−3.50 USD': the change as the preview's heading says it. */
export function priceChangeText(change: PriceChange): string {
  const sign = change.value < 0 ? '−' : '+';
  const size = Math.abs(change.value);
  return change.by === 'percent' ? `${sign}${size} %` : `${sign}${size.toFixed(2)} USD`;
}
