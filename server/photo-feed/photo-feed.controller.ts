import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { PhotoFeedReader } from '../../domain/photo-feed/photo-feed-reader.js';

@Controller('api/photo-feed')
export class PhotoFeedController {
  constructor(@Inject(PhotoFeedReader) private readonly reader: PhotoFeedReader) {}

  /** docs/architecture.md §3: the feed's photos, cached 24 h on the server; 502 in the error shape when it fails. */
  @Get()
  @Header('Cache-Control', 'no-cache')
  items(): Promise<PhotoFeedItem[]> {
    return this.reader.read();
  }
}
