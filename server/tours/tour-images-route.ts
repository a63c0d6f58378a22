import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { TOUR_IMAGES_PATH } from '../../domain/tours/tour-image-paths.js';
import type { TourImagesLister } from '../../domain/tours/tour-images-lister.js';
import { LatestEncodedBody, type HeaderPairs } from '../http/encoded-body.js';
import { errorBody } from '../http/error-body.js';
import { echoRequestId } from '../http/request-id.js';

/**
 * docs/architecture.md §3 `GET /api/tours/images`: `[{tourId, imageURL}]` sorted by tourId, `no-cache` with an
 * ETag, so a repeat request gets 304. Every page that shows tours asks for it, so it is answered ahead of
 * the framework's chain (docs/decisions/047), in one write carrying the security headers. The list is read
 * from the repository on every call, so a photo saved through any server shows at once; its JSON, ETag and
 * compressed copies are made again only when it changed (the lister returns the same list until then). A failure is logged and answered 500 in the error shape.
 */
export function tourImagesRoute(lister: TourImagesLister, securityHeaders: HeaderPairs): RequestHandler {
  const answer = new LatestEncodedBody({ contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache', extra: securityHeaders });
  const logger = new Logger('API');
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.path !== TOUR_IMAGES_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    lister.list().then(
      (images) => answer.ofJson(images).send(request, response),
      (error: unknown) => {
        logger.error(`${request.method} ${request.originalUrl} failed`, error instanceof Error ? error.stack : String(error));
        for (const [name, value] of securityHeaders) response.setHeader(name, value);
        echoRequestId(response);
        response.status(500).json(errorBody(500, 'Something went wrong on our side. Please try again.'));
      },
    );
  };
}
