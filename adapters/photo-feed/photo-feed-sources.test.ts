import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { PhotoFeedUnavailableError } from '../../domain/photo-feed/photo-feed-source.js';
import { feedItems, mediaRss } from '../contracts/photo-feed-samples.js';
import { photoFeedSourceContract } from '../contracts/photo-feed-source.contract.js';
import { feedTextFromFile, feedTextFromUrl } from './feed-text.js';
import { JsonPhotoFeedSource } from './json-photo-feed-source.js';
import { RssPhotoFeedSource } from './rss-photo-feed-source.js';

photoFeedSourceContract('RssPhotoFeedSource', (items) => new RssPhotoFeedSource(async () => mediaRss(items)));
photoFeedSourceContract('JsonPhotoFeedSource', (items) => new JsonPhotoFeedSource(async () => JSON.stringify(items)));

const item = feedItems[0]!;

describe('RssPhotoFeedSource', () => {
  it.each(['this is not a feed', '<html><body>Not found</body></html>', '<rss><channel>', '{"items": []}'])(
    'calls %j unavailable',
    async (garbage) => {
      await expect(new RssPhotoFeedSource(async () => garbage).items()).rejects.toThrow(PhotoFeedUnavailableError);
    },
  );

  it('leaves out items without an image or with a script link, and reads dc:creator and enclosures', async () => {
    const xml = `<rss xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>
      <item><title>No image</title><link>https://a.example</link></item>
      <item><title>Script</title><link>javascript:alert(1)</link><enclosure url="https://a.example/a.jpg"/></item>
      <item><title>Enclosed</title><link>https://a.example/p</link><enclosure url="https://a.example/e.jpg" type="image/jpeg"/>
        <dc:creator>Ana</dc:creator><pubDate>not a date</pubDate></item>
    </channel></rss>`;
    expect(await new RssPhotoFeedSource(async () => xml).items()).toEqual([
      { title: 'Enclosed', description: '', pubDate: '', imageUrl: 'https://a.example/e.jpg', linkUrl: 'https://a.example/p', keywords: [], photographer: 'Ana' },
    ]);
  });
});

describe('JsonPhotoFeedSource', () => {
  it('reads {items: [...]} and leaves out entries that are not photos', async () => {
    const text = JSON.stringify({ items: [item, 42, { title: 'x' }, { ...item, keywords: ['a', 3], largeImageUrl: 'ftp://x' }] });
    const items = await new JsonPhotoFeedSource(async () => text).items();
    expect(items).toHaveLength(2);
    expect(items[1]).toEqual({ ...withoutLarge(item), keywords: ['a'] });
  });

  it.each(['garbage', '{"photos": 1}', 'null'])('calls %j unavailable', async (garbage) => {
    await expect(new JsonPhotoFeedSource(async () => garbage).items()).rejects.toThrow(PhotoFeedUnavailableError);
  });
});

function withoutLarge(value: PhotoFeedItem): PhotoFeedItem {
  const { largeImageUrl: _, ...rest } = value;
  return rest;
}

describe('feed text', () => {
  it('reads a feed over HTTP, and calls a failing or unreachable one unavailable', async () => {
    const server = createServer((request, response) => {
      response.statusCode = request.url === '/feed' ? 200 : 500;
      response.end('<rss/>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await feedTextFromUrl(`${base}/feed`)()).toBe('<rss/>');
      await expect(feedTextFromUrl(`${base}/broken`)()).rejects.toThrow(/answered 500/);
    } finally {
      server.close();
    }
    await expect(feedTextFromUrl(`${base}/feed`)()).rejects.toThrow(PhotoFeedUnavailableError);
    await expect(feedTextFromFile('/nonexistent/feed.xml')()).rejects.toThrow(PhotoFeedUnavailableError);
  });
});
