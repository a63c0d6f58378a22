import { chooseImages, type FeedImage } from '../../domain/photo-feed/feed-images.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { photoFeedItem, type PhotoFeedEntry } from '../../domain/photo-feed/photo-feed-entry.js';
import { PhotoFeedUnavailableError, type PhotoFeedSource } from '../../domain/photo-feed/photo-feed-source.js';
import { feedUrl, isoDate, type FeedText } from './feed-text.js';
import { plainText, readHtml } from './html-text.js';

type Json = Record<string, unknown>;

/**
 * A feed that is JSON (docs/decisions/026-photo-feed.md, 030-feed-text.md), a list of items or
 * `{items: [...]}`, each item in one of two shapes:
 * - JSON Feed 1.1 (and 1.0): `title`, `url` (or `external_url`), `content_html` / `content_text` /
 *   `summary`, `image` / `banner_image` / image `attachments` / an `<img>` in `content_html`,
 *   `date_published`, `authors` (1.0: `author`; else the feed's), `tags`;
 * - docs/product.md §3 photo feed items (`imageUrl`, `linkUrl`…), as the portal itself serves them.
 * Every text is read as HTML into plain text; addresses resolve against the feed's. Items without a
 * title, an image or an http(s) link are left out.
 */
export class JsonPhotoFeedSource implements PhotoFeedSource {
  constructor(private readonly text: FeedText) {}

  async items(limit: number): Promise<PhotoFeedItem[]> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await this.text());
    } catch (error) {
      if (error instanceof PhotoFeedUnavailableError) throw error;
      throw new PhotoFeedUnavailableError('the feed is not JSON');
    }
    const feed = isRecord(parsed) ? parsed : {};
    const list = Array.isArray(parsed) ? parsed : feed.items;
    if (!Array.isArray(list)) throw new PhotoFeedUnavailableError('the feed is not a list of photos');
    const base = this.text.url;
    const feedAuthors = authorsOf(feed);
    // The first `limit` photos: the entries after them are never turned into text.
    const found: PhotoFeedItem[] = [];
    for (const record of list) {
      if (found.length >= limit) break;
      if (!isRecord(record)) continue;
      const item = photoFeedItem('imageUrl' in record || 'linkUrl' in record ? portalEntry(record, base) : jsonFeedEntry(record, base, feedAuthors));
      if (item) found.push(item);
    }
    return found;
  }
}

/** A JSON Feed item (https://www.jsonfeed.org/version/1.1/). */
function jsonFeedEntry(item: Json, base: string | undefined, feedAuthors: string[]): PhotoFeedEntry {
  const html = readHtml(text(item.content_html));
  const images: FeedImage[] = [];
  const add = (url: unknown, kind: FeedImage['kind'], width?: number) => {
    const address = feedUrl(url, base);
    if (address) images.push(width === undefined ? { url: address, kind } : { url: address, kind, width });
  };
  add(item.image, 'content');
  add(item.banner_image, 'content');
  for (const attachment of list(item.attachments).filter(isRecord)) {
    if (text(attachment.mime_type).toLowerCase().startsWith('image/')) add(attachment.url, 'enclosure');
  }
  for (const image of html.images) add(image.src, 'inline', image.width);
  return {
    titles: [plainText(text(item.title))],
    descriptions: [readHtml(text(item.content_text)).lines, html.lines, readHtml(text(item.summary)).lines],
    pubDate: isoDate(item.date_published ?? item.date_modified) ?? '',
    linkUrl: feedUrl(item.url, base) ?? feedUrl(item.external_url, base),
    images: chooseImages(images),
    keywords: list(item.tags).map((tag) => plainText(text(tag))),
    credits: [...authorsOf(item), ...feedAuthors],
  };
}

/** docs/product.md §3 photo feed items: the images are already chosen. */
function portalEntry(record: Json, base: string | undefined): PhotoFeedEntry {
  const imageUrl = feedUrl(record.imageUrl, base);
  const largeImageUrl = feedUrl(record.largeImageUrl, base);
  return {
    titles: [plainText(text(record.title))],
    descriptions: [readHtml(text(record.description)).lines],
    pubDate: isoDate(record.pubDate) ?? '',
    linkUrl: feedUrl(record.linkUrl, base),
    images: imageUrl ? (largeImageUrl ? { imageUrl, largeImageUrl } : { imageUrl }) : undefined,
    keywords: list(record.keywords).map((keyword) => plainText(text(keyword))),
    credits: [plainText(text(record.photographer))],
    licenses: [feedUrl(record.license, base)].filter((address): address is string => Boolean(address)),
  };
}

/** JSON Feed 1.1 `authors`, or 1.0 `author`: their names. */
function authorsOf(record: Json): string[] {
  return [...list(record.authors), record.author].filter(isRecord).map((author) => plainText(text(author.name)));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
