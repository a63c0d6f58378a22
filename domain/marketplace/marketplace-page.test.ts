import { describe, expect, it } from 'vitest';
import { marketplacePageUrl, ogImageOf } from './marketplace-page.js';

describe('marketplacePageUrl (the only host the server may contact)', () => {
  it.each([
    ['https://www.getyourguide.com/arenal-l1234/?partner_id=X', 'https://www.getyourguide.com/arenal-l1234/'],
    ['https://getyourguide.com/s/?q=arenal', 'https://www.getyourguide.com/s/'],
  ])('rebuilds %s on the marketplace host', (bookingUrl, page) => {
    expect(marketplacePageUrl(bookingUrl)).toBe(page);
  });

  it.each([
    'http://127.0.0.1:8080/tour',
    'https://www.getyourguide.com.evil.example/x',
    'https://evil.example/?u=https://www.getyourguide.com/',
    'http://www.getyourguide.com/x',
    'https://www.getyourguide.com:8443/x',
    'https://user:pw@www.getyourguide.com/x',
    'file:///etc/passwd',
    'not a url',
  ])('never gives a page for %s', (bookingUrl) => {
    expect(marketplacePageUrl(bookingUrl)).toBeUndefined();
  });
});

describe('ogImageOf', () => {
  it('reads the https og:image of a page', () => {
    const html = '<head><meta name="x" content="y"><meta content="https://cdn.getyourguide.com/a.jpg?w=1&amp;h=2" property="og:image"></head>';
    expect(ogImageOf(html)).toBe('https://cdn.getyourguide.com/a.jpg?w=1&h=2');
  });

  it('ignores pages without one, or with a non-https one', () => {
    expect(ogImageOf('<meta property="og:image" content="javascript:alert(1)">')).toBeUndefined();
    expect(ogImageOf('<meta property="og:image">')).toBeUndefined();
    expect(ogImageOf('<p>no meta</p>')).toBeUndefined();
  });
});

describe('marketplace page guard and og:image, edge cases (mutation-tested)', () => {
  it('refuses a booking URL that smuggles credentials to the marketplace host', () => {
    expect(marketplacePageUrl('https://user@www.getyourguide.com/arenal-l123/')).toBeUndefined();
    expect(marketplacePageUrl('https://:secret@www.getyourguide.com/arenal-l123/')).toBeUndefined();
  });

  it('skips meta tags that are not og:image, even when their content is an https URL', () => {
    const html = '<meta property="og:url" content="https://www.getyourguide.com/x"><meta property="og:image" content="https://cdn.getyourguide.com/a.jpg">';
    expect(ogImageOf(html)).toBe('https://cdn.getyourguide.com/a.jpg');
  });

  it('reads attributes written with spaces around the equals sign', () => {
    expect(ogImageOf('<meta property = "og:image" content = "https://cdn.getyourguide.com/b.jpg">')).toBe('https://cdn.getyourguide.com/b.jpg');
  });

  it('finds nothing in a page without meta tags', () => {
    expect(ogImageOf('<html><body>Stryker was here https://cdn.getyourguide.com/c.jpg</body></html>')).toBeUndefined();
  });
});
