import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { PhotoFeedUnavailableError, type PhotoFeedSource } from '../../domain/photo-feed/photo-feed-source.js';
import { isoDate, safeUrl, type FeedText } from './feed-text.js';

/**
 * A feed that is already JSON: a list of docs/product.md §3 photo feed items (or `{items: [...]}`). Items without
 * a title, image or link are left out; everything else is checked field by field.
 */
export class JsonPhotoFeedSource implements PhotoFeedSource {
  constructor(private readonly text: FeedText) {}

  async items(): Promise<PhotoFeedItem[]> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await this.text());
    } catch (error) {
      if (error instanceof PhotoFeedUnavailableError) throw error;
      throw new PhotoFeedUnavailableError('the feed is not JSON');
    }
    const list = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown } | null)?.items;
    if (!Array.isArray(list)) throw new PhotoFeedUnavailableError('the feed is not a list of photos');
    return list.flatMap((entry) => {
      const item = toItem(entry);
      return item ? [item] : [];
    });
  }
}

function toItem(entry: unknown): PhotoFeedItem | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const record = entry as Record<string, unknown>;
  const title = typeof record.title === 'string' ? record.title.trim() : '';
  const imageUrl = safeUrl(record.imageUrl);
  const linkUrl = safeUrl(record.linkUrl);
  if (!title || !imageUrl || !linkUrl) return undefined;
  const largeImageUrl = safeUrl(record.largeImageUrl);
  return {
    title,
    description: typeof record.description === 'string' ? record.description : '',
    pubDate: isoDate(record.pubDate) ?? '',
    imageUrl,
    ...(largeImageUrl ? { largeImageUrl } : {}),
    linkUrl,
    keywords: Array.isArray(record.keywords) ? record.keywords.filter((keyword): keyword is string => typeof keyword === 'string') : [],
    photographer: typeof record.photographer === 'string' ? record.photographer : '',
  };
}
