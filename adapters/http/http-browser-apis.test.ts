import { DOMAIN_DESCRIPTIONS_PATH, MARKETPLACE_IMAGES_PATH, PHOTO_FEED_PATH } from '../../domain/api-paths.js';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { TOUR_IMAGES_PATH } from '../../domain/tours/tour-image-paths.js';
import { sortByTourId } from '../../domain/tours/tour-image.js';
import { domainDescriptionSourceContract } from '../contracts/domain-description-source.contract.js';
import { marketplaceImagesApiContract } from '../contracts/marketplace-images-api.contract.js';
import { photoFeedApiContract } from '../contracts/photo-feed-api.contract.js';
import { tourImagesApiContract } from '../contracts/tour-images-api.contract.js';
import { HttpMarketplaceImagesApi } from './http-marketplace-images-api.js';
import { HttpDomainDescriptionSource } from './http-domain-description-source.js';
import { HttpPhotoFeedApi } from './http-photo-feed-api.js';
import { HttpTourImagesApi } from './http-tour-images-api.js';

/**
 * A stand-in server answering the browser's calls the way docs/architecture.md §3 decides: each test registers what
 * one path prefix answers, and the adapter is pointed at that prefix.
 */
type Answer = { status: number; type: string; body: string };
const answers = new Map<string, Answer>();
let server: Server;
let origin = '';
let next = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, { 'Content-Type': answer.type }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A base URL under which `path` answers `answer`. */
function serve(path: string, answer: Answer): string {
  const prefix = `/case-${next++}`;
  answers.set(`${prefix}${path}`, answer);
  return `${origin}${prefix}`;
}

const unavailable = { status: 502, type: 'application/json', body: '{"statusCode":502,"error":"Bad Gateway","message":"The photo feed is unavailable"}' };

photoFeedApiContract(
  'HttpPhotoFeedApi',
  (items: readonly PhotoFeedItem[]) => new HttpPhotoFeedApi(serve(PHOTO_FEED_PATH, { status: 200, type: 'application/json', body: JSON.stringify(items) })),
  () => new HttpPhotoFeedApi(serve(PHOTO_FEED_PATH, unavailable)),
);

domainDescriptionSourceContract(
  'HttpDomainDescriptionSource',
  (csv) => new HttpDomainDescriptionSource(serve(DOMAIN_DESCRIPTIONS_PATH, { status: 200, type: 'text/csv; charset=utf-8', body: csv })),
  () => new HttpDomainDescriptionSource(serve(DOMAIN_DESCRIPTIONS_PATH, { status: 500, type: 'text/plain', body: '' })),
);

it('puts the server\'s body, or its status text when empty, in the docs/product.md §8 message', async () => {
  const photos = await new HttpPhotoFeedApi(serve(PHOTO_FEED_PATH, unavailable)).list().catch((error: Error) => error.message);
  expect(photos).toBe(`502: ${unavailable.body}`);
  const csv = await new HttpDomainDescriptionSource(serve(DOMAIN_DESCRIPTIONS_PATH, { status: 500, type: 'text/plain', body: '' })).csv().catch((error: Error) => error.message);
  expect(csv).toBe('500: Internal Server Error');
});

/** The stand-in server answers with a fixed map, narrowed to the tours asked for, as the real one does. */
function servingImages(images: Record<string, string>): string {
  return serve(MARKETPLACE_IMAGES_PATH, { status: 200, type: 'application/json', body: JSON.stringify(images) });
}

marketplaceImagesApiContract(
  'HttpMarketplaceImagesApi',
  (images) => new HttpMarketplaceImagesApi(servingImages(Object.fromEntries(Object.entries(images).filter(([id]) => ['1', '2'].includes(id))))),
  () => new HttpMarketplaceImagesApi(serve(MARKETPLACE_IMAGES_PATH, { status: 500, type: 'application/json', body: '{}' })),
);

// The stand-in lists the records sorted by tour id, as the real server does.
tourImagesApiContract(
  'HttpTourImagesApi',
  (images) => new HttpTourImagesApi(serve(TOUR_IMAGES_PATH, { status: 200, type: 'application/json', body: JSON.stringify(sortByTourId(images)) })),
  () => new HttpTourImagesApi(serve(TOUR_IMAGES_PATH, { status: 500, type: 'application/json', body: '{"statusCode":500,"error":"Internal Server Error","message":"database is locked"}' })),
);
