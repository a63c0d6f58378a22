import { Container } from 'inversify';
import { HttpAdminApi } from '../adapters/http/http-admin-api.js';
import { HttpDomainDescriptionSource } from '../adapters/http/http-domain-description-source.js';
import { HttpMarketplaceImagesApi } from '../adapters/http/http-marketplace-images-api.js';
import { HttpPhotoFeedApi } from '../adapters/http/http-photo-feed-api.js';
import { HttpTourImagesApi } from '../adapters/http/http-tour-images-api.js';
import { HttpTourPhotoUploads } from '../adapters/http/http-tour-photo-uploads.js';
import { ConsoleNewsletterSubscriptions } from '../adapters/system/console-newsletter-subscriptions.js';
import { TimeoutScheduler } from '../adapters/system/timeout-scheduler.js';
import type { AnyPortOverrides, PortOverrides } from '../domain/shared/token.js';
import {
  AdminApiToken,
  DomainDescriptionSourceToken,
  MarketplaceImagesApiToken,
  NewsletterSubscriptionsToken,
  PhotoFeedApiToken,
  SchedulerToken,
  TourImagesApiToken,
  TourPhotoUploadsToken,
} from '../domain/tokens.js';

/** The browser's default adapters, one per port the UI resolves. */
function defaultBindings(): AnyPortOverrides {
  return [
    [TourImagesApiToken, new HttpTourImagesApi()],
    [PhotoFeedApiToken, new HttpPhotoFeedApi()],
    [DomainDescriptionSourceToken, new HttpDomainDescriptionSource()],
    [MarketplaceImagesApiToken, new HttpMarketplaceImagesApi()],
    [AdminApiToken, new HttpAdminApi()],
    [TourPhotoUploadsToken, new HttpTourPhotoUploads()],
    [SchedulerToken, new TimeoutScheduler()],
    [NewsletterSubscriptionsToken, new ConsoleNewsletterSubscriptions()],
  ];
}

/**
 * The browser's one composition root (docs/architecture.md §1, "Composition roots"): each port the UI
 * needs is bound to its adapter here. Components never import this file; they resolve ports with
 * `useService(token)`. `overrides` swaps any port in one line each, applied after the defaults:
 * `createContainer([[TourImagesApiToken, new InMemoryTourImagesApi(images)]])`; each implementation is
 * checked against its token's port.
 */
export function createContainer<const Ports extends readonly unknown[] = []>(overrides?: PortOverrides<Ports>): Container {
  const bindings = new Map<symbol, unknown>(defaultBindings());
  for (const [token, implementation] of overrides ?? []) bindings.set(token, implementation);
  const container = new Container();
  for (const [token, implementation] of bindings) container.bind(token).toConstantValue(implementation);
  return container;
}
