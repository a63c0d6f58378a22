import { Logger } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LIVE_TEMPLATE_FILE, PICTURE_OF_THE_DAY_PATH, type PictureOfTheDayRenderer } from '../../domain/photo-feed/picture-of-the-day-page.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import type { PhotoFeedReader } from '../../domain/photo-feed/photo-feed-reader.js';
import { PHOTO_QUERY_PARAMETER, photoIndexFrom, photoSearch } from '../../domain/presentation/photo-carousel.js';
import { SPECULATION_RULES_HEADER } from '../../domain/navigation/speculation-rules.js';
import { EncodedBody, type HeaderPairs } from '../http/encoded-body.js';
import { pathOf, type FrontAnswer } from '../http/front-door.js';

export interface PictureOfTheDayPageSource {
  /**
   * The document of the page with its body left to fill, read at each request (a publication may bring a new one); the
   * build's, or undefined when the build has none.
   */
  readonly template: string | undefined;
  /** The UI's server renderer, loaded on first use. */
  readonly renderer: () => Promise<PictureOfTheDayRenderer>;
}

/**
 * What the build holds for the page: the template scripts/prerender.ts writes in the page's folder, and the UI's
 * server bundle, which the build writes to `ssr/` beside the UI's folder (`dist/ssr` beside `dist/client`).
 */
export function pictureOfTheDayFromBuild(uiDir: string): PictureOfTheDayPageSource {
  let template: string | undefined;
  try {
    template = readFileSync(join(uiDir, PICTURE_OF_THE_DAY_PATH.slice(1), LIVE_TEMPLATE_FILE), 'utf8');
  } catch {
    template = undefined;
  }
  const bundle = pathToFileURL(join(dirname(uiDir), 'ssr', 'entry-server.js')).href;
  return {
    template,
    renderer: async () => ((await import(bundle)) as { renderPictureOfTheDay: PictureOfTheDayRenderer }).renderPictureOfTheDay,
  };
}

/**
 * GET /picture-of-the-day (docs/decisions/026): the page with the feed's photos in its HTML, so search engines and
 * visitors without JavaScript see the titles, photos and credits, and Previous and Next (links to `?photo=n`)
 * work without it. The reader keeps the feed 24 hours, and a new read gives a new list: each photo's page is
 * rendered and compressed once per read, then answered from memory with its ETag. When the feed cannot be read or
 * has no photo, the page says the photos are unavailable (docs/product.md §2), drawn once: the server knows, so the
 * page never says "Loading" for its script to correct (issue 35). Without a template or a renderer that draws, the
 * prerendered page answers instead, and the browser loads the photos.
 */
/** The feed of a page that says the photos are unavailable: one list, so its page is drawn once and kept. */
const NO_PHOTOS: readonly PhotoFeedItem[] = Object.freeze([]);

export function pictureOfTheDayRoute(reader: PhotoFeedReader, source: PictureOfTheDayPageSource, securityHeaders: HeaderPairs): FrontAnswer {
  const logger = new Logger('PictureOfTheDay');
  const headers = { contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache', extra: [...securityHeaders, SPECULATION_RULES_HEADER] };
  // Each photo's page with the template it was drawn with: a template published since (docs/decisions/102) draws it again.
  const rendered = new WeakMap<readonly PhotoFeedItem[], Map<number, { template: string; page: Promise<EncodedBody> }>>();
  let renderer: Promise<PictureOfTheDayRenderer> | undefined;

  const pageOf = (photos: readonly PhotoFeedItem[], index: number, template: string): Promise<EncodedBody> => {
    let pages = rendered.get(photos);
    if (!pages) rendered.set(photos, (pages = new Map()));
    const kept = pages.get(index);
    if (kept?.template === template) return kept.page;
    renderer ??= source.renderer();
    const page = renderer
      .then((render) => render(template, photos === NO_PHOTOS ? '' : photoSearch(index), photos))
      .then((html) => EncodedBody.compressing(Buffer.from(html, 'utf8'), headers));
    const entry = { template, page };
    pages.set(index, entry);
    // A failed render is not kept: the next visitor tries again.
    page.catch(() => pages.get(index) === entry && pages.delete(index));
    return page;
  };

  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    // Compared as it is, with or without its trailing slash: this runs ahead of every page and file the server answers.
    const path = pathOf(request);
    if (path !== PICTURE_OF_THE_DAY_PATH && path !== `${PICTURE_OF_THE_DAY_PATH}/`) return next();
    const template = source.template;
    if (template === undefined) return next();
    const asked = new URLSearchParams((request.url ?? '').split('?')[1] ?? '').get(PHOTO_QUERY_PARAMETER);
    reader
      .read()
      // The feed cannot be read: the page says so, as it does for a feed without photos.
      .catch(() => NO_PHOTOS)
      .then((photos) => {
        const feed = photos.length === 0 ? NO_PHOTOS : photos;
        return pageOf(feed, photoIndexFrom(asked, feed.length), template).then(
          (page) => page.send(request, response),
          (error: unknown) => {
            logger.error(`The picture of the day could not be rendered with the feed; the prerendered page answers: ${String(error)}`);
            next();
          },
        );
      })
      // An answer that failed half-way cannot be answered again; one that never began goes to the prerendered page.
      .catch(() => (response.headersSent ? response.destroy() : next()));
  };
}
