import { describe, expect, it } from 'vitest';
import { descriptionFrom, isPostedPhotoLine } from './feed-description.js';
import { commaSeparated, spaceSeparated, uniqueKeywords } from './feed-keywords.js';
import { photoFeedItem, type PhotoFeedEntry } from './photo-feed-entry.js';
import { creditName, photographerOf } from './photographer-credit.js';

describe('the description of a photo (docs/decisions/030-feed-text.md)', () => {
  it('leaves out the "X posted a photo:" line Flickr puts before the story', () => {
    expect(descriptionFrom([['Ana Mora posted a photo:', 'The cone of Arenal above the clouds.', 'Seen from El Castillo.']])).toBe(
      'The cone of Arenal above the clouds. Seen from El Castillo.',
    );
  });

  it('keeps the boilerplate when it is all there is', () => {
    expect(descriptionFrom([['Luis Vargas posted a photo:']])).toBe('Luis Vargas posted a photo:');
    expect(descriptionFrom([['Luis Vargas posted a photo:'], []])).toBe('Luis Vargas posted a photo:');
    expect(descriptionFrom([[], ['  '], ['Luis Vargas posted a photo:']])).toBe('Luis Vargas posted a photo:');
  });

  it('takes the first candidate that tells a story, and trims and drops empty lines', () => {
    expect(descriptionFrom([['  ', 'Ana posted a photo:'], ['  A story.  ', '']])).toBe('A story.');
    expect(descriptionFrom([[], ['Only this.']])).toBe('Only this.');
    expect(descriptionFrom([])).toBe('');
  });

  it('knows the boilerplate line in any case, for photos and videos', () => {
    expect(isPostedPhotoLine('ana posted a Photo:')).toBe(true);
    expect(isPostedPhotoLine('Ana Mora posted a video:')).toBe(true);
    expect(isPostedPhotoLine('  Ana Mora posted a photo:  ')).toBe(true);
    expect(isPostedPhotoLine('We posted a photo: the volcano at dawn')).toBe(false);
    expect(isPostedPhotoLine('posted a photo:')).toBe(false);
  });
});

describe('keywords (docs/product.md §2: up to 8 badges, without duplicates)', () => {
  it('splits media:keywords at commas and Flickr tags (media:category) at spaces', () => {
    expect(commaSeparated(' Arenal, volcano ,, La Fortuna ')).toEqual(['Arenal', 'volcano', 'La Fortuna']);
    expect(spaceSeparated(' arenal\tvolcano\n costarica  ')).toEqual(['arenal', 'volcano', 'costarica']);
    expect(spaceSeparated('')).toEqual([]);
    expect(spaceSeparated('poas volcano')).toEqual(['poas', 'volcano']);
  });

  it('keeps the first spelling of each keyword, whatever its case, and drops empty ones', () => {
    expect(uniqueKeywords(['Arenal', ' volcano ', 'arenal', '', 'Volcano', 'La Fortuna'])).toEqual(['Arenal', 'volcano', 'La Fortuna']);
  });
});

describe("the photographer's credit", () => {
  it('reduces an e-mail address with a name in brackets to the name (RSS author, Flickr)', () => {
    expect(creditName('fotos@example.cr (Carolina Jiménez)')).toBe('Carolina Jiménez');
    expect(creditName('fotos@example.cr (  Carolina Jiménez )')).toBe('Carolina Jiménez');
    expect(creditName('nobody@flickr.com ("Ana Mora")')).toBe('Ana Mora');
    expect(creditName("nobody@flickr.com ('Ana Mora')")).toBe('Ana Mora');
    expect(creditName('nobody@flickr.com (“Ana Mora”)')).toBe('Ana Mora');
  });

  it('never shows a bare e-mail address, and keeps every other name as it is', () => {
    expect(creditName(' fotos@example.cr ')).toBe('');
    expect(creditName('fotos@example.cr)')).toBe('');
    expect(creditName('fotos@example.cr (Carolina Jiménez')).toBe('Carolina Jiménez');
    expect(creditName('Ana Mora (Costa Rica)')).toBe('Ana Mora (Costa Rica)');
    expect(creditName('@ana_photos')).toBe('@ana_photos');
    expect(creditName('ana@home')).toBe('ana@home');
    expect(creditName('Ana Mora')).toBe('Ana Mora');
    expect(creditName('"Ana Mora"')).toBe('"Ana Mora"');
  });

  it.each([
    ['straight double', '"Ana Mora"'],
    ['straight single', "'Ana Mora'"],
    ['curly double', '“Ana Mora”'],
    ['curly single', '‘Ana Mora’'],
    ['guillemets', '«Ana Mora»'],
    ['low-high double', '„Ana Mora“'],
  ])('takes the name out of %s quotes after an e-mail address, spaces inside trimmed', (_style, quoted) => {
    expect(creditName(`nobody@flickr.com (${quoted})`)).toBe('Ana Mora');
    expect(creditName(`nobody@flickr.com (${quoted.slice(0, 1)} Ana Mora ${quoted.slice(-1)})`)).toBe('Ana Mora');
  });

  it.each([
    ['straight double', '"', '"'],
    ['straight single', "'", "'"],
    ['curly double', '“', '”'],
    ['curly single', '‘', '’'],
    ['guillemets', '«', '»'],
    ['low-high double', '„', '“'],
  ])('leaves a lone %s opening or closing mark as it is', (_style, open, close) => {
    expect(creditName(`nobody@flickr.com (${open}Ana Mora)`)).toBe(`${open}Ana Mora`);
    expect(creditName(`nobody@flickr.com (Ana Mora${close})`)).toBe(`Ana Mora${close}`);
  });

  it('leaves quotes that do not pair, and a lone quote mark, as they are', () => {
    expect(creditName('nobody@flickr.com ("Ana Mora\')')).toBe('"Ana Mora\'');
    expect(creditName('nobody@flickr.com («Ana Mora“)')).toBe('«Ana Mora“');
    expect(creditName('nobody@flickr.com (")')).toBe('"');
    expect(creditName('nobody@flickr.com ("")')).toBe('');
  });

  it('tells an e-mail address from a handle or a name with @ in it', () => {
    expect(creditName('@ana.photos')).toBe('@ana.photos');
    expect(creditName('ana.mora@studio')).toBe('ana.mora@studio');
    expect(creditName('Ana Mora @ana.cr')).toBe('Ana Mora @ana.cr');
    expect(creditName('ana.mora@studio.cr')).toBe('');
    expect(creditName('@ana.photos (Ana Mora)')).toBe('@ana.photos (Ana Mora)');
  });

  it('takes the first candidate that names someone', () => {
    expect(photographerOf(['', 'fotos@example.cr', 'nobody@flickr.com ("Ana Mora")', 'Luis'])).toBe('Ana Mora');
    expect(photographerOf([])).toBe('');
  });
});

const entry: PhotoFeedEntry = {
  titles: ['', 'Volcán Arenal'],
  descriptions: [['Ana Mora posted a photo:', 'The volcano at dawn.']],
  pubDate: '2026-11-21T06:00:00.000Z',
  linkUrl: 'https://photos.example/arenal',
  images: { imageUrl: 'https://photos.example/arenal-1024.jpg', largeImageUrl: 'https://photos.example/arenal-2048.jpg' },
  keywords: ['Arenal', 'arenal', 'volcano'],
  credits: ['nobody@flickr.com ("Ana Mora")'],
};

describe('photoFeedItem: one feed entry as a docs/product.md §3 photo feed item', () => {
  it('applies every rule', () => {
    expect(photoFeedItem(entry)).toEqual({
      title: 'Volcán Arenal',
      description: 'The volcano at dawn.',
      pubDate: '2026-11-21T06:00:00.000Z',
      imageUrl: 'https://photos.example/arenal-1024.jpg',
      largeImageUrl: 'https://photos.example/arenal-2048.jpg',
      linkUrl: 'https://photos.example/arenal',
      keywords: ['Arenal', 'volcano'],
      photographer: 'Ana Mora',
    });
  });

  it('keeps the first licence the feed gives, and none when it gives none', () => {
    expect(photoFeedItem({ ...entry, licenses: ['https://creativecommons.org/licenses/by/4.0/', 'https://example.org/other'] })?.license).toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
    expect(photoFeedItem({ ...entry, licenses: [] })).not.toHaveProperty('license');
    expect(photoFeedItem(entry)).not.toHaveProperty('license');
  });

  it('leaves out a large image that is the normal one', () => {
    expect(photoFeedItem({ ...entry, images: { imageUrl: 'https://photos.example/a.jpg', largeImageUrl: 'https://photos.example/a.jpg' } })).not.toHaveProperty('largeImageUrl');
    expect(photoFeedItem({ ...entry, images: { imageUrl: 'https://photos.example/a.jpg' } })).not.toHaveProperty('largeImageUrl');
  });

  it('leaves out an entry without a title, a link or an image', () => {
    expect(photoFeedItem({ ...entry, titles: [' ', ''] })).toBeUndefined();
    expect(photoFeedItem({ ...entry, linkUrl: undefined })).toBeUndefined();
    expect(photoFeedItem({ ...entry, images: undefined })).toBeUndefined();
  });
});
