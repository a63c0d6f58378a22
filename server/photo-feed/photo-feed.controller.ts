import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PHOTO_FEED_PATH } from '../../domain/api-paths.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { PhotoFeedReader } from '../../domain/photo-feed/photo-feed-reader.js';
import { EncodedBody } from '../http/encoded-body.js';

const HEADERS = { contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache' };

@Controller(PHOTO_FEED_PATH)
export class PhotoFeedController {
  /**
   * docs/decisions/057: the reader gives the same list until its next read of the agency, so the JSON, its
   * Brotli and gzip copies and its ETag are made once per read, not once per request (a 100-photo answer
   * is about 40 kB). A new read gives a new list, and the old entry goes with the old list.
   */
  private readonly encoded = new WeakMap<readonly PhotoFeedItem[], EncodedBody>();

  constructor(@Inject(PhotoFeedReader) private readonly reader: PhotoFeedReader) {}

  /** docs/architecture.md §3: the feed's photos, cached 24 h on the server; 502 in the error shape when it fails. */
  @Get()
  async items(@Req() request: Request, @Res() response: Response): Promise<void> {
    const items = await this.reader.read();
    let body = this.encoded.get(items);
    if (!body) {
      body = EncodedBody.compressing(Buffer.from(JSON.stringify(items), 'utf8'), HEADERS);
      this.encoded.set(items, body);
    }
    body.send(request, response);
  }
}
