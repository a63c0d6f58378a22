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

/** A Media RSS feed of the given items, as a photo agency would publish it. */
export function mediaRss(items: readonly PhotoFeedItem[]): string {
  const entries = items.map(
    (item) => `
    <item>
      <title>${escape(item.title)}</title>
      <description>${escape(item.description)}</description>
      <pubDate>${new Date(item.pubDate).toUTCString()}</pubDate>
      <link>${escape(item.linkUrl)}</link>
      <media:thumbnail url="${escape(item.imageUrl)}"/>
      ${item.largeImageUrl ? `<media:content url="${escape(item.largeImageUrl)}" medium="image"/>` : ''}
      <media:keywords>${escape(item.keywords.join(', '))}</media:keywords>
      <media:credit role="photographer">${escape(item.photographer)}</media:credit>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Costa Rica</title>${entries.join('')}</channel></rss>`;
}
