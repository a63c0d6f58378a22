import type { AdminApi } from './admin/admin-api.js';
import type { AnalyticsSink } from './analytics/analytics-sink.js';
import type { NewsletterSubscriptions } from './newsletter/newsletter-subscriptions.js';
import type { Scheduler } from './shared/scheduler.js';
import { token } from './shared/token.js';
import type { TourImageRepository } from './tours/tour-image-repository.js';
import type { TourImagesApi } from './tours/tour-images-api.js';

/**
 * Every port's DI token, in one file (STYLE §5). Both composition roots bind these:
 * server/app.module.ts (Nest providers) and ui/container.ts (inversify).
 */
export const TourImageRepositoryToken = token<TourImageRepository>('TourImageRepository');
export const TourImagesApiToken = token<TourImagesApi>('TourImagesApi');
// The browser's ports (issue 3).
export const AdminApiToken = token<AdminApi>('AdminApi');
export const AnalyticsSinkToken = token<AnalyticsSink>('AnalyticsSink');
export const SchedulerToken = token<Scheduler>('Scheduler');
export const NewsletterSubscriptionsToken = token<NewsletterSubscriptions>('NewsletterSubscriptions');
