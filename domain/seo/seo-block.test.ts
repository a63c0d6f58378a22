import { describe, expect, it } from 'vitest';
import { canonicalUrl, robotsFor, twitterCardFor } from './seo-block.js';

describe('search metadata (docs/product.md §9, docs/architecture.md §4)', () => {
  it('builds the canonical address from the main domain and the path', () => {
    expect(canonicalUrl('costaricagateway.com', '/tours')).toBe('https://costaricagateway.com/tours');
    expect(canonicalUrl('costaricagateway.com', '/')).toBe('https://costaricagateway.com/');
  });

  it('drops a trailing slash so one page has one canonical address', () => {
    expect(canonicalUrl('costaricagateway.com', '/tours/')).toBe('https://costaricagateway.com/tours');
  });

  it('says index, follow unless the page is noindex', () => {
    expect(robotsFor({})).toBe('index, follow');
    expect(robotsFor({ noindex: false })).toBe('index, follow');
    expect(robotsFor({ noindex: true })).toBe('noindex, nofollow');
  });

  it('asks for the large picture card when the page has a social image', () => {
    expect(twitterCardFor({ ogImage: '/og/tours.png' })).toBe('summary_large_image');
    expect(twitterCardFor({})).toBe('summary');
  });
});
