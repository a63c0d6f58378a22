import { describe, expect, it } from 'vitest';
import { UTM_FIELDS, utmFrom } from './utm.js';

describe('UTM fields (docs/product.md §7)', () => {
  it('are the five campaign fields', () => {
    expect(UTM_FIELDS).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term']);
  });

  it('are read from a full address', () => {
    expect(
      utmFrom('https://costaricagateway.com/tours?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=zipline+arenal#top'),
    ).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', utm_content: 'hero', utm_term: 'zipline arenal' });
  });

  it('are read from a query string with or without its question mark', () => {
    expect(utmFrom('?utm_source=fb')).toEqual({ utm_source: 'fb' });
    expect(utmFrom('utm_source=fb&x=1')).toEqual({ utm_source: 'fb' });
  });

  it('leave out missing, blank and unrelated fields', () => {
    expect(utmFrom('https://costaricagateway.com/?utm_source=&utm_medium=%20&ref=abc&UTM_SOURCE=x')).toEqual({});
    expect(utmFrom('https://costaricagateway.com/')).toEqual({});
    expect(utmFrom('')).toEqual({});
  });

  it('do not read the fragment as a field', () => {
    expect(utmFrom('/?utm_source=a#utm_medium=b')).toEqual({ utm_source: 'a' });
  });

  it('read only the real query, never a question mark inside the fragment', () => {
    expect(utmFrom('https://costaricagateway.com/#relocation?utm_source=newsletter')).toEqual({});
    expect(utmFrom('https://costaricagateway.com/tours?utm_medium=email#top?utm_source=newsletter')).toEqual({ utm_medium: 'email' });
    expect(utmFrom('#top?utm_source=newsletter')).toEqual({});
  });
});
