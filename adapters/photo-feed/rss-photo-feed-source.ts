import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { PhotoFeedUnavailableError, type PhotoFeedSource } from '../../domain/photo-feed/photo-feed-source.js';
import { isoDate, safeUrl, type FeedText } from './feed-text.js';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => name === 'item' || name === 'media:content' || name === 'media:credit',
});

type Node = Record<string, unknown>;

/**
 * A photo agency's RSS 2.0 feed with Media RSS elements, one `<item>` per photo:
 * title, description, pubDate, link; `media:thumbnail` (or `enclosure`) = image, `media:content` =
 * large image, `media:keywords` (comma separated), `media:credit role="photographer"` (or
 * `dc:creator`). Items without a title, image or link are left out.
 */
export class RssPhotoFeedSource implements PhotoFeedSource {
  constructor(private readonly text: FeedText) {}

  async items(): Promise<PhotoFeedItem[]> {
    const xml = await this.text();
    if (XMLValidator.validate(xml) !== true) throw new PhotoFeedUnavailableError('the feed is not well-formed XML');
    const channel = (parser.parse(xml) as Node)?.rss as Node | undefined;
    const items = (channel?.channel as Node | undefined)?.item;
    if (!channel || typeof channel.channel !== 'object') throw new PhotoFeedUnavailableError('the feed is not an RSS feed');
    return ((items as Node[] | undefined) ?? []).flatMap((item) => {
      const parsed = toItem(item);
      return parsed ? [parsed] : [];
    });
  }
}

function toItem(item: Node): PhotoFeedItem | undefined {
  const contents = (item['media:content'] as Node[] | undefined) ?? [];
  const thumbnail = item['media:thumbnail'] as Node | undefined;
  const enclosure = item.enclosure as Node | undefined;
  const title = text(item.title);
  const imageUrl = safeUrl(thumbnail?.['@url']) ?? safeUrl(enclosure?.['@url']) ?? safeUrl(contents[0]?.['@url']);
  const linkUrl = safeUrl(text(item.link));
  if (!title || !imageUrl || !linkUrl) return undefined;
  const largeImageUrl = safeUrl(contents[0]?.['@url']);
  const credits = (item['media:credit'] as unknown[] | undefined) ?? [];
  const photographer =
    credits.map((credit) => (typeof credit === 'object' && credit !== null ? text((credit as Node)['#text']) : text(credit))).find(Boolean) ??
    text(item['dc:creator']) ??
    '';
  return {
    title,
    description: text(item.description) ?? '',
    pubDate: isoDate(text(item.pubDate)) ?? '',
    imageUrl,
    ...(largeImageUrl && largeImageUrl !== imageUrl ? { largeImageUrl } : {}),
    linkUrl,
    keywords: (text(item['media:keywords']) ?? '').split(',').map((keyword) => keyword.trim()).filter(Boolean),
    photographer,
  };
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null && '#text' in value) return text((value as Node)['#text']);
  return undefined;
}
