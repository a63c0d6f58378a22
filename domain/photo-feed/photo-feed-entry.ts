import { descriptionFrom } from './feed-description.js';
import type { ChosenImages } from './feed-images.js';
import { uniqueKeywords } from './feed-keywords.js';
import type { PhotoFeedItem } from './photo-feed-item.js';
import { photographerOf } from './photographer-credit.js';

/**
 * One item of an agency's feed as an adapter read it, whatever the feed's shape (RSS, Media RSS,
 * Atom, JSON Feed): every text already plain (the adapters use an HTML-to-text library), every
 * address already checked (http(s), resolved against the feed's own address). docs/decisions/030-feed-text.md.
 */
export interface PhotoFeedEntry {
  /** Title candidates in order (title, then media:title). */
  readonly titles: readonly string[];
  /** Description candidates in order, each as lines of text. */
  readonly descriptions: readonly (readonly string[])[];
  /** ISO 8601, or '' when the feed gives no readable date. */
  readonly pubDate: string;
  readonly linkUrl: string | undefined;
  /** From chooseImages (feed-images.ts); undefined when the item has no usable image. */
  readonly images: ChosenImages | undefined;
  readonly keywords: readonly string[];
  /** Photographer candidates in order (credit, creator, author). */
  readonly credits: readonly string[];
  /** Licence address candidates in order, each already checked (http(s)); the first one is the photo's licence. */
  readonly licenses?: readonly string[];
}

/** docs/decisions/026-photo-feed.md: an entry without a title, an image or a link is left out (undefined). */
export function photoFeedItem(entry: PhotoFeedEntry): PhotoFeedItem | undefined {
  const title = entry.titles.map((candidate) => candidate.trim()).find(Boolean);
  if (!title || !entry.linkUrl || !entry.images) return undefined;
  const { imageUrl, largeImageUrl } = entry.images;
  return {
    title,
    description: descriptionFrom(entry.descriptions),
    pubDate: entry.pubDate,
    imageUrl,
    ...(largeImageUrl && largeImageUrl !== imageUrl ? { largeImageUrl } : {}),
    linkUrl: entry.linkUrl,
    keywords: uniqueKeywords(entry.keywords),
    photographer: photographerOf(entry.credits),
    ...(entry.licenses?.[0] ? { license: entry.licenses[0] } : {}),
  };
}
