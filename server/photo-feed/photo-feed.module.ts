import { Module } from '@nestjs/common';
import { PhotoFeedController } from './photo-feed.controller.js';

/** The photo-feed area's HTTP side (docs/architecture.md §3); its ports and use cases come from the composition root (app.module.ts). */
@Module({ controllers: [PhotoFeedController] })
export class PhotoFeedModule {}
