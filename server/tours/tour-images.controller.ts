import { Body, Controller, Delete, HttpCode, Inject, Param, Put, Req, UseGuards } from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';
import type { Request } from 'express';
import type { TourImage } from '../../domain/tours/tour-image.js';
import { TOUR_ID_PARAM, TOUR_IMAGE_ROUTE } from '../../domain/tours/tour-image-paths.js';
import { TourImageReplacer } from '../../domain/tours/tour-image-replacer.js';
import { TourImageReverter } from '../../domain/tours/tour-image-reverter.js';
import { AdminGuard } from '../admin/admin.guard.js';

export class ReplaceTourImageRequest {
  @IsString()
  @MaxLength(2048)
  imageURL!: string;
}

/** The tour image saves (the list, GET /api/tours/images, is server/tours/tour-images-route.ts), at the addresses of domain/tours/tour-image-paths.ts (the browser's adapters build the same ones). */
@Controller()
export class TourImagesController {
  constructor(
    @Inject(TourImageReplacer) private readonly replacer: TourImageReplacer,
    @Inject(TourImageReverter) private readonly reverter: TourImageReverter,
  ) {}

  /** docs/architecture.md §3: admin tour ids only (404), an image this server stored only (400). */
  @Put(TOUR_IMAGE_ROUTE)
  @UseGuards(AdminGuard)
  replace(@Param(TOUR_ID_PARAM) tourId: string, @Body() body: ReplaceTourImageRequest, @Req() request: Request): Promise<TourImage> {
    return this.replacer.replace(tourId, body.imageURL, `${request.protocol}://${request.get('host') ?? ''}`);
  }

  /**
   * Issue 19, docs/decisions/062: "Revert to the original picture". Admin only (401), admin tour ids only (404);
   * 204 whether or not the tour had a custom photo (nothing is left to forget either way).
   */
  @Delete(TOUR_IMAGE_ROUTE)
  @UseGuards(AdminGuard)
  @HttpCode(204)
  async revert(@Param(TOUR_ID_PARAM) tourId: string): Promise<void> {
    await this.reverter.revert(tourId);
  }
}
