import { describe, expect, it } from 'vitest';
import { retailProductLink, retailSearchLink, buyButtonLabel } from './retail-link.js';

describe('retail links (docs/product.md §7)', () => {
  it('product form: the product page with the tag', () => {
    expect(retailProductLink('B07XJ8C8F5', 'crgateway-20')).toBe('https://www.amazon.com/dp/B07XJ8C8F5?tag=crgateway-20');
    expect(retailProductLink('a/b', 't&x')).toBe('https://www.amazon.com/dp/a%2Fb?tag=t%26x');
  });

  it('search form: the search for the term with the tag', () => {
    const url = new URL(retailSearchLink('Costa Rica coffee Tarrazú', 'crgateway-20'));
    expect(url.origin + url.pathname).toBe('https://www.amazon.com/s');
    expect(url.searchParams.get('k')).toBe('Costa Rica coffee Tarrazú');
    expect(url.searchParams.get('tag')).toBe('crgateway-20');
  });
});

describe('the shopping button (docs/product.md §2)', () => {
  it("reads 'Buy on' and the retailer's name", () => {
    expect(buyButtonLabel('Amazon')).toBe('Buy on Amazon');
  });
});
