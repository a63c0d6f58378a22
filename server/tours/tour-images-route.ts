import { Logger } from '@nestjs/common';
import { TOUR_IMAGES_PATH } from '../../domain/tours/tour-image-paths.js';
import type { TourImagesLister } from '../../domain/tours/tour-images-lister.js';
import { LatestEncodedBody, type HeaderPairs } from '../http/encoded-body.js';
import { errorBody } from '../http/error-body.js';
import { pathOf, type FrontAnswer } from '../http/front-door.js';
import { echoRequestId } from '../http/request-id.js';

/**
 * docs/architecture.md §3 `GET /api/tours/images`: `[{tourId, imageURL}]` sorted by tourId, `no-cache` with an
 * ETag, so a repeat request gets 304. Every page that shows tours asks for it, so it is answered ahead of
 * the framework, at the front door (docs/decisions/047, 087), in one write carrying the security headers. The list is read
 * from the repository on every call, so a photo saved through any server shows at once; its JSON, ETag and
 * compressed copies are made again only when it changed (the lister returns the same list until then). A failure is logged and answered 500 in the error shape.
 */
export function tourImagesRoute(lister: TourImagesLister, securityHeaders: HeaderPairs): FrontAnswer {
  const json = 'application/json; charset=utf-8';
  const answer = new LatestEncodedBody({ contentType: json, cacheControl: 'no-cache', extra: securityHeaders });
  const logger = new Logger('API');
  return (request, response, next) => {
    if (pathOf(request) !== TOUR_IMAGES_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    lister.list().then(
      (images) => answer.ofJson(images).send(request, response),
      (error: unknown) => {
        logger.error(`${request.method} ${request.url} failed`, error instanceof Error ? error.stack : String(error));
        for (const [name, value] of securityHeaders) response.setHeader(name, value);
        echoRequestId(response);
        response.statusCode = 500;
        response.setHeader('Content-Type', json);
        response.end(JSON.stringify(errorBody(500, 'Something went wrong on our side. Please try again.')));
      },
    );
  };
}
