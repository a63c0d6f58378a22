import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { PhotoFeedUnavailableError, type PhotoFeedSource } from '../../domain/photo-feed/photo-feed-source.js';

/** A PhotoFeedSource with fixed items; `fail()` makes it behave like an agency that is down. */
export class InMemoryPhotoFeedSource implements PhotoFeedSource {
  private failing = false;
  reads = 0;

  constructor(private readonly photos: readonly PhotoFeedItem[] = []) {}

  fail(): void {
    this.failing = true;
  }

  async items(limit: number): Promise<PhotoFeedItem[]> {
    this.reads++;
    if (this.failing) throw new PhotoFeedUnavailableError('the source is down');
    return this.photos.slice(0, limit).map((item) => ({ ...item, keywords: [...item.keywords] }));
  }
}
