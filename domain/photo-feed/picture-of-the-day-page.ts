import type { PhotoFeedItem } from './photo-feed-item.js';

/** The gallery's page (docs/product.md §2 /picture-of-the-day). */
export const PICTURE_OF_THE_DAY_PATH = '/picture-of-the-day';

/**
 * The page's document as the build writes it for the server to fill with the feed (scripts/prerender.ts), in
 * the page's folder of the build. Never served itself: only `index.html` files are pages.
 */
export const LIVE_TEMPLATE_FILE = 'live-template.html';

/**
 * What the UI's server bundle (ui/entry-server.tsx) gives the server for this page: the whole document, with
 * the photo the address's search part names (`?photo=3`) and the feed's photos rendered into the build's
 * template, and the photos handed on to the browser for hydration (docs/architecture.md §4).
 */
export type PictureOfTheDayRenderer = (template: string, search: string, photos: readonly PhotoFeedItem[]) => Promise<string>;
