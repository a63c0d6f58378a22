import { longUsDate } from '../kernel/long-us-date.js';

/** docs/product.md §2, §9: a photo shows at most 8 keyword badges. */
export const MAX_KEYWORD_BADGES = 8;

export function keywordBadges(keywords: readonly string[]): string[] {
  return keywords.slice(0, MAX_KEYWORD_BADGES);
}

/** docs/product.md §4: the carousel moves by one, wrapping at both ends. */
export function nextPhoto(index: number, total: number): number {
  return total > 0 ? (index + 1) % total : 0;
}

export function previousPhoto(index: number, total: number): number {
  return total > 0 ? (index - 1 + total) % total : 0;
}

/**
 * The query parameter naming the photo shown ('?photo=3'): Previous and Next are links to it, so the gallery
 * works without JavaScript (the server renders the photo the address names) and a photo can be linked to.
 */
export const PHOTO_QUERY_PARAMETER = 'photo';

/** The index an address's `photo` parameter names (counted from 1); the first photo when it names none the feed has. */
export function photoIndexFrom(value: string | null | undefined, total: number): number {
  if (!value || !/^[1-9]\d*$/.test(value)) return 0;
  const position = Number(value);
  return position <= total ? position - 1 : 0;
}

/** The search part of the address of the photo at `index`. */
export function photoSearch(index: number): string {
  return `?${PHOTO_QUERY_PARAMETER}=${index + 1}`;
}

/** docs/product.md §2: the counter 'n of total', n counted from 1. */
export function photoCounter(index: number, total: number): string {
  return `${index + 1} of ${total}`;
}

/**
 * docs/product.md §2: the publication date in long US format ('March 5, 2026'). Read in UTC so the server's
 * prerender and the visitor's browser agree; a date that cannot be read is shown as given.
 */
export function publicationDate(pubDate: string): string {
  const date = new Date(pubDate);
  if (Number.isNaN(date.getTime())) return pubDate;
  return longUsDate(date);
}

/** Where the bundled sample feed's pictures are served (domain/api-paths.ts SAMPLE_FEED_PHOTOS_PATH). */
const SAMPLE_PICTURES = '/sample-feed/';

/**
 * Issue 37 point 4: whether a photo is one of the bundled sample's drawings, which stand in until the agency's feed
 * is connected, rather than an agency's photograph.
 */
export function isSampleDrawing(photo: { readonly imageUrl: string }): boolean {
  return photo.imageUrl.startsWith(SAMPLE_PICTURES);
}

/**
 * Issue 37 point 4: the page's hero promises a daily photograph with its photographer's credit; while the gallery
 * shows any of the sample's drawings, a note under that promise says what is shown instead (docs/decisions/145).
 */
export function galleryNote(photos: readonly { readonly imageUrl: string }[]): string | undefined {
  return photos.some(isSampleDrawing)
    ? "For now a sample of drawings, not photographs: the agency's photos, with their photographers' credits, show here once its feed is connected."
    : undefined;
}

/** The line under the photo's story: the photographer's credit, or for the sample, that it is a drawing. */
export function creditLine(photo: { readonly imageUrl: string; readonly photographer: string }): string | undefined {
  if (isSampleDrawing(photo)) return 'Sample drawing, not a photograph: the agency\'s photos show here once its feed is connected';
  return photo.photographer ? `Photo by ${photo.photographer}` : undefined;
}

/**
 * "View Original" (docs/product.md §2): the item's own address at the agency. An item that links to one of the site's
 * own pages (the sample's link to our destination pages) has no original elsewhere, so the link is not shown.
 */
export function originalLinkOf(photo: { readonly linkUrl: string }, mainDomain: string): string | undefined {
  let address: URL;
  try {
    address = new URL(photo.linkUrl);
  } catch {
    return undefined;
  }
  const host = address.hostname.replace(/^www\./, '');
  const ours = host === mainDomain || host.endsWith(`.${mainDomain}`);
  return ours || !/^https?:$/.test(address.protocol) ? undefined : photo.linkUrl;
}
