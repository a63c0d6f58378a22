import { Controller, Get, Inject } from '@nestjs/common';
import { TourImagesLister } from '../../domain/tours/list-tour-images.js';
import type { TourImage } from '../../domain/tours/tour-image.js';

@Controller('api/tours')
export class TourImagesController {
  constructor(@Inject(TourImagesLister) private readonly lister: TourImagesLister) {}

  /** DESIGN §3: `[{tourId, imageURL}]` sorted by tourId. Express adds the ETag and answers 304. */
  @Get('images')
  list(): Promise<TourImage[]> {
    return this.lister.list();
  }
}
