import { Module } from '@nestjs/common';
import { MarketplaceImagesController } from './marketplace-images.controller.js';

/** The marketplace area's HTTP side (docs/architecture.md §3); its ports and use cases come from the composition root (app.module.ts). */
@Module({ controllers: [MarketplaceImagesController] })
export class MarketplaceModule {}
