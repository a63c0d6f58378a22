import { describe, expect, it } from 'vitest';
import { PARTNER_CONTENT_WAIT_MS, partnerWidgetFallback, toursNotShown } from './partner-widget-fallback.js';

const tour = (id: string, rating: number, reviewCount: number, bestSellerRank?: number) => ({
  id,
  rating,
  reviewCount,
  ...(bestSellerRank === undefined ? {} : { bestSellerRank }),
});

describe('what stands in for the partner widget when it has not loaded (issue 18.6)', () => {
  it('lists the best seller first, then the best rated, then the most reviewed, as many as the widget shows', () => {
    const tours = [tour('a', 4.6, 900), tour('b', 4.9, 120), tour('c', 4.7, 2000, 1), tour('d', 4.9, 800), tour('e', 4.2, 5000)];
    expect(partnerWidgetFallback(tours)).toEqual({ kind: 'tours', tours: [tours[2], tours[3], tours[1]] });
  });

  it('ranks a lower best-seller rank first among marked tours', () => {
    const tours = [tour('x', 5, 10, 2), tour('y', 4, 10, 1)];
    expect(partnerWidgetFallback(tours, 2)).toEqual({ kind: 'tours', tours: [tours[1], tours[0]] });
  });

  it('puts the better rated first of two tours that share a best-seller rank', () => {
    const tours = [tour('x', 4.5, 10, 1), tour('y', 4.8, 10, 1)];
    expect(partnerWidgetFallback(tours, 2)).toEqual({ kind: 'tours', tours: [tours[1], tours[0]] });
  });

  it('keeps every tour of a page that has fewer than the widget shows, and leaves the input untouched', () => {
    const tours = [tour('a', 4.5, 10), tour('b', 4.8, 10)];
    expect(partnerWidgetFallback(tours)).toEqual({ kind: 'tours', tours: [tours[1], tours[0]] });
    expect(tours.map((each) => each.id)).toEqual(['a', 'b']);
  });

  it('offers the marketplace search for the place where the catalogue has no tours for it', () => {
    expect(partnerWidgetFallback([])).toEqual({ kind: 'search' });
  });

  it('waits a few seconds, long enough for a slow phone connection, before standing in', () => {
    expect(PARTNER_CONTENT_WAIT_MS).toBe(4000);
  });
});

describe('the fallback never repeats the cards next to it (issue 37 point 5)', () => {
  it('leaves out the tours the page already shows, keeping the others in their order', () => {
    const candidates = [tour('a', 4.5, 10), tour('b', 4.8, 10), tour('c', 4.9, 10)];
    expect(toursNotShown(candidates, [{ id: 'b' }])).toEqual([candidates[0], candidates[2]]);
  });

  it('keeps every candidate on a page without its own cards, and none when the page shows them all', () => {
    const candidates = [tour('a', 4.5, 10), tour('b', 4.8, 10)];
    expect(toursNotShown(candidates, [])).toEqual(candidates);
    expect(toursNotShown(candidates, candidates)).toEqual([]);
  });
});
