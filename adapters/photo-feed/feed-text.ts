import { readFile } from 'node:fs/promises';
import { PhotoFeedUnavailableError } from '../../domain/photo-feed/photo-feed-source.js';

/**
 * Gives the raw text of a feed; throws PhotoFeedUnavailableError when it cannot. `url` is the feed's
 * own address, against which its relative links and image addresses are resolved; a feed without one
 * (the bundled sample) may name paths on this server ("/sample-feed/…").
 */
export interface FeedText {
  (): Promise<string>;
  readonly url?: string;
}

const MAX_FEED_BYTES = 5 * 1024 * 1024;
const FEED_TIMEOUT_MS = 10_000;

/** The feed at an http(s) URL, with a timeout and a size cap. */
export function feedTextFromUrl(url: string, fetchImpl: typeof fetch = fetch): FeedText {
  return Object.assign(async () => {
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS), headers: { accept: 'application/rss+xml, application/xml, application/json;q=0.9, */*;q=0.5' } });
    } catch (error) {
      throw new PhotoFeedUnavailableError(`could not reach the feed (${error instanceof Error ? error.message : String(error)})`);
    }
    if (!response.ok) throw new PhotoFeedUnavailableError(`the feed answered ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_FEED_BYTES) throw new PhotoFeedUnavailableError('the feed is too large');
    return text;
  }, { url });
}

/** A feed file shipped with the server (the bundled sample). */
export function feedTextFromFile(file: string): FeedText {
  return async () => {
    try {
      return await readFile(file, 'utf8');
    } catch (error) {
      throw new PhotoFeedUnavailableError(`could not read ${file} (${error instanceof Error ? error.message : String(error)})`);
    }
  };
}

/**
 * A link or image address a browser may follow: http(s) only, resolved against the feed's address
 * (`base`). Without a base (the bundled sample) a path on this server ("/sample-feed/…") is kept as
 * it is. Anything else (javascript:, data:, ftp:, a relative address with nothing to resolve it
 * against) is undefined.
 */
export function feedUrl(value: unknown, base: string | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text) return undefined;
  if (base === undefined && text.startsWith('/') && !text.startsWith('//')) return text;
  let url: URL;
  try {
    url = base === undefined ? new URL(text) : new URL(text, base);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

/** An RFC 822 or ISO date as ISO 8601, or undefined. */
export function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
