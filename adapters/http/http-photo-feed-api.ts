import { PHOTO_FEED_PATH } from '../../domain/api-paths.js';
import type { PhotoFeedApi } from '../../domain/photo-feed/photo-feed-api.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { fetchJson } from './fetch-json.js';


/** PhotoFeedApi over HTTP. `baseUrl` is '' in the browser (same origin) and absolute in Node. */
export class HttpPhotoFeedApi implements PhotoFeedApi {
  constructor(private readonly baseUrl = '') {}

  list(): Promise<PhotoFeedItem[]> {
    return fetchJson<PhotoFeedItem[]>(`${this.baseUrl}${PHOTO_FEED_PATH}`);
  }
}
