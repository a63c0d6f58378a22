import express, { type RequestHandler } from 'express';
import { join } from 'node:path';
import { DEFAULTS_DIR } from '../config.js';

/** The bundled sample feed (docs/architecture.md §2): used when PHOTO_FEED_URL is not set. */
export const SAMPLE_FEED_FILE = join(DEFAULTS_DIR, 'photo-feed/sample-feed.xml');
/** The photos' address, one with the list `npm run dev` proxies (domain/api-paths.ts). */
export { SAMPLE_FEED_PHOTOS_PATH as SAMPLE_FEED_PATH } from '../../domain/api-paths.js';

/** The sample feed's photos, served by the portal itself so the gallery works offline. */
export function sampleFeedImages(): RequestHandler {
  return express.static(join(DEFAULTS_DIR, 'photo-feed/images'), {
    index: false,
    redirect: false,
    fallthrough: true,
    maxAge: '1d',
  });
}
