import { Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryPhotoFeedSource } from '../../adapters/memory/in-memory-photo-feed-source.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { PHOTO_FEED_CACHE_MS, PhotoFeedReader } from '../../domain/photo-feed/photo-feed-reader.js';
import { PhotoFeedUnavailableError, type PhotoFeedSource } from '../../domain/photo-feed/photo-feed-source.js';
import { pictureOfTheDayRoute, type PictureOfTheDayPageSource } from './picture-of-the-day-route.js';

const photo = (title: string): PhotoFeedItem => ({
  title,
  description: '',
  pubDate: '2026-11-21T06:00:00.000Z',
  imageUrl: `/sample-feed/${title}.jpg`,
  linkUrl: 'https://costaricagateway.com/destinations/arenal',
  keywords: [],
  photographer: 'Costa Rica Gateway sample',
});

const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"><!--app-html--></div></body></html>';

/** A renderer that writes which photo it drew, and counts its calls. */
function drawingSource({ template }: { template: string | undefined } = { template: TEMPLATE }) {
  const render = vi.fn(async (document: string, search: string, photos: readonly PhotoFeedItem[]) =>
    document.replace('<!--app-html-->', `${search} ${photos.map((item) => item.title).join(',')}`),
  );
  const source: PictureOfTheDayPageSource = { template, renderer: async () => render };
  return { source, render };
}

/** Sends one request through the route: what it answered, or that it passed the request on. */
async function visit(route: ReturnType<typeof pictureOfTheDayRoute>, url: string, method = 'GET') {
  return new Promise<{ status?: number; body?: string; passed: boolean }>((resolve) => {
    const request = { method, url, headers: {} } as unknown as IncomingMessage;
    const sent: { status?: number } = {};
    const response = {
      writeHead: (status: number) => Object.assign(sent, { status }),
      end: (body?: Buffer) => resolve({ ...sent, body: body?.toString('utf8'), passed: false }),
    } as unknown as ServerResponse;
    route(request, response, () => resolve({ passed: true }));
  });
}

describe('GET /picture-of-the-day draws the feed into the page (docs/decisions/026)', () => {
  it("answers the page with the feed's photos, the one the address names in the frame", async () => {
    const { source } = drawingSource();
    const route = pictureOfTheDayRoute(new PhotoFeedReader(new InMemoryPhotoFeedSource([photo('arenal'), photo('celeste')]), new ManualClock()), source, []);
    expect(await visit(route, '/picture-of-the-day')).toMatchObject({ status: 200, body: expect.stringContaining('?photo=1 arenal,celeste') });
    expect(await visit(route, '/picture-of-the-day/?photo=2')).toMatchObject({ status: 200, body: expect.stringContaining('?photo=2 arenal,celeste') });
    expect(await visit(route, '/picture-of-the-day?photo=9')).toMatchObject({ body: expect.stringContaining('?photo=1 ') });
  });

  it('draws each photo once per read of the feed, and again after the next read', async () => {
    const clock = new ManualClock();
    const { source, render } = drawingSource();
    const route = pictureOfTheDayRoute(new PhotoFeedReader(new InMemoryPhotoFeedSource([photo('arenal'), photo('celeste')]), clock), source, []);
    for (let visitor = 0; visitor < 3; visitor++) await visit(route, '/picture-of-the-day');
    await visit(route, '/picture-of-the-day?photo=2');
    expect(render).toHaveBeenCalledTimes(2);
    clock.advance(PHOTO_FEED_CACHE_MS);
    await visit(route, '/picture-of-the-day');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('draws the page without photos, which says they are unavailable, when the feed cannot be read or is empty: once (issue 35)', async () => {
    const failing: PhotoFeedSource = { items: () => Promise.reject(new PhotoFeedUnavailableError('down')) };
    const down = drawingSource();
    const route = pictureOfTheDayRoute(new PhotoFeedReader(failing, new ManualClock()), down.source, []);
    expect(await visit(route, '/picture-of-the-day')).toEqual({ status: 200, body: expect.stringContaining('<div id="root"> </div>'), passed: false });
    expect(await visit(route, '/picture-of-the-day?photo=3')).toMatchObject({ status: 200, body: expect.stringContaining('<div id="root"> </div>') });
    expect(down.render).toHaveBeenCalledTimes(1);
    expect(down.render).toHaveBeenCalledWith(TEMPLATE, '', []);
    const empty = drawingSource();
    expect(await visit(pictureOfTheDayRoute(new PhotoFeedReader(new InMemoryPhotoFeedSource([]), new ManualClock()), empty.source, []), '/picture-of-the-day')).toMatchObject({ status: 200 });
    expect(empty.render).toHaveBeenCalledWith(TEMPLATE, '', []);
  });

  it('leaves the page to the prerendered one when the build has no template', async () => {
    const reader = new PhotoFeedReader(new InMemoryPhotoFeedSource([photo('arenal')]), new ManualClock());
    expect(await visit(pictureOfTheDayRoute(reader, drawingSource({ template: undefined }).source, []), '/picture-of-the-day')).toEqual({ passed: true });
  });

  it('leaves the page to the prerendered one when drawing fails, and tries again for the next visitor', async () => {
    const render = vi.fn().mockRejectedValueOnce(new Error('no bundle')).mockResolvedValue('<html>drawn</html>');
    const route = pictureOfTheDayRoute(new PhotoFeedReader(new InMemoryPhotoFeedSource([photo('arenal')]), new ManualClock()), { template: TEMPLATE, renderer: async () => render }, []);
    const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    expect(await visit(route, '/picture-of-the-day')).toEqual({ passed: true });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('no bundle'));
    expect(await visit(route, '/picture-of-the-day')).toMatchObject({ status: 200, body: '<html>drawn</html>' });
    logged.mockRestore();
  });

  it('draws the page again with a new template, such as a published one (docs/decisions/102)', async () => {
    const source = { template: TEMPLATE, renderer: drawingSource().source.renderer };
    const route = pictureOfTheDayRoute(new PhotoFeedReader(new InMemoryPhotoFeedSource([photo('arenal')]), new ManualClock()), source, []);
    expect((await visit(route, '/picture-of-the-day')).body).toContain('<div id="root">');
    source.template = TEMPLATE.replace('<div id="root">', '<div id="root" class="published">');
    expect((await visit(route, '/picture-of-the-day')).body).toContain('<div id="root" class="published">');
  });

  it('answers only GET and HEAD of its own page', async () => {
    const route = pictureOfTheDayRoute(new PhotoFeedReader(new InMemoryPhotoFeedSource([photo('arenal')]), new ManualClock()), drawingSource().source, []);
    expect(await visit(route, '/picture-of-the-day', 'POST')).toEqual({ passed: true });
    expect(await visit(route, '/tours')).toEqual({ passed: true });
    expect(await visit(route, '/picture-of-the-day', 'HEAD')).toMatchObject({ status: 200 });
  });
});
