import type { Clock } from '../kernel/clock.js';
import { recordKeyOf } from './catalogue-changes.js';
import { problemsOfRecordChange } from './catalogue-consistency.js';
import { checkedKey } from './catalogue-editor.js';
import { CatalogueItemNotFoundError, keyText, recordNotFound, type FieldProblem } from './catalogue-editing-errors.js';
import { StaleRecordError, type CatalogueRecord, type CatalogueRecordKey, type CatalogueStore, type ExpectedPut } from './catalogue-store.js';
import type { ChangeSet, ChangeSetContent, ChangeSetStore, PriceChange } from './change-set-store.js';

/*
 * Bulk price changes (issue 38 point 8, docs/decisions/117): several tours or products priced up or down by an amount
 * or a percentage at once, written in one transaction as drafts and kept as one change set, which one restore undoes.
 */

/** The collections whose records carry a `price` in US dollars (docs/decisions/100). */
export const PRICED_COLLECTIONS = ['tours', 'products'] as const;

export const PRICE_CHANGES_BY = ['amount', 'percent'] as const;

export type PriceChangeBy = (typeof PRICE_CHANGES_BY)[number];

/** A price moved by `value` dollars or percent, rounded to cents. */
export function changedPrice(price: number, by: PriceChangeBy, value: number): number {
  const exact = by === 'amount' ? price + value : price * (1 + value / 100);
  // Rounded from the price in cents, so 173.25 stays 173.25 though 165 × 1.05 is 173.25000000000003.
  return Math.round(Number((exact * 100).toPrecision(12))) / 100;
}

/** A bulk price change refused, by field ('value', 'records[1]'): nothing was changed (400). */
export class InvalidPriceChangeError extends Error {
  constructor(readonly problems: readonly FieldProblem[]) {
    super(`No price was changed: ${problems.map((problem) => `${problem.field}: ${problem.message}`).join('; ')}`);
    this.name = 'InvalidPriceChangeError';
  }
}

/** A record as the operator read it before a bulk change: its key and the version read. */
export interface ReadRecord extends CatalogueRecordKey {
  readonly version: number;
}

export interface PriceChangeRequest {
  readonly records: readonly ReadRecord[];
  readonly by: PriceChangeBy;
  readonly value: number;
}

/** The record's price: stored records are sound (docs/decisions/103), so a number, or none (an admin-only tour). */
const priceOf = (record: CatalogueRecord): number | undefined => (record.data as { price?: number }).price;

export class CataloguePriceChanges {
  constructor(
    private readonly store: CatalogueStore,
    private readonly changeSets: ChangeSetStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Moves the price of each record, read at its version, as drafts written together and kept as one change set. 400
   * naming each record or field when a value is not a number, a record has no price, or a price would not be valid
   * (below zero, not above the struck-through price); 409 with the record as it is when one was changed since it was
   * read; nothing is changed then.
   */
  async change(request: PriceChangeRequest): Promise<ChangeSet> {
    const problems: FieldProblem[] = [];
    if (!Number.isFinite(request.value)) problems.push({ field: 'value', message: `value must be a number of ${request.by === 'amount' ? 'US dollars' : 'percent'}, got ${String(request.value)}` });
    if (request.records.length === 0) problems.push({ field: 'records', message: 'records must name at least one tour or product' });
    const keys = new Set<string>();
    request.records.forEach((record, index) => {
      if (!(PRICED_COLLECTIONS as readonly string[]).includes(record.collection)) problems.push({ field: `records[${index}].collection`, message: `${keyText(record)}: only tours and products have prices` });
      else if (keys.has(recordKeyOf(record))) problems.push({ field: `records[${index}]`, message: `${keyText(record)} is named twice` });
      keys.add(recordKeyOf(record));
    });
    if (problems.length > 0) throw new InvalidPriceChangeError(problems);

    const current = await this.current(request.records);
    for (const [index, record] of current.entries()) if (record.version !== request.records[index]!.version) throw new StaleRecordError(record, request.records[index]!.version, record);
    return this.write(
      current.map((record) => ({ record, price: changedPrice(priceOf(record) ?? Number.NaN, request.by, request.value) })),
      { by: request.by, value: request.value },
    );
  }

  /** Every change set, the newest first: any of them can be restored, however long ago it was made. */
  async all(): Promise<ChangeSet[]> {
    return this.changeSets.list();
  }

  /** A change set as it was kept: 404 when there is none of that number. */
  async changeSet(changeSet: number): Promise<ChangeSet> {
    const found = await this.changeSets.get(changeSet);
    if (found === undefined) throw new CatalogueItemNotFoundError(`There is no change set ${changeSet}.`);
    return found;
  }

  /**
   * Undoes a change set: each of its records gets the price it had before, as a new draft from its current version (its
   * other fields as they are now), all together and kept as a change set of its own; nothing is published.
   */
  async restore(changeSet: number): Promise<ChangeSet> {
    const restored = await this.changeSet(changeSet);
    const current = await this.current(restored.records);
    return this.write(
      current.map((record, index) => ({ record, price: restored.records[index]!.before })),
      { by: 'restore', value: 0, restores: changeSet },
    );
  }

  /** The live records of `keys`, in their order: 404 for one the catalogue does not hold live. */
  private async current(keys: readonly CatalogueRecordKey[]): Promise<CatalogueRecord[]> {
    return Promise.all(
      keys.map(async (key) => {
        const record = await this.store.get(key.collection, checkedKey(key.collection, key.id).id);
        if (record === undefined) throw recordNotFound(key);
        return record;
      }),
    );
  }

  /** Writes each record at its new price, from the version read, checked as an edit is, and keeps the change set. */
  private async write(prices: readonly { record: CatalogueRecord; price: number }[], how: Omit<ChangeSetContent, 'at' | 'records'>): Promise<ChangeSet> {
    const live = await this.store.list();
    const problems = prices.flatMap(({ record, price }, index): FieldProblem[] => {
      const at = `records[${index}]`;
      if (priceOf(record) === undefined) return [{ field: at, message: `${keyText(record)} has no price to change` }];
      if (price < 0) return [{ field: at, message: `${keyText(record)}: the price would be ${price.toFixed(2)}, below zero` }];
      return problemsOfRecordChange(live, { ...record, data: { ...(record.data as object), price } }).map((problem) => ({ field: `${at}.${problem.field}`, message: `${keyText(record)}: ${problem.message}` }));
    });
    if (problems.length > 0) throw new InvalidPriceChangeError(problems);
    const puts: ExpectedPut[] = prices.map(({ record, price }) => ({ entry: { collection: record.collection, id: record.id, data: { ...(record.data as object), price } }, expected: record.version }));
    const written = await this.store.putAll(puts);
    const records: PriceChange[] = written.map((record, index) => ({ collection: record.collection, id: record.id, version: record.version, before: priceOf(prices[index]!.record)!, after: prices[index]!.price }));
    return this.changeSets.add({ ...how, at: this.clock.now().toISOString(), records });
  }
}
