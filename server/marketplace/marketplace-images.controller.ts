import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString, MaxLength, ValidateNested, ValidateBy, ValidationArguments } from 'class-validator';
import type { MarketplaceImageMap } from '../../domain/marketplace/marketplace-image-source.js';
import { MAX_MARKETPLACE_TOURS, MarketplaceImagesFinder } from '../../domain/marketplace/marketplace-images-finder.js';

/** A home tour id: a whole number or a short text id. */
function IsTourId(): PropertyDecorator {
  return ValidateBy({
    name: 'isTourId',
    validator: {
      validate: (value: unknown) =>
        (typeof value === 'number' && Number.isSafeInteger(value)) || (typeof value === 'string' && /^[\w-]{1,100}$/.test(value)),
      defaultMessage: (args?: ValidationArguments) => `${args?.property ?? 'tourId'} must be a whole number or a short text id`,
    },
  });
}

export class MarketplaceTourRequest {
  @IsTourId()
  tourId!: number | string;

  @IsString()
  @MaxLength(300)
  title!: string;

  @IsString()
  @MaxLength(2048)
  bookingUrl!: string;
}

export class MarketplaceImagesRequest {
  @IsArray()
  @ArrayMaxSize(MAX_MARKETPLACE_TOURS)
  @ValidateNested({ each: true })
  @Type(() => MarketplaceTourRequest)
  tours!: MarketplaceTourRequest[];
}

/** docs/architecture.md §7: the marketplace is GetYourGuide, so its photo call is POST /api/getyourguide/images. */
@Controller('api/getyourguide')
export class MarketplaceImagesController {
  constructor(@Inject(MarketplaceImagesFinder) private readonly finder: MarketplaceImagesFinder) {}

  /** docs/architecture.md §3: tourId → image URL, curated map first, then (if switched on) the marketplace page's og:image. */
  @Post('images')
  @HttpCode(200)
  find(@Body() body: MarketplaceImagesRequest): Promise<MarketplaceImageMap> {
    return this.finder.find(body.tours.map((tour) => ({ tourId: String(tour.tourId), title: tour.title, bookingUrl: tour.bookingUrl })));
  }
}
