import { cardImageSizes, type CardGrid } from './responsive-photo.js';

/**
 * The /tours card grid (docs/product.md §2: four columns on wide screens), in numbers: tours-page.css.ts lays the
 * grid out from them and the cards' `sizes` is computed from them, so the browser's choice of photo copy follows
 * the layout (docs/decisions/048). The page's maximum width and padding are layout.page's (theme: width.page 1200px,
 * space.md 16px); the gap is space.lg.
 */
export const TOUR_CARD_GRID: CardGrid = {
  pageMaxWidthPx: 1200,
  pagePaddingPx: 16,
  gapPx: 24,
  columns: [
    { fromViewportPx: 0, count: 1 },
    { fromViewportPx: 640, count: 2 },
    // Three from 900 px, so a section of three cards fills its row there too (docs/decisions/113).
    { fromViewportPx: 900, count: 3 },
    { fromViewportPx: 1024, count: 4 },
  ],
};

/** The `sizes` of a /tours card image. */
export const TOUR_CARD_IMAGE_SIZES = cardImageSizes(TOUR_CARD_GRID);
