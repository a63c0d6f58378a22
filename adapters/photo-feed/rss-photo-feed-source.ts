import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { chooseImages, type FeedImage } from '../../domain/photo-feed/feed-images.js';
import { commaSeparated, spaceSeparated } from '../../domain/photo-feed/feed-keywords.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { photoFeedItem } from '../../domain/photo-feed/photo-feed-entry.js';
import { PhotoFeedUnavailableError, type PhotoFeedSource } from '../../domain/photo-feed/photo-feed-source.js';
import { feedUrl, isoDate, type FeedText } from './feed-text.js';
import { pixels, plainText, readHtml, type HtmlText } from './html-text.js';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Every value stays text ("2026" is a title, not a number).
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: true,
});

type Node = Record<string, unknown>;

/**
 * A photo agency's XML feed (docs/decisions/026-photo-feed.md, 030-feed-text.md), in the shapes real
 * feeds use:
 * - RSS 2.0 `<item>`s, with Media RSS (`media:content`, `media:group`, `media:thumbnail`,
 *   `media:credit`, `media:keywords`, `media:category`, `media:title`, `media:description`), `enclosure`,
 *   `category`, `dc:creator` and `author` (Flickr's public feeds are this shape);
 * - Atom `<entry>`s, with `link rel="alternate"` and `rel="enclosure"`, `author/name` (else the feed's
 *   author), `category`, `summary` and `content`.
 * Every text is read as HTML into plain text (html-text.ts); the images are listed and chosen by the
 * domain (feed-images.ts), addresses resolved against the feed's own. Items without a title, an image
 * or an http(s) link are left out.
 */
export class RssPhotoFeedSource implements PhotoFeedSource {
  constructor(private readonly text: FeedText) {}

  async items(limit: number): Promise<PhotoFeedItem[]> {
    const xml = await this.text();
    if (XMLValidator.validate(xml) !== true) throw new PhotoFeedUnavailableError('the feed is not well-formed XML');
    const document = parser.parse(xml) as Node;
    const base = this.text.url;
    const rss = document.rss;
    if (isNode(rss) && isNode(rss.channel)) return photos(all(rss.channel.item), base, [], limit);
    const atom = document.feed;
    if (isNode(atom)) return photos(all(atom.entry), base, all(atom.author).map(authorName), limit);
    throw new PhotoFeedUnavailableError('the feed is neither RSS nor Atom');
  }
}

/** The first `limit` photos: the entries after them are never turned into text (their HTML is the costly part). */
function photos(entries: unknown[], base: string | undefined, feedAuthors: string[], limit: number): PhotoFeedItem[] {
  const found: PhotoFeedItem[] = [];
  for (const entry of entries) {
    if (found.length >= limit) break;
    const item = isNode(entry) ? photoOf(entry, base, feedAuthors) : undefined;
    if (item) found.push(item);
  }
  return found;
}

function photoOf(item: Node, base: string | undefined, feedAuthors: string[]): PhotoFeedItem | undefined {
  // Media RSS elements may sit on the item, in its media:group(s) and in each media:content.
  const groups = all(item['media:group']).filter(isNode);
  const contents = [item, ...groups].flatMap((scope) => all(scope['media:content']).filter(isNode));
  const scopes = [item, ...groups, ...contents];
  const media = (name: string) => scopes.flatMap((scope) => all(scope[name]));

  const descriptions: HtmlText[] = [item.description, item['content:encoded'], item.summary, item.content, ...media('media:description')].map((value) => readHtml(textOf(value)));
  const credits = media('media:credit').filter(isCredit);

  return photoFeedItem({
    titles: [item.title, ...media('media:title')].map((value) => plainText(textOf(value))),
    descriptions: descriptions.map((description) => description.lines),
    pubDate: isoDate(textOf(item.pubDate) || textOf(item.published) || textOf(item.updated) || textOf(item['dc:date'])) ?? '',
    linkUrl: linkOf(item, base),
    images: chooseImages(imagesOf(item, contents, scopes, descriptions, base)),
    keywords: [
      ...media('media:keywords').flatMap((value) => commaSeparated(plainText(textOf(value)))),
      ...media('media:category').flatMap((value) => spaceSeparated(plainText(textOf(value)))),
      ...all(item.category).map((category) => plainText(isNode(category) && !('#text' in category) ? attribute(category, 'label') || attribute(category, 'term') : textOf(category))),
    ],
    credits: [
      ...credits.filter((credit) => isNode(credit) && attribute(credit, 'role').toLowerCase() === 'photographer'),
      ...credits.filter((credit) => !isNode(credit) || attribute(credit, 'role').toLowerCase() !== 'photographer'),
      ...all(item['dc:creator']),
    ]
      .map((credit) => plainText(textOf(credit)))
      .concat(all(item.author).map(authorName), feedAuthors),
    licenses: licensesOf(item, scopes, base),
  });
}

/**
 * The photo's licence, as an address: Media RSS `media:license href`, the RSS Creative Commons module's
 * `creativeCommons:license` (or `cc:license`), Atom `link rel="license"`.
 */
function licensesOf(item: Node, scopes: Node[], base: string | undefined): string[] {
  const candidates = [
    ...scopes.flatMap((scope) => all(scope['media:license'])).map((license) => (isNode(license) ? license['@href'] : undefined)),
    ...[...all(item['creativeCommons:license']), ...all(item['cc:license'])].map((license) => (isNode(license) ? (license['@rdf:resource'] ?? textOf(license)) : textOf(license))),
    ...all(item.link).filter(isNode).filter((link) => link['@rel'] === 'license').map((link) => link['@href']),
  ];
  return candidates.map((candidate) => feedUrl(candidate, base)).filter((address): address is string => Boolean(address));
}

function imagesOf(item: Node, contents: Node[], scopes: Node[], descriptions: HtmlText[], base: string | undefined): FeedImage[] {
  const images: FeedImage[] = [];
  const add = (url: unknown, kind: FeedImage['kind'], width?: unknown) => {
    const address = feedUrl(url, base);
    const pixelWidth = pixels(width);
    if (address) images.push(pixelWidth === undefined ? { url: address, kind } : { url: address, kind, width: pixelWidth });
  };
  for (const content of contents.filter(isImageContent)) add(content['@url'], 'content', content['@width']);
  for (const enclosure of all(item.enclosure).filter(isNode).filter((node) => isImageType(node['@type']))) add(enclosure['@url'], 'enclosure');
  for (const link of all(item.link).filter(isNode).filter((node) => node['@rel'] === 'enclosure' && isImageType(node['@type']))) add(link['@href'], 'enclosure');
  for (const image of descriptions.flatMap((description) => description.images)) add(image.src, 'inline', image.width);
  for (const thumbnail of scopes.flatMap((scope) => all(scope['media:thumbnail'])).filter(isNode)) add(thumbnail['@url'], 'thumbnail', thumbnail['@width']);
  return images;
}

/** The photo's page: RSS `link`, Atom `link rel="alternate"` (or without rel), else a permalink `guid`. */
function linkOf(item: Node, base: string | undefined): string | undefined {
  const links = all(item.link).map((link) => (isNode(link) && '@href' in link ? ((link['@rel'] ?? 'alternate') === 'alternate' ? link['@href'] : undefined) : textOf(link)));
  const guid = all(item.guid)[0];
  const permalink = isNode(guid) && attribute(guid, 'isPermaLink') === 'false' ? undefined : textOf(guid);
  return [...links, permalink].map((link) => feedUrl(link, base)).find(Boolean);
}

/** A media:content that is a picture: medium="image", an image type, or neither said. */
function isImageContent(content: Node): boolean {
  const medium = attribute(content, 'medium');
  const type = attribute(content, 'type');
  if (medium) return medium === 'image';
  return type ? isImageType(type) : true;
}

function isImageType(type: unknown): boolean {
  return typeof type === 'string' && type.trim().toLowerCase().startsWith('image/');
}

function isCredit(credit: unknown): boolean {
  return textOf(credit) !== '';
}

/** RSS `author` (text: an e-mail address with the name in brackets, left to the domain) or Atom `author/name`. */
function authorName(author: unknown): string {
  return plainText(isNode(author) && 'name' in author ? textOf(author.name) : textOf(author));
}

function attribute(node: Node, name: string): string {
  const value = node[`@${name}`];
  return typeof value === 'string' ? value.trim() : '';
}

function all(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The text of an element: its value, or its text content when it holds elements (Atom XHTML, or HTML
 * a feed left unescaped), their texts joined by spaces. Attributes are not text.
 */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(' ');
  if (!isNode(value)) return '';
  return Object.entries(value)
    .filter(([key]) => !key.startsWith('@'))
    .map(([, child]) => textOf(child))
    .filter(Boolean)
    .join(' ');
}
