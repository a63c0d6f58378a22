import { Container } from 'inversify';
import { HttpAdminApi } from '../adapters/http/http-admin-api.js';
import { HttpTourPhotoUploads } from '../adapters/http/http-tour-photo-uploads.js';
import { ConsoleNewsletterSubscriptions } from '../adapters/system/console-newsletter-subscriptions.js';
import { TimeoutScheduler } from '../adapters/system/timeout-scheduler.js';
import { HttpDomainDescriptionsApi } from '../adapters/http/http-domain-descriptions-api.js';
import { HttpPhotoFeedApi } from '../adapters/http/http-photo-feed-api.js';
import { HttpMarketplaceImagesApi } from '../adapters/http/http-marketplace-images-api.js';
import { HttpTourImagesApi } from '../adapters/http/http-tour-images-api.js';
import { AdminApiToken, DomainDescriptionsApiToken, MarketplaceImagesApiToken, NewsletterSubscriptionsToken, PhotoFeedApiToken, SchedulerToken, TourImagesApiToken, TourPhotoUploadsToken } from '../domain/tokens.js';

/**
 * The browser's one composition root (STYLE §5): each port the UI needs is bound to its adapter
 * here. Components never import this file; they resolve ports with `useService(token)`.
 */
export function createContainer(): Container {
  const container = new Container();
  container.bind(TourImagesApiToken).toConstantValue(new HttpTourImagesApi());
  container.bind(PhotoFeedApiToken).toConstantValue(new HttpPhotoFeedApi());
  container.bind(DomainDescriptionsApiToken).toConstantValue(new HttpDomainDescriptionsApi());
  container.bind(MarketplaceImagesApiToken).toConstantValue(new HttpMarketplaceImagesApi());
  container.bind(AdminApiToken).toConstantValue(new HttpAdminApi());
  container.bind(TourPhotoUploadsToken).toConstantValue(new HttpTourPhotoUploads());
  container.bind(SchedulerToken).toConstantValue(new TimeoutScheduler());
  container.bind(NewsletterSubscriptionsToken).toConstantValue(new ConsoleNewsletterSubscriptions());
  return container;
}
