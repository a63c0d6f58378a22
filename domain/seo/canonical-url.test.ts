import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './seo-block.js';

describe('canonical address trailing slashes (docs/product.md §9)', () => {
  it('drops every trailing slash of a path but keeps the root', () => {
    expect(canonicalUrl('costaricagateway.com', '/tours//')).toBe('https://costaricagateway.com/tours');
    expect(canonicalUrl('costaricagateway.com', '/')).toBe('https://costaricagateway.com/');
  });
});
