import { DataLoadError } from '../../domain/data-loading/data-loading.js';
import type { PhotoFeedApi } from '../../domain/photo-feed/photo-feed-api.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';

/**
 * A PhotoFeedApi with fixed photos (tests, demo mode). `fail()` makes it answer like a server whose
 * agency is down (docs/architecture.md §3: 502).
 */
export class InMemoryPhotoFeedApi implements PhotoFeedApi {
  private failing = false;

  constructor(private readonly photos: readonly PhotoFeedItem[] = []) {}

  fail(): void {
    this.failing = true;
  }

  async list(): Promise<PhotoFeedItem[]> {
    if (this.failing) throw new DataLoadError(502, '', 'Bad Gateway');
    return this.photos.map((item) => ({ ...item, keywords: [...item.keywords] }));
  }
}
