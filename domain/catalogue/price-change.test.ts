import { describe, expect, it } from 'vitest';
import { priceChangeText, priceChangeValueOf, pricePreview } from './price-change.js';

describe('a bulk price change', () => {
  it('previews the server\'s arithmetic: an amount added or taken off, a percentage to the cent', () => {
    const records = [{ id: 'a', title: 'A', price: 165 }, { id: 'b', title: 'B', price: 59 }];
    expect(pricePreview(records, { by: 'percent', value: 5 }).map((line) => line.after)).toEqual([173.25, 61.95]);
    expect(pricePreview(records, { by: 'amount', value: -9.5 }).map((line) => line.after)).toEqual([155.5, 49.5]);
  });

  it('reads the value typed as a finite number only', () => {
    expect(priceChangeValueOf(' 5 ')).toBe(5);
    expect(priceChangeValueOf('-2.5')).toBe(-2.5);
    expect(priceChangeValueOf('')).toBeUndefined();
    expect(priceChangeValueOf('   ')).toBeUndefined();
    expect(priceChangeValueOf('five')).toBeUndefined();
    expect(priceChangeValueOf('1e999')).toBeUndefined();
  });

  it('previews each price before and after, and names the ones the schema would refuse', () => {
    const records = [
      { id: 'arenal', title: 'Arenal', price: 165 },
      { id: 'cheap', title: 'Cheap', price: 4 },
      { id: 'sale', title: 'On sale', price: 90, originalPrice: 100 },
      { id: 'edge', title: 'Edge', price: 5 },
    ];
    expect(pricePreview(records, { by: 'amount', value: -5 })).toStrictEqual([
      { id: 'arenal', title: 'Arenal', before: 165, after: 160 },
      { id: 'cheap', title: 'Cheap', before: 4, after: -1, problem: 'would cost -1.00 US dollars: a price must be above 0' },
      { id: 'sale', title: 'On sale', before: 90, after: 85 },
      { id: 'edge', title: 'Edge', before: 5, after: 0, problem: 'would cost 0.00 US dollars: a price must be above 0' },
    ]);
    expect(pricePreview(records.slice(2, 3), { by: 'amount', value: 10 })).toEqual([
      { id: 'sale', title: 'On sale', before: 90, after: 100, problem: 'would cost 100.00, not below its struck-through price 100.00' },
    ]);
    expect(pricePreview(records.slice(2, 3), { by: 'amount', value: 9.99 })[0]!.problem).toBeUndefined();
  });

  it('says the change in words', () => {
    expect(priceChangeText({ by: 'percent', value: 5 })).toBe('+5 %');
    expect(priceChangeText({ by: 'percent', value: -2.5 })).toBe('−2.5 %');
    expect(priceChangeText({ by: 'amount', value: -3.5 })).toBe('−3.50 USD');
    expect(priceChangeText({ by: 'amount', value: 0 })).toBe('+0.00 USD');
  });
});
