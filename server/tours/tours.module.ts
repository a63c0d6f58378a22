import { Module } from '@nestjs/common';
import { TourImagesController } from './tour-images.controller.js';

/** The tours area's HTTP side (docs/architecture.md §3); its ports and use cases come from the composition root (app.module.ts). */
@Module({ controllers: [TourImagesController] })
export class ToursModule {}
