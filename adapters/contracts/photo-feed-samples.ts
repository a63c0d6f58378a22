import { readFileSync } from 'node:fs';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';

/** Object mother of photo feeds (one named sample per case, built in one place): shared by the contract suites and the @api scenarios. */
export const feedItems: PhotoFeedItem[] = [
  {
    title: 'Arenal Volcano at first light',
    description: 'The cone of Arenal above the morning clouds, seen from La Fortuna.',
    pubDate: '2026-01-10T06:00:00.000Z',
    imageUrl: 'https://photos.example/arenal-1024.jpg',
    largeImageUrl: 'https://photos.example/arenal-2048.jpg',
    linkUrl: 'https://photos.example/photo/arenal',
    keywords: ['Arenal', 'volcano', 'La Fortuna'],
    photographer: 'Ana Mora',
  },
  {
    title: 'Scarlet macaw, Carara',
    description: 'A macaw in flight over the Tárcoles river.',
    pubDate: '2026-01-09T15:30:00.000Z',
    imageUrl: 'https://photos.example/macaw-1024.jpg',
    linkUrl: 'https://photos.example/photo/macaw',
    keywords: [],
    photographer: 'Luis Vargas',
  },
];

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

/** A Media RSS feed of the given items, as a photo agency would publish it: the normal image 1024 pixels wide, the large one 2048, in a media:group. */
export function mediaRss(items: readonly PhotoFeedItem[]): string {
  const entries = items.map(
    (item) => `
    <item>
      <title>${escape(item.title)}</title>
      <description>${escape(item.description)}</description>
      <pubDate>${new Date(item.pubDate).toUTCString()}</pubDate>
      <link>${escape(item.linkUrl)}</link>
      <media:group>
        <media:content url="${escape(item.imageUrl)}" medium="image" width="1024"/>
        ${item.largeImageUrl ? `<media:content url="${escape(item.largeImageUrl)}" medium="image" width="2048"/>` : ''}
        <media:thumbnail url="${escape(item.imageUrl)}.thumb" width="75" height="75"/>
      </media:group>
      <media:keywords>${escape(item.keywords.join(', '))}</media:keywords>
      <media:credit role="photographer">${escape(item.photographer)}</media:credit>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Costa Rica</title>${entries.join('')}</channel></rss>`;
}

/**
 * A real-shaped feed (docs/decisions/030-feed-text.md): a file in features/fixtures/photo-feeds/, modelled on
 * what photo services publish, the address an agency would publish it at, and the photos the gallery
 * must get from it. Relative addresses in a feed resolve against the feed's own address, so the photos
 * depend on it.
 */
export interface RealFeed {
  /** What publishes this shape, for a reader of the test report. */
  readonly shape: string;
  readonly file: string;
  /** The feed's path on the agency's site; `.json` marks JSON (docs/decisions/026-photo-feed.md). */
  readonly path: string;
  readonly contentType: string;
  photos(feedUrl: string): PhotoFeedItem[];
}

const at = (path: string, feedUrl: string) => new URL(path, feedUrl).href;

export const flickrFeed: RealFeed = {
  shape: 'Flickr-shaped Media RSS',
  file: 'flickr-public.rss',
  path: '/services/feeds/photos_public.gne?tags=costarica&format=rss2',
  contentType: 'application/rss+xml',
  photos: () => [
    {
      title: 'Volcán Arenal desde La Fortuna',
      description: 'The cone of Arenal above the morning clouds, seen from the road to El Castillo & the lake.',
      pubDate: '2026-11-21T14:12:40.000Z',
      imageUrl: 'https://live.staticflickr.com/65535/53012345678_4f2a9c1b7e_b.jpg',
      linkUrl: 'https://www.flickr.com/photos/anamora-cr/53012345678/',
      keywords: [],
      photographer: 'Ana Mora',
    },
    {
      title: 'Scarlet macaw, Carara',
      description: 'Luis Vargas posted a photo:',
      pubDate: '2026-11-20T23:30:05.000Z',
      imageUrl: 'https://live.staticflickr.com/65535/53011122233_9d8e7f6a5b_b.jpg',
      linkUrl: 'https://www.flickr.com/photos/luisvargas/53011122233/',
      keywords: [],
      photographer: 'Luis Vargas',
    },
  ],
};

export const agencyFeed: RealFeed = {
  shape: "photo agency's Media RSS with media:group",
  file: 'agency-media-rss.rss',
  path: '/feeds/costa-rica.rss',
  contentType: 'application/rss+xml',
  photos: (feedUrl) => [
    {
      title: 'Manuel Antonio: Playa Espadilla at low tide',
      description: 'Calm water & white sand below the rainforest of Manuel Antonio National Park.',
      pubDate: '2026-11-21T12:00:00.000Z',
      imageUrl: 'https://cdn.agencia-quetzal.example/QZ-20261121-0042/1280.jpg',
      largeImageUrl: 'https://cdn.agencia-quetzal.example/QZ-20261121-0042/2560.jpg',
      linkUrl: 'https://agencia-quetzal.example/photo/QZ-20261121-0042',
      keywords: ['Manuel Antonio', 'beach', 'Pacific', 'national park', 'Quepos', 'Puntarenas', 'rainforest', 'tide', 'sand'],
      photographer: 'Diego Solano',
      license: 'https://agencia-quetzal.example/licensing/editorial',
    },
    {
      title: 'The crater lake of Poás',
      description: 'The acid lake of the Poás crater, seen from the rim when the clouds parted.',
      pubDate: '2026-11-20T12:00:00.000Z',
      imageUrl: at('/images/QZ-20261120-0007/1200.jpg', feedUrl),
      largeImageUrl: at('images/QZ-20261120-0007/2400.jpg', feedUrl),
      linkUrl: at('/photo/QZ-20261120-0007', feedUrl),
      keywords: ['poas', 'volcano', 'crater', 'alajuela'],
      photographer: 'María José Quesada',
    },
  ],
};

export const blogFeed: RealFeed = {
  shape: 'plain RSS with enclosures',
  file: 'blog-rss-enclosure.rss',
  path: '/feed/',
  contentType: 'application/rss+xml; charset=UTF-8',
  photos: () => [
    {
      title: 'Sunset surf at Tamarindo',
      description: 'The last surfers of the day wait for a set as the sun goes down over Tamarindo bay. Shot from the rocks at the north end of the beach.',
      pubDate: '2026-11-20T05:45:00.000Z',
      imageUrl: 'https://puravida-journal.example/wp-content/uploads/2026/11/tamarindo-sunset.jpg',
      linkUrl: 'https://puravida-journal.example/2026/11/sunset-surf-tamarindo/',
      keywords: ['Guanacaste', 'Beaches', 'surf'],
      photographer: 'Carolina Jiménez',
    },
    {
      title: 'Río Celeste',
      description: 'The waterfall of Río Celeste, Tenorio Volcano National Park.',
      pubDate: '2026-11-18T14:10:00.000Z',
      imageUrl: 'https://puravida-journal.example/wp-content/uploads/2026/11/rio-celeste.jpg',
      linkUrl: 'https://puravida-journal.example/2026/11/rio-celeste/',
      keywords: ['Tenorio'],
      photographer: 'Andrés Rojas',
    },
  ],
};

export const atomFeed: RealFeed = {
  shape: 'Atom',
  file: 'atom-photos.atom',
  path: '/photos.atom',
  contentType: 'application/atom+xml',
  photos: (feedUrl) => [
    {
      title: 'Mist over the Monteverde cloud forest',
      description: 'A band of cloud drifts through the canopy of the Monteverde reserve.',
      pubDate: '2026-11-21T13:30:00.000Z',
      imageUrl: 'https://estudio-colibri.example/media/311/monteverde-mist.jpg',
      linkUrl: 'https://estudio-colibri.example/photos/311-monteverde-mist',
      keywords: ['Cloud forest', 'Monteverde'],
      photographer: 'Sofía Chaves',
    },
    {
      title: 'Quetzal at San Gerardo de Dota',
      description: 'A resplendent quetzal on a wild avocado tree, early morning.',
      pubDate: '2026-11-20T09:15:00.000Z',
      imageUrl: at('media/310/quetzal.jpg', feedUrl),
      linkUrl: 'https://estudio-colibri.example/photos/310-quetzal',
      keywords: ['birds'],
      photographer: 'Estudio Colibrí',
    },
  ],
};

export const jsonFeed: RealFeed = {
  shape: 'JSON Feed 1.1',
  file: 'json-feed.json',
  path: '/photos.json',
  contentType: 'application/feed+json',
  photos: (feedUrl) => [
    {
      title: "Baird's tapir, Corcovado",
      description: 'A Baird’s tapir crosses the beach at Sirena station, Corcovado National Park.',
      pubDate: '2026-11-21T13:00:00.000Z',
      imageUrl: 'https://lente-tico.example/media/2026/11/corcovado-tapir-1280.jpg',
      linkUrl: 'https://lente-tico.example/2026/11/21/corcovado-tapir',
      keywords: ['Corcovado', 'tapir', 'wildlife', 'Osa'],
      photographer: 'Javier Mora',
    },
    {
      title: 'Cahuita reef from the air',
      description: 'The reef of Cahuita National Park, on the Caribbean coast, seen from a drone at noon.',
      pubDate: '2026-11-20T18:00:00.000Z',
      imageUrl: at('media/2026/11/cahuita-reef-1280.jpg', feedUrl),
      linkUrl: 'https://lente-tico.example/2026/11/20/cahuita-reef',
      keywords: ['Cahuita', 'Caribbean', 'reef'],
      photographer: 'Lente Tico',
    },
  ],
};

export const markupFeed: RealFeed = {
  shape: 'HTML in every field',
  file: 'html-in-every-field.rss',
  path: '/markup.rss',
  contentType: 'application/rss+xml',
  photos: () => [
    {
      title: 'Sunset over Tamarindo & Langosta',
      description: 'Surfers & the last light of the day.',
      pubDate: '2026-11-20T00:00:00.000Z',
      imageUrl: 'https://markup.example/photos/1-1280.jpg',
      linkUrl: 'https://markup.example/photos/1',
      keywords: ['surf', 'sunset', 'Tamarindo & Langosta', 'Guanacaste'],
      photographer: 'Carolina Jiménez',
    },
    {
      title: 'Scarlet macaw',
      description: 'A macaw in flight. Carara Tárcoles',
      pubDate: '',
      imageUrl: 'https://markup.example/photos/2-1024.jpg',
      linkUrl: 'https://markup.example/photos/2',
      keywords: [],
      photographer: 'Luis Vargas',
    },
  ],
};

/** Every real-shaped feed, each read by the adapter its address selects (RSS and Atom, or JSON). */
export const realFeeds: readonly RealFeed[] = [flickrFeed, agencyFeed, blogFeed, atomFeed, jsonFeed, markupFeed];

export function realFeedNamed(file: string): RealFeed {
  const feed = realFeeds.find((candidate) => candidate.file === file);
  if (!feed) throw new Error(`No real-shaped feed ${file}: one of ${realFeeds.map((candidate) => candidate.file).join(', ')}`);
  return feed;
}

export function realFeedText(feed: RealFeed): string {
  return readFileSync(new URL(`../../features/fixtures/photo-feeds/${feed.file}`, import.meta.url), 'utf8');
}

/** Whether a text a visitor reads still shows markup: a tag or an HTML entity. (A test's check, not how feeds are read.) */
export function showsMarkup(text: string): boolean {
  return /<\/?[a-z!][^>]*>/i.test(text) || /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i.test(text);
}
