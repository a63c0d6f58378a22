import { readFile } from 'node:fs/promises';
import { PhotoFeedUnavailableError } from '../../domain/photo-feed/photo-feed-source.js';

/** Gives the raw text of a feed; throws PhotoFeedUnavailableError when it cannot. */
export type FeedText = () => Promise<string>;

const MAX_FEED_BYTES = 5 * 1024 * 1024;
const FEED_TIMEOUT_MS = 10_000;

/** The feed at an http(s) URL, with a timeout and a size cap. */
export function feedTextFromUrl(url: string, fetchImpl: typeof fetch = fetch): FeedText {
  return async () => {
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
  };
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

/** A link or image address a browser may follow: http(s), or a path on this server. */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  return /^https?:\/\/[^\s]+$/i.test(text) ? text : undefined;
}

/** An RFC 822 or ISO date as ISO 8601, or undefined. */
export function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
