import { Body, Controller, HttpCode, HttpException, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString, MaxLength, ValidateNested, ValidateBy, ValidationArguments } from 'class-validator';
import type { Clock } from '../../domain/kernel/clock.js';
import { PerClientRateLimit } from '../../domain/kernel/per-client-rate-limit.js';
import { MARKETPLACE_IMAGES_RATE } from '../../domain/marketplace/marketplace-catalogue.js';
import type { MarketplaceImageMap } from '../../domain/marketplace/marketplace-image-source.js';
import { MAX_MARKETPLACE_TOURS, MarketplaceImagesFinder } from '../../domain/marketplace/marketplace-images-finder.js';
import { ClockToken } from '../../domain/tokens.js';

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
  /** docs/decisions/057: per visitor address (TRUST_PROXY says whose X-Forwarded-For names it), per server. */
  private readonly rate: PerClientRateLimit;

  constructor(
    @Inject(MarketplaceImagesFinder) private readonly finder: MarketplaceImagesFinder,
    @Inject(ClockToken) clock: Clock,
  ) {
    this.rate = new PerClientRateLimit(clock, MARKETPLACE_IMAGES_RATE);
  }

  /**
   * docs/architecture.md §3: tourId → image URL, curated map first, then (if switched on) the marketplace page's og:image,
   * for the catalogue's tours only. 429 with Retry-After past MARKETPLACE_IMAGES_RATE.
   */
  @Post('images')
  @HttpCode(200)
  find(@Body() body: MarketplaceImagesRequest, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<MarketplaceImageMap> {
    const decision = this.rate.take(request.ip ?? 'unknown');
    if (!decision.allowed) {
      const seconds = Math.ceil(decision.retryAfterMs / 1000);
      response.setHeader('Retry-After', String(seconds));
      throw new HttpException(`Too many requests for marketplace photos. Try again in ${seconds} seconds.`, HttpStatus.TOO_MANY_REQUESTS);
    }
    return this.finder.find(body.tours.map((tour) => ({ tourId: String(tour.tourId), title: tour.title, bookingUrl: tour.bookingUrl })));
  }
}
