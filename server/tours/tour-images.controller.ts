import { Body, Controller, Get, Header, Inject, Param, Put, Req, UseGuards } from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';
import type { Request } from 'express';
import { TourImagesLister } from '../../domain/tours/list-tour-images.js';
import type { TourImage } from '../../domain/tours/tour-image.js';
import { TourImageReplacer } from '../../domain/tours/tour-image-replacer.js';
import { AdminGuard } from '../admin/admin.guard.js';

export class ReplaceTourImageRequest {
  @IsString()
  @MaxLength(2048)
  imageURL!: string;
}

@Controller('api/tours')
export class TourImagesController {
  constructor(
    @Inject(TourImagesLister) private readonly lister: TourImagesLister,
    @Inject(TourImageReplacer) private readonly replacer: TourImageReplacer,
  ) {}

  /** docs/architecture.md §3: `[{tourId, imageURL}]` sorted by tourId. Express adds the ETag and answers 304. */
  @Get('images')
  @Header('Cache-Control', 'no-cache')
  list(): Promise<TourImage[]> {
    return this.lister.list();
  }

  /** docs/architecture.md §3: admin tour ids 1–11 only (404), an image this server stored only (400). */
  @Put(':tourId/image')
  @UseGuards(AdminGuard)
  replace(@Param('tourId') tourId: string, @Body() body: ReplaceTourImageRequest, @Req() request: Request): Promise<TourImage> {
    return this.replacer.replace(tourId, body.imageURL, `${request.protocol}://${request.get('host') ?? ''}`);
  }
}
