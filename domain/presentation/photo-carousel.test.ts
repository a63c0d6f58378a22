import { describe, expect, it } from 'vitest';
import { creditLine, galleryNote, isSampleDrawing, keywordBadges, MAX_KEYWORD_BADGES, nextPhoto, originalLinkOf, photoCounter, photoIndexFrom, photoSearch, previousPhoto, publicationDate } from './photo-carousel.js';

describe('keyword badges (docs/product.md §2, §9)', () => {
  it('shows at most 8, in order', () => {
    const keywords = Array.from({ length: 10 }, (_, index) => `k${index + 1}`);
    expect(MAX_KEYWORD_BADGES).toBe(8);
    expect(keywordBadges(keywords)).toEqual(keywords.slice(0, 8));
    expect(keywordBadges(keywords.slice(0, 8))).toEqual(keywords.slice(0, 8));
    expect(keywordBadges(['quetzal'])).toEqual(['quetzal']);
  });
});

describe('carousel (docs/product.md §2, §4)', () => {
  it('moves by one and wraps at both ends', () => {
    expect(nextPhoto(0, 3)).toBe(1);
    expect(nextPhoto(2, 3)).toBe(0);
    expect(previousPhoto(2, 3)).toBe(1);
    expect(previousPhoto(0, 3)).toBe(2);
  });

  it('stays on the one photo there is', () => {
    expect(nextPhoto(0, 1)).toBe(0);
    expect(previousPhoto(0, 1)).toBe(0);
  });

  it('stays at 0 without photos', () => {
    expect(nextPhoto(0, 0)).toBe(0);
    expect(previousPhoto(0, 0)).toBe(0);
  });

  it("counts 'n of total' from 1", () => {
    expect(photoCounter(0, 12)).toBe('1 of 12');
    expect(photoCounter(11, 12)).toBe('12 of 12');
  });
});

describe('the photo an address names, so Previous and Next work without JavaScript', () => {
  it("reads '?photo=n' counted from 1", () => {
    expect(photoIndexFrom('1', 6)).toBe(0);
    expect(photoIndexFrom('4', 6)).toBe(3);
    expect(photoIndexFrom('6', 6)).toBe(5);
    expect(photoIndexFrom('12', 20)).toBe(11);
  });

  it('opens on the first photo when the address names none, or one the feed does not have', () => {
    for (const value of [null, undefined, '', '0', '7', '-1', '2.5', 'abc', '1e1', ' 3']) expect(photoIndexFrom(value, 6)).toBe(0);
    expect(photoIndexFrom('1', 0)).toBe(0);
  });

  it('writes the address of a photo, counted from 1', () => {
    expect(photoSearch(0)).toBe('?photo=1');
    expect(photoSearch(5)).toBe('?photo=6');
    expect(photoIndexFrom(new URLSearchParams(photoSearch(3)).get('photo'), 6)).toBe(3);
  });
});

describe('publication date (docs/product.md §2)', () => {
  it.each([
    ['Thu, 05 Mar 2026 08:00:00 GMT', 'March 5, 2026'],
    ['2026-12-31T23:30:00Z', 'December 31, 2026'],
    ['2026-01-01T00:30:00+01:00', 'December 31, 2025'],
  ])('%s → %s', (pubDate, shown) => {
    expect(publicationDate(pubDate)).toBe(shown);
  });

  it('shows an unreadable date as given', () => {
    expect(publicationDate('sometime in spring')).toBe('sometime in spring');
  });
});

describe('the sample feed says what it is, and "View Original" goes to the item\'s own address (issue 37 point 4)', () => {
  const sample = { imageUrl: '/sample-feed/arenal-volcano.jpg', photographer: 'Costa Rica Gateway sample', linkUrl: 'https://costaricagateway.com/destinations/arenal' };
  const agency = { imageUrl: 'https://cdn.agency.example/1.jpg', photographer: 'Diego Solano', linkUrl: 'https://agency.example/photos/1' };

  it('tells the sample\'s drawings from an agency\'s photos by where their pictures are served', () => {
    expect(isSampleDrawing(sample)).toBe(true);
    expect(isSampleDrawing(agency)).toBe(false);
    expect(isSampleDrawing({ imageUrl: 'https://cdn.agency.example/sample-feed/1.jpg' })).toBe(false);
  });

  it('says under the page\'s promise of daily photographs that the gallery shows sample drawings, while any of its pictures is one', () => {
    const note = "For now a sample of drawings, not photographs: the agency's photos, with their photographers' credits, show here once its feed is connected.";
    expect(galleryNote([sample, sample])).toBe(note);
    expect(galleryNote([agency, sample])).toBe(note);
    expect(galleryNote([sample, agency])).toBe(note);
    expect(galleryNote([agency, agency])).toBeUndefined();
    expect(galleryNote([])).toBeUndefined();
  });

  it('credits the photographer of a photo, says a sample drawing is one, and credits nobody when the feed names nobody', () => {
    expect(creditLine(agency)).toBe('Photo by Diego Solano');
    expect(creditLine(sample)).toBe("Sample drawing, not a photograph: the agency's photos show here once its feed is connected");
    expect(creditLine({ ...agency, photographer: '' })).toBeUndefined();
  });

  it('links to the agency\'s page, never to one of the site\'s own pages nor to an address that is not the web', () => {
    expect(originalLinkOf(agency, 'costaricagateway.com')).toBe('https://agency.example/photos/1');
    expect(originalLinkOf(sample, 'costaricagateway.com')).toBeUndefined();
    expect(originalLinkOf({ linkUrl: 'https://www.costaricagateway.com/x' }, 'costaricagateway.com')).toBeUndefined();
    expect(originalLinkOf({ linkUrl: 'https://shop.costaricagateway.com/x' }, 'costaricagateway.com')).toBeUndefined();
    expect(originalLinkOf({ linkUrl: 'https://notcostaricagateway.com/x' }, 'costaricagateway.com')).toBe('https://notcostaricagateway.com/x');
    expect(originalLinkOf({ linkUrl: 'javascript:alert(1)' }, 'costaricagateway.com')).toBeUndefined();
    expect(originalLinkOf({ linkUrl: 'xhttps://agency.example/1' }, 'costaricagateway.com')).toBeUndefined();
    expect(originalLinkOf({ linkUrl: 'http://agency.example/1' }, 'costaricagateway.com')).toBe('http://agency.example/1');
    // Only a leading "www." is the site's own: a host with "www." inside its name is another's.
    expect(originalLinkOf({ linkUrl: 'https://costaricagatewww.way.com/1' }, 'costaricagateway.com')).toBe('https://costaricagatewww.way.com/1');
    expect(originalLinkOf({ linkUrl: '/destinations/arenal' }, 'costaricagateway.com')).toBeUndefined();
  });
});
