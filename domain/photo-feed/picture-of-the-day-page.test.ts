import { describe, expect, it } from 'vitest';
import { LIVE_TEMPLATE_FILE, PICTURE_OF_THE_DAY_PATH } from './picture-of-the-day-page.js';

describe('the picture of the day page (docs/product.md §2)', () => {
  it('lives at /picture-of-the-day', () => {
    expect(PICTURE_OF_THE_DAY_PATH).toBe('/picture-of-the-day');
  });

  it('keeps its template in an HTML file that is never served as a page (only index.html files are)', () => {
    expect(LIVE_TEMPLATE_FILE).toMatch(/^[a-z-]+\.html$/);
    expect(LIVE_TEMPLATE_FILE).not.toBe('index.html');
  });
});
