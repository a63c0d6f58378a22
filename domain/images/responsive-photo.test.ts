import { describe, expect, it } from 'vitest';
import { cardImageSizes, responsivePhotoOf, type CardGrid } from './responsive-photo.js';

const webp = (width: number) => ({ url: `/objects/a-${width}.webp`, width, type: 'image/webp' });
const avif = (width: number) => ({ url: `/objects/a-${width}.avif`, width, type: 'image/avif' });

describe('responsivePhotoOf (docs/decisions/048)', () => {
  it('offers AVIF first, then WebP, each narrowest first, with the original as the fallback src', () => {
    expect(responsivePhotoOf('/objects/a', [webp(960), webp(480), avif(1600), avif(480), avif(960)])).toEqual({
      src: '/objects/a',
      sources: [
        { type: 'image/avif', srcSet: '/objects/a-480.avif 480w, /objects/a-960.avif 960w, /objects/a-1600.avif 1600w' },
        { type: 'image/webp', srcSet: '/objects/a-480.webp 480w, /objects/a-960.webp 960w' },
      ],
    });
  });

  it('is the original alone for a photo without copies, and leaves out formats it does not know', () => {
    expect(responsivePhotoOf('/objects/old')).toEqual({ src: '/objects/old', sources: [] });
    expect(responsivePhotoOf('/objects/a', [{ url: '/objects/a-480.jxl', width: 480, type: 'image/jxl' }, webp(480)])).toEqual({
      src: '/objects/a',
      sources: [{ type: 'image/webp', srcSet: '/objects/a-480.webp 480w' }],
    });
  });

  it('keeps a candidate whole even when its address holds a comma or a space', () => {
    expect(responsivePhotoOf('/x', [{ url: '/objects/a b,c.webp', width: 480, type: 'image/webp' }]).sources[0]!.srcSet).toBe('/objects/a%20b%2Cc.webp 480w');
  });
});

describe('cardImageSizes (docs/decisions/048)', () => {
  const tours: CardGrid = {
    pageMaxWidthPx: 1200,
    pagePaddingPx: 16,
    gapPx: 24,
    columns: [
      { fromViewportPx: 1024, count: 4 },
      { fromViewportPx: 0, count: 1 },
      { fromViewportPx: 640, count: 2 },
    ],
  };

  it('says how wide one card of the /tours grid is at every viewport width, widest first', () => {
    expect(cardImageSizes(tours)).toBe(
      '(min-width: 1200px) 274px, (min-width: 1024px) calc((100vw - 104px) / 4), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
    );
  });

  it('fixes a card\'s width wherever the page has reached its maximum width', () => {
    expect(cardImageSizes({ ...tours, pageMaxWidthPx: 800 })).toBe(
      '(min-width: 1024px) 174px, (min-width: 800px) 372px, (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
    );
    expect(cardImageSizes({ pageMaxWidthPx: 500, pagePaddingPx: 10, gapPx: 0, columns: [{ fromViewportPx: 0, count: 1 }] })).toBe(
      '(min-width: 500px) 480px, calc(100vw - 20px)',
    );
  });

  it('names a breakpoint that falls exactly on the page\'s maximum width once, with the fixed width', () => {
    expect(cardImageSizes({ ...tours, pageMaxWidthPx: 1024 })).toBe(
      '(min-width: 1024px) 230px, (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
    );
  });
});
