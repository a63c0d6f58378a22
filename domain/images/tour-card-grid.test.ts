import { describe, expect, it } from 'vitest';
import { TOUR_CARD_GRID, TOUR_CARD_IMAGE_SIZES } from './tour-card-grid.js';

describe('the /tours card grid (docs/product.md §2, docs/decisions/048)', () => {
  it('lays one to four columns out inside the page width, and its cards ask for the photo copy that fills one column', () => {
    expect(TOUR_CARD_GRID).toEqual({
      pageMaxWidthPx: 1200,
      pagePaddingPx: 16,
      gapPx: 24,
      columns: [
        { fromViewportPx: 0, count: 1 },
        { fromViewportPx: 640, count: 2 },
        { fromViewportPx: 900, count: 3 },
        { fromViewportPx: 1024, count: 4 },
      ],
    });
    expect(TOUR_CARD_IMAGE_SIZES).toBe(
      '(min-width: 1200px) 274px, (min-width: 1024px) calc((100vw - 104px) / 4), (min-width: 900px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
    );
  });
});
