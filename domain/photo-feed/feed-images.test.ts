import { describe, expect, it } from 'vitest';
import { CAROUSEL_IMAGE_MAX_WIDTH, chooseImages, SMALLEST_NORMAL_IMAGE_WIDTH, type FeedImage } from './feed-images.js';

const image = (url: string, kind: FeedImage['kind'], width?: number): FeedImage => (width === undefined ? { url, kind } : { url, kind, width });

describe('chooseImages: the normal and the large image of a photo (docs/decisions/030-feed-text.md)', () => {
  it('takes the carousel-sized image as the normal one and the biggest as the large one', () => {
    // A photo agency's media:group: a small thumbnail and three sizes of the photo.
    expect(
      chooseImages([
        image('https://a.example/150.jpg', 'thumbnail', 150),
        image('https://a.example/640.jpg', 'content', 640),
        image('https://a.example/1280.jpg', 'content', 1280),
        image('https://a.example/2560.jpg', 'content', 2560),
      ]),
    ).toEqual({ imageUrl: 'https://a.example/1280.jpg', largeImageUrl: 'https://a.example/2560.jpg' });
  });

  it('never takes a 75-pixel thumbnail as the normal image (the shape Flickr publishes)', () => {
    expect(
      chooseImages([
        image('https://flickr.example/s.jpg', 'thumbnail', 75),
        image('https://flickr.example/m.jpg', 'inline', 240),
        image('https://flickr.example/b.jpg', 'content', 1024),
      ]),
    ).toEqual({ imageUrl: 'https://flickr.example/b.jpg' });
  });

  it('gives nothing when every image is under 300 pixels wide', () => {
    expect(chooseImages([image('https://a.example/s.jpg', 'thumbnail', 75), image('https://a.example/m.jpg', 'inline', 299)])).toBeUndefined();
    expect(chooseImages([])).toBeUndefined();
  });

  it('takes a thumbnail of carousel width as the normal image, below a bigger photo (the bundled sample)', () => {
    expect(chooseImages([image('/sample-feed/a.jpg', 'thumbnail', 800), image('/sample-feed/a-large.jpg', 'content', 1600)])).toEqual({
      imageUrl: '/sample-feed/a.jpg',
      largeImageUrl: '/sample-feed/a-large.jpg',
    });
  });

  it('prefers the photo itself over a thumbnail when sizes are unknown: content, then enclosure, then an image in the text', () => {
    expect(
      chooseImages([
        image('https://a.example/thumb.jpg', 'thumbnail'),
        image('https://a.example/inline.jpg', 'inline'),
        image('https://a.example/enclosure.jpg', 'enclosure'),
      ]),
    ).toEqual({ imageUrl: 'https://a.example/enclosure.jpg' });
    expect(chooseImages([image('https://a.example/inline.jpg', 'inline'), image('https://a.example/content.jpg', 'content')])).toEqual({
      imageUrl: 'https://a.example/content.jpg',
    });
  });

  it('takes a thumbnail of unknown size only when there is nothing else', () => {
    expect(chooseImages([image('https://a.example/thumb.jpg', 'thumbnail')])).toEqual({ imageUrl: 'https://a.example/thumb.jpg' });
    // A photo bigger than the carousel is still a photo: it beats a thumbnail of unknown size.
    expect(chooseImages([image('https://a.example/thumb.jpg', 'thumbnail'), image('https://a.example/2000.jpg', 'content', 2000)])).toEqual({
      imageUrl: 'https://a.example/2000.jpg',
    });
  });

  it('prefers an enclosure to an image in the text, whatever order the feed gives them in', () => {
    expect(chooseImages([image('https://a.example/inline.jpg', 'inline'), image('https://a.example/enclosure.jpg', 'enclosure')])).toEqual({
      imageUrl: 'https://a.example/enclosure.jpg',
    });
    expect(chooseImages([image('https://a.example/enclosure.jpg', 'enclosure'), image('https://a.example/content.jpg', 'content')])).toEqual({
      imageUrl: 'https://a.example/content.jpg',
    });
  });

  it('takes the first the feed lists of two images the same width (the adapters list the photo itself first)', () => {
    expect(chooseImages([image('https://a.example/photo.jpg', 'content', 1024), image('https://a.example/copy.jpg', 'content', 1024)])).toEqual({
      imageUrl: 'https://a.example/photo.jpg',
    });
    expect(chooseImages([image('https://a.example/photo.jpg', 'content', 2000), image('https://a.example/copy.jpg', 'content', 2000)])).toEqual({
      imageUrl: 'https://a.example/photo.jpg',
    });
  });

  it('takes the narrowest image above the carousel width when none fits', () => {
    expect(chooseImages([image('https://a.example/4000.jpg', 'content', 4000), image('https://a.example/2000.jpg', 'content', 2000)])).toEqual({
      imageUrl: 'https://a.example/2000.jpg',
      largeImageUrl: 'https://a.example/4000.jpg',
    });
    expect(chooseImages([image('https://a.example/2000.jpg', 'content', 2000), image('https://a.example/4000.jpg', 'content', 4000)])).toEqual({
      imageUrl: 'https://a.example/2000.jpg',
      largeImageUrl: 'https://a.example/4000.jpg',
    });
  });

  it('takes an image of unknown size as the large one when only thumbnails have a known size', () => {
    expect(chooseImages([image('https://a.example/800.jpg', 'thumbnail', 800), image('https://a.example/full.jpg', 'enclosure')])).toEqual({
      imageUrl: 'https://a.example/800.jpg',
      largeImageUrl: 'https://a.example/full.jpg',
    });
  });

  it('takes the widest thumbnail as the large one when thumbnails are all there is', () => {
    expect(chooseImages([image('https://a.example/600.jpg', 'thumbnail', 600), image('https://a.example/1000.jpg', 'thumbnail', 1000)])).toEqual({
      imageUrl: 'https://a.example/1000.jpg',
    });
    expect(chooseImages([image('https://a.example/2000.jpg', 'thumbnail', 2000), image('https://a.example/500.jpg', 'thumbnail', 500)])).toEqual({
      imageUrl: 'https://a.example/500.jpg',
      largeImageUrl: 'https://a.example/2000.jpg',
    });
  });

  it('never takes a smaller image as the large one', () => {
    expect(chooseImages([image('https://a.example/1000.jpg', 'thumbnail', 1000), image('https://a.example/640.jpg', 'content', 640)])).toEqual({
      imageUrl: 'https://a.example/1000.jpg',
    });
  });

  it('keeps a widest known photo as large even when the normal one has an unknown size', () => {
    expect(chooseImages([image('https://a.example/full.jpg', 'enclosure'), image('https://a.example/3000.jpg', 'content', 3000)])).toEqual({
      imageUrl: 'https://a.example/full.jpg',
      largeImageUrl: 'https://a.example/3000.jpg',
    });
  });

  it('says what a sensible carousel width is', () => {
    expect(CAROUSEL_IMAGE_MAX_WIDTH).toBe(1280);
    expect(SMALLEST_NORMAL_IMAGE_WIDTH).toBe(300);
    expect(chooseImages([image('https://a.example/1280.jpg', 'content', 1280), image('https://a.example/1281.jpg', 'content', 1281)])).toEqual({
      imageUrl: 'https://a.example/1280.jpg',
      largeImageUrl: 'https://a.example/1281.jpg',
    });
    expect(chooseImages([image('https://a.example/300.jpg', 'thumbnail', 300)])).toEqual({ imageUrl: 'https://a.example/300.jpg' });
  });
});
