import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { PhotoFeedUnavailableError } from '../../domain/photo-feed/photo-feed-source.js';
import { feedItems, flickrFeed, mediaRss, realFeeds, realFeedText } from '../contracts/photo-feed-samples.js';
import { photoFeedSourceContract, realFeedsContract } from '../contracts/photo-feed-source.contract.js';
import { feedTextFromFile, feedTextFromUrl, feedUrl, MAX_FEED_BYTES, type FeedText } from './feed-text.js';
import { readHtml } from './html-text.js';
import { JsonPhotoFeedSource } from './json-photo-feed-source.js';
import { RssPhotoFeedSource } from './rss-photo-feed-source.js';

photoFeedSourceContract('RssPhotoFeedSource', (items) => new RssPhotoFeedSource(async () => mediaRss(items)));
photoFeedSourceContract('JsonPhotoFeedSource', (items) => new JsonPhotoFeedSource(async () => JSON.stringify(items)));

/** A feed's text as published at `url` (what feedTextFromUrl gives). */
const published = (text: string, url: string): FeedText => Object.assign(async () => text, { url });
const isJson = (feed: (typeof realFeeds)[number]) => new URL(feed.path, 'https://x.example').pathname.endsWith('.json');

realFeedsContract('RssPhotoFeedSource', realFeeds.filter((feed) => !isJson(feed)), (text, url) => new RssPhotoFeedSource(published(text, url)));
realFeedsContract('JsonPhotoFeedSource', realFeeds.filter(isJson), (text, url) => new JsonPhotoFeedSource(published(text, url)));

const item = feedItems[0]!;
const rss = (items: string) => `<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>${items}</channel></rss>`;
const readRss = (xml: string, url?: string) => new RssPhotoFeedSource(url ? published(xml, url) : async () => xml).items(100);

describe('RssPhotoFeedSource', () => {
  it.each(['this is not a feed', '<html><body>Not found</body></html>', '<rss><channel>', '{"items": []}', '<rss version="2.0"/>', '<feed/>'])(
    'calls %j unavailable',
    async (garbage) => {
      await expect(readRss(garbage)).rejects.toThrow(PhotoFeedUnavailableError);
    },
  );

  it('leaves out items without an image or with a script link, and reads dc:creator and enclosures', async () => {
    const xml = rss(`
      <item><title>No image</title><link>https://a.example</link></item>
      <item><title>Script</title><link>javascript:alert(1)</link><enclosure url="https://a.example/a.jpg" type="image/jpeg"/></item>
      <item><title>Enclosed</title><link>https://a.example/p</link><enclosure url="https://a.example/e.jpg" type="image/jpeg"/>
        <dc:creator>Ana</dc:creator><pubDate>not a date</pubDate></item>`);
    expect(await readRss(xml)).toEqual([
      { title: 'Enclosed', description: '', pubDate: '', imageUrl: 'https://a.example/e.jpg', linkUrl: 'https://a.example/p', keywords: [], photographer: 'Ana' },
    ]);
  });

  it('reads the Flickr shape: text from the escaped HTML, the 1024-pixel photo and never the 75-pixel square', async () => {
    const [arenal, macaw] = await readRss(realFeedText(flickrFeed));
    expect(arenal!.description).toBe('The cone of Arenal above the morning clouds, seen from the road to El Castillo & the lake.');
    expect(arenal!.imageUrl).toBe('https://live.staticflickr.com/65535/53012345678_4f2a9c1b7e_b.jpg');
    expect(arenal).not.toHaveProperty('largeImageUrl');
    expect(arenal!.photographer).toBe('Ana Mora');
    expect(arenal!.keywords).toEqual([]);
    // The "posted a photo:" line is kept only because it is all there is.
    expect(macaw!.description).toBe('Luis Vargas posted a photo:');
  });

  it('takes the title from media:title when the item has none, and the credit from Flickr\'s author when there is no media:credit', async () => {
    const xml = rss(`<item><title></title><media:title>From media:title</media:title><link>https://a.example/p</link>
      <author>nobody@flickr.com ("Ana Mora")</author><media:content url="https://a.example/b.jpg" type="image/jpeg" width="1024"/></item>`);
    expect(await readRss(xml)).toMatchObject([{ title: 'From media:title', photographer: 'Ana Mora' }]);
  });

  it('reads credits, keywords and thumbnails inside media:content, and prefers the photographer among several credits', async () => {
    const xml = rss(`<item><title>Nested</title><link>https://a.example/p</link>
      <media:credit role="editor">Desk</media:credit>
      <media:content url="https://a.example/800.jpg" medium="image" width="800">
        <media:thumbnail url="https://a.example/t.jpg" width="100"/>
        <media:credit role="photographer">Ana Mora</media:credit>
        <media:keywords>volcano, lake</media:keywords>
        <media:category>volcano Arenal</media:category>
      </media:content>
      <category>Costa Rica</category></item>`);
    expect(await readRss(xml)).toEqual([
      { title: 'Nested', description: '', pubDate: '', imageUrl: 'https://a.example/800.jpg', linkUrl: 'https://a.example/p', keywords: ['volcano', 'lake', 'Arenal', 'Costa Rica'], photographer: 'Ana Mora' },
    ]);
  });

  it('takes the guid as the link when it is a permalink, and resolves relative addresses against the feed', async () => {
    const xml = rss(`<item><title>Guid</title><guid>https://a.example/photo/1</guid><enclosure url="/img/1.jpg" type="image/jpeg"/></item>
      <item><title>Not a permalink</title><guid isPermaLink="false">https://a.example/photo/2</guid><enclosure url="/img/2.jpg" type="image/jpeg"/></item>`);
    expect(await readRss(xml, 'https://feeds.example/daily/feed.rss')).toMatchObject([{ linkUrl: 'https://a.example/photo/1', imageUrl: 'https://feeds.example/img/1.jpg' }]);
  });

  it('keeps the bundled sample\'s paths on this server when the feed has no address, and drops other relative ones', async () => {
    const xml = rss(`<item><title>Sample</title><link>https://a.example/p</link><media:content url="/sample-feed/a.jpg" width="800"/><media:content url="b.jpg" width="1000"/></item>`);
    expect(await readRss(xml)).toMatchObject([{ imageUrl: '/sample-feed/a.jpg' }]);
  });

  it('reads an Atom entry whose content is XHTML', async () => {
    const xml = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">An XHTML title</div></title>
      <link rel="alternate" href="https://a.example/p"/><link rel="enclosure" type="image/png" href="https://a.example/e.png"/>
      <author><name>Ana</name></author><content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>A story.</p></div></content></entry></feed>`;
    expect(await readRss(xml)).toEqual([
      { title: 'An XHTML title', description: 'A story.', pubDate: '', imageUrl: 'https://a.example/e.png', linkUrl: 'https://a.example/p', keywords: [], photographer: 'Ana' },
    ]);
  });

  it("reads the photo's licence from media:license, the Creative Commons module or Atom's license link, and only as an http(s) address", async () => {
    const photo = (extra: string) => `<item><title>Arenal</title><link>https://a.example/p</link><media:content url="https://a.example/a.jpg" width="800"/>${extra}</item>`;
    const xml = rss(
      photo('<media:license type="text/html" href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</media:license>') +
        photo('<creativeCommons:license>https://creativecommons.org/licenses/by-nc/4.0/</creativeCommons:license>') +
        photo('<media:license href="javascript:alert(1)">Bad</media:license>'),
    );
    expect((await readRss(xml)).map((item) => item.license)).toEqual(['https://creativecommons.org/licenses/by/4.0/', 'https://creativecommons.org/licenses/by-nc/4.0/', undefined]);
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>T</title><link rel="alternate" href="https://a.example/p"/><link rel="enclosure" type="image/png" href="https://a.example/e.png"/>
      <link rel="license" href="https://creativecommons.org/licenses/by-sa/4.0/"/></entry></feed>`;
    expect((await readRss(atom))[0]?.license).toBe('https://creativecommons.org/licenses/by-sa/4.0/');
  });

  it('gives no photo for an Atom feed without entries or an RSS channel without items', async () => {
    expect(await readRss('<feed xmlns="http://www.w3.org/2005/Atom"><title>Empty</title></feed>')).toEqual([]);
    expect(await readRss(rss('<title>Empty</title>'))).toEqual([]);
  });
});

describe('JsonPhotoFeedSource', () => {
  it('reads {items: [...]} and leaves out entries that are not photos', async () => {
    const text = JSON.stringify({ items: [item, 42, { title: 'x' }, { ...item, keywords: ['a', 3], largeImageUrl: 'ftp://x' }] });
    const items = await new JsonPhotoFeedSource(async () => text).items(100);
    expect(items).toHaveLength(2);
    expect(items[1]).toEqual({ ...withoutLarge(item), keywords: ['a'] });
  });

  it('reads the licence of our own JSON shape when it is an http(s) address', async () => {
    const text = JSON.stringify([{ ...item, license: 'https://creativecommons.org/licenses/by/4.0/' }, { ...item, license: 'not an address' }]);
    expect((await new JsonPhotoFeedSource(async () => text).items(100)).map((photo) => photo.license)).toEqual(['https://creativecommons.org/licenses/by/4.0/', undefined]);
  });

  it('turns HTML in our own JSON shape into text too', async () => {
    const text = JSON.stringify([{ ...item, title: '<b>Arenal</b>', description: '<p>The &amp; volcano</p>', photographer: '<i>Ana</i>', keywords: ['<em>lava</em>', 'Lava'] }]);
    expect(await new JsonPhotoFeedSource(async () => text).items(100)).toEqual([{ ...item, title: 'Arenal', description: 'The & volcano', photographer: 'Ana', keywords: ['lava'] }]);
  });

  it('reads JSON Feed 1.0 authors, attachments and external links', async () => {
    const text = JSON.stringify({
      version: 'https://jsonfeed.org/version/1',
      author: { name: 'Feed author' },
      items: [
        { title: 'Attached', external_url: 'https://a.example/p', attachments: [{ url: 'https://a.example/a.jpg', mime_type: 'image/jpeg' }, { url: 'https://a.example/a.mp3', mime_type: 'audio/mpeg' }], summary: 'Summary.' },
        { title: 'Own author', url: 'https://a.example/q', banner_image: 'https://a.example/banner.jpg', author: { name: 'Item author' }, tags: ['x', 7] },
      ],
    });
    expect(await new JsonPhotoFeedSource(async () => text).items(100)).toEqual([
      { title: 'Attached', description: 'Summary.', pubDate: '', imageUrl: 'https://a.example/a.jpg', linkUrl: 'https://a.example/p', keywords: [], photographer: 'Feed author' },
      { title: 'Own author', description: '', pubDate: '', imageUrl: 'https://a.example/banner.jpg', linkUrl: 'https://a.example/q', keywords: ['x'], photographer: 'Item author' },
    ]);
  });

  it.each(['garbage', '{"photos": 1}', 'null'])('calls %j unavailable', async (garbage) => {
    await expect(new JsonPhotoFeedSource(async () => garbage).items(100)).rejects.toThrow(PhotoFeedUnavailableError);
  });
});

function withoutLarge(value: PhotoFeedItem): PhotoFeedItem {
  const { largeImageUrl: _, ...rest } = value;
  return rest;
}

describe('feed addresses', () => {
  it('keeps http(s) only, resolved against the feed', () => {
    expect(feedUrl(' https://a.example/x.jpg ', undefined)).toBe('https://a.example/x.jpg');
    expect(feedUrl('x.jpg', 'https://a.example/feeds/daily.rss')).toBe('https://a.example/feeds/x.jpg');
    expect(feedUrl('//cdn.example/x.jpg', 'https://a.example/feed')).toBe('https://cdn.example/x.jpg');
    expect(feedUrl('/sample-feed/x.jpg', undefined)).toBe('/sample-feed/x.jpg');
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AA', 'ftp://a.example/x.jpg', 'x.jpg', '//cdn.example/x.jpg', '', 3, undefined]) {
      expect(feedUrl(bad, undefined)).toBeUndefined();
    }
    expect(feedUrl('java\nscript:alert(1)', 'https://a.example/')).toBeUndefined();
    expect(feedUrl('https://[bad', 'https://a.example/')).toBeUndefined();
  });
});

describe('HTML as text', () => {
  it('removes tags, scripts and styles, decodes entities, collapses whitespace and collects the images', () => {
    expect(readHtml('<script>alert(1)</script><style>p{}</style><p>A &amp;  <b>bold</b>\n\tline&nbsp;here.</p><p><img src="https://a.example/i.jpg" width="240"><img src=" "><img src="https://a.example/j.jpg" width="wide"></p>')).toEqual({
      lines: ['A & bold line here.'],
      images: [{ src: 'https://a.example/i.jpg', width: 240 }, { src: 'https://a.example/j.jpg' }],
    });
    expect(readHtml('  ')).toEqual({ lines: [], images: [] });
  });

  it('reads markup escaped twice as markup', () => {
    expect(readHtml('&lt;b&gt;Bold&lt;/b&gt; text').lines).toEqual(['Bold text']);
    expect(readHtml('I &lt;3 Costa Rica, 1 &lt; 2').lines).toEqual(['I <3 Costa Rica, 1 < 2']);
  });
});

describe('feed text', () => {
  it('reads a feed over HTTP, and calls a failing or unreachable one unavailable', async () => {
    const server = createServer((request, response) => {
      response.statusCode = request.url === '/feed' ? 200 : 500;
      response.end('<rss/>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const text = feedTextFromUrl(`${base}/feed`);
      expect(await text()).toBe('<rss/>');
      expect(text.url).toBe(`${base}/feed`);
      await expect(feedTextFromUrl(`${base}/broken`)()).rejects.toThrow(/answered 500/);
    } finally {
      server.close();
    }
    await expect(feedTextFromUrl(`${base}/feed`)()).rejects.toThrow(PhotoFeedUnavailableError);
    await expect(feedTextFromFile('/nonexistent/feed.xml')()).rejects.toThrow(PhotoFeedUnavailableError);
    expect(feedTextFromFile('/nonexistent/feed.xml').url).toBeUndefined();
  });
});

describe('a feed larger than the cap (docs/decisions/057)', () => {
  /** An agency whose feed never ends: it writes 64 kB chunks as fast as it may, until the reader hangs up. */
  async function endlessFeed(declaredLength?: number) {
    let written = 0;
    let closed = false;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml', ...(declaredLength ? { 'content-length': String(declaredLength) } : {}) });
      response.on('close', () => (closed = true));
      const pump = () => {
        while (!closed && written < 200 * 1024 * 1024) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.rss`, written: () => written, closed: () => closed, close: () => server.close() };
  }

  it('is refused as too large once 5 MB have come, and the rest is never sent', async () => {
    const feed = await endlessFeed();
    try {
      await expect(feedTextFromUrl(feed.url)()).rejects.toThrow(`The photo feed is unavailable: the feed is larger than ${MAX_FEED_BYTES} bytes`);
      for (let waited = 0; !feed.closed() && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(feed.closed()).toBe(true);
      // What sat in the sockets' buffers when the reader hung up, not the 200 MB the agency had.
      expect(feed.written()).toBeLessThan(MAX_FEED_BYTES + 8 * 1024 * 1024);
    } finally {
      feed.close();
    }
  });

  it('is refused before its body is read when it says how large it is', async () => {
    const feed = await endlessFeed(200 * 1024 * 1024);
    try {
      await expect(feedTextFromUrl(feed.url, fetch, 1024)()).rejects.toThrow('the feed is larger than 1024 bytes');
    } finally {
      feed.close();
    }
  });

  it('is read whole when it is exactly at the cap', async () => {
    const server = createServer((request, response) => response.end('x'.repeat(1024)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.rss`;
      expect(await feedTextFromUrl(url, fetch, 1024)()).toHaveLength(1024);
      await expect(feedTextFromUrl(url, fetch, 1023)()).rejects.toThrow('the feed is larger than 1023 bytes');
    } finally {
      server.close();
    }
  });

  it('calls a feed that breaks off in the middle unavailable', async () => {
    const server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.write('<rss><channel>');
      setTimeout(() => response.destroy(), 20);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await expect(feedTextFromUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.rss`)()).rejects.toThrow(/the feed broke off/);
    } finally {
      server.close();
    }
  });
});

describe('a feed of many items (docs/decisions/057)', () => {
  it('turns only the first photos asked for into text, however many the feed has', async () => {
    const entry = (index: number) => `<item><title>Photo ${index}</title><link>https://a.example/${index}</link><enclosure url="https://a.example/${index}.jpg" type="image/jpeg"/><description>&lt;p&gt;Photo ${index}&lt;/p&gt;</description></item>`;
    const xml = rss(Array.from({ length: 14_000 }, (_, index) => entry(index + 1)).join(''));
    const photos = await readRssLimited(xml, 100);
    expect(photos).toHaveLength(100);
    expect(photos.at(-1)!.title).toBe('Photo 100');
  }, 60_000);
});

const readRssLimited = (xml: string, limit: number) => new RssPhotoFeedSource(async () => xml).items(limit);
