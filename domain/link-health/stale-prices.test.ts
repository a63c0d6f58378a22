import { describe, expect, it } from 'vitest';
import type { CatalogueRecord } from '../catalogue/catalogue-store.js';
import { priceAsOfOf, stalePrices } from './stale-prices.js';

const record = (collection: string, id: string, data: unknown, updatedAt = '2026-01-01T10:00:00.000Z'): CatalogueRecord => ({ collection, id, data, version: 1, updatedAt });
const now = new Date('2026-04-11T12:00:00.000Z');

describe('priceAsOfOf', () => {
  it("is the record's priceAsOf day where it has one, else the day it was last saved", () => {
    expect(priceAsOfOf(record('products', 'a', { priceAsOf: '2026-03-01' }))).toBe('2026-03-01');
    expect(priceAsOfOf(record('products', 'a', { priceAsOf: 'March' }))).toBe('2026-01-01');
    expect(priceAsOfOf(record('products', 'a', { priceAsOf: '2026-03-01T00:00' }))).toBe('2026-01-01');
    expect(priceAsOfOf(record('products', 'a', { priceAsOf: 20260301 }))).toBe('2026-01-01');
    expect(priceAsOfOf(record('products', 'a', null))).toBe('2026-01-01');
    expect(priceAsOfOf(record('products', 'a', { priceAsOf: ['2026-03-01'] }))).toBe('2026-01-01');
    expect(priceAsOfOf(record('products', 'a', { priceAsOf: 'x2026-03-01' }))).toBe('2026-01-01');
  });
});

describe('stalePrices', () => {
  it('lists the tours and products priced longer ago than the limit, oldest first, by title', () => {
    const records = [
      record('tours', 'fresh', { title: { en: 'Fresh' }, price: 10 }, '2026-04-01T00:00:00.000Z'),
      record('tours', 'old', { title: { en: 'Old tour' }, price: 10 }),
      record('products', 'older', { title: { en: 'Older product' }, price: 5, priceAsOf: '2025-12-01' }),
      record('products', 'same', { title: { en: 'A same-day product' }, price: 5 }),
      record('hotels', 'h', { name: 'Hotel', price: 1 }),
      record('tours', 'admin-only', { title: { en: 'No price' } }),
      record('tours', 'untitled', { price: 3 }),
      record('tours', 'no-data', null),
    ];
    expect(stalePrices(records, now, 90)).toEqual([
      { record: { collection: 'products', id: 'older' }, label: 'Older product', asOf: '2025-12-01', ageDays: 131 },
      { record: { collection: 'products', id: 'same' }, label: 'A same-day product', asOf: '2026-01-01', ageDays: 100 },
      { record: { collection: 'tours', id: 'old' }, label: 'Old tour', asOf: '2026-01-01', ageDays: 100 },
      { record: { collection: 'tours', id: 'untitled' }, label: 'untitled', asOf: '2026-01-01', ageDays: 100 },
    ]);
  });

  it('keeps a price exactly the limit old, and lists it a day later', () => {
    const priced = [record('tours', 't', { title: { en: 'T' }, price: 1, priceAsOf: '2026-01-11' })];
    expect(stalePrices(priced, now, 90)).toEqual([]);
    expect(stalePrices(priced, new Date('2026-04-12T00:00:00.000Z'), 90)).toHaveLength(1);
  });
});
