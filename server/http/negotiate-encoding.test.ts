import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './negotiate-encoding.js';

const both = { br: true, gzip: true };

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.1, gzip;q=1', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['*;q=0', 'identity'],
    ['gzip;q=0, br;q=0.0', 'identity'],
    ['', 'identity'],
  ])('Accept-Encoding "%s" gets %s', (header, coding) => {
    expect(negotiateEncoding(header, both)).toBe(coding);
  });

  it('sends the body as it is without an Accept-Encoding header', () => {
    expect(negotiateEncoding(undefined, both)).toBe('identity');
  });

  it('falls back to the copies that exist', () => {
    expect(negotiateEncoding('br, gzip', { br: false, gzip: true })).toBe('gzip');
    expect(negotiateEncoding('br', { br: false, gzip: true })).toBe('identity');
    expect(negotiateEncoding('gzip, br', { br: false, gzip: false })).toBe('identity');
  });

  it('answers the same for a header it has already read', () => {
    expect(negotiateEncoding('gzip, br', both)).toBe('br');
    expect(negotiateEncoding('gzip, br', { br: false, gzip: true })).toBe('gzip');
  });
});
