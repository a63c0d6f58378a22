import type { ServerResponse } from 'node:http';
import 'reflect-metadata';
import type { LoggerService, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type express from 'express';
import type { RequestHandler } from 'express';
import { PARTNER_WIDGET_SCRIPT_URL } from '../domain/affiliate/partner-widget.js';
import { RETAIL_AD_FRAME_ORIGIN } from '../domain/affiliate/retail-link.js';
import { tagSources, type AnalyticsTagIds } from '../domain/analytics/tags.js';
import type { PortOverrides } from '../domain/kernel/token.js';
import { AppModule } from './app.module.js';
import { DEFAULT_LIMITS, type AppConfig } from './config.js';
import { sampleFeedImages, SAMPLE_FEED_PATH } from './photo-feed/sample-feed.js';
import { AllExceptionsFilter } from './http/all-exceptions.filter.js';
import { DOMAIN_DESCRIPTIONS_PATH } from './domain-descriptions/domain-descriptions.controller.js';
import { jsonBody } from './http/json-body.js';
import { echoRequestId } from './http/request-id.js';
import { frontDoor } from './http/front-door.js';
import type { MailSenderTiming } from '../domain/mail/mail-sender.js';
import { requestLog, type LineStream, type TrustsProxy } from './http/request-log.js';
import { noStoreForPrivateAnswers } from './http/private-answers.js';
import { securityHeaders } from './http/security-headers.js';
import { BoundedExpressAdapter, requestDeadlines } from './http/server-limits.js';
import { SERVER_LIFECYCLE, type ServerLifecycle } from './lifecycle/server-lifecycle.js';
import { TOUR_IMAGES_PATH } from '../domain/tours/tour-image-paths.js';
import { PHOTO_FEED_PATH } from '../domain/api-paths.js';
import { TourImagesLister } from '../domain/tours/tour-images-lister.js';
import { validationPipe } from './http/validation.js';
import { tourImagesRoute } from './tours/tour-images-route.js';
import { ClickIntake } from '../domain/clicks/click-intake.js';
import { clickRoute } from './clicks/click-route.js';
import { headScriptSources } from './ui-hosting/head-script.js';
import { uiHosting } from './ui-hosting/ui-hosting.js';
import { PublishedSite } from './publishing/published-site.js';
import { PhotoFeedReader } from '../domain/photo-feed/photo-feed-reader.js';
import { pictureOfTheDayFromBuild, pictureOfTheDayRoute, type PictureOfTheDayPageSource } from './photo-feed/picture-of-the-day-route.js';
import { LIVE_TEMPLATE_FILE, PICTURE_OF_THE_DAY_PATH } from '../domain/photo-feed/picture-of-the-day-page.js';

const PARTNER_WIDGET_ORIGIN = new URL(PARTNER_WIDGET_SCRIPT_URL).origin;

export interface CreateAppOptions<Ports extends readonly unknown[] = readonly unknown[]> {
  logger?: LogLevel[] | false | LoggerService;
  /** Where the access lines go, the operator's log's stream (server/http/request-log.ts); absent (tests, benches): no access log. */
  accessLog?: LineStream;
  /**
   * Ports to swap, each as `[token, implementation]` (domain/tokens.ts), bound after the default
   * adapters (server/app.module.ts): e.g. `[[ClockToken, new ManualClock(start)]]`.
   */
  overrides?: PortOverrides<Ports>;
  /** How often the server asks which publication is current (docs/decisions/102); absent: every 500 ms. */
  publicationPollMs?: number;
  /** How often the server looks for mail to send, and its lease and backoff (docs/decisions/123); absent: every 2 s, the product's timing. */
  mailPollMs?: number;
  mailTiming?: MailSenderTiming;
}

/**
 * The Content-Security-Policy (docs/architecture.md §2): the portal's own origin, plus the partner widget, the retail
 * ad frame, and exactly the hosts of the analytics tags that are configured (docs/decisions/041); none without ids.
 */
export function contentSecurityPolicy(analyticsTags: AnalyticsTagIds, inlineScripts: readonly string[] = []): Record<string, string[] | null> {
  const tags = tagSources(analyticsTags);
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The marketplace's partner widget on the Arenal and Tamarindo pages (docs/product.md §2) loads a script that draws its tours in a frame.
    // The head's one inline script by its hash (server/ui-hosting/head-script.ts), never 'unsafe-inline'.
    scriptSrc: ["'self'", ...inlineScripts, PARTNER_WIDGET_ORIGIN, ...tags.scriptSrc],
    // The coffee page's ad frame from the retail affiliate (docs/product.md §2), sandboxed in the page; and the site's own
    // pages, which the admin page's Catalogue view shows draft beside live before a publish (docs/decisions/120).
    frameSrc: ["'self'", PARTNER_WIDGET_ORIGIN, RETAIL_AD_FRAME_ORIGIN],
    // The ad frame's host too: the page asks it whether it answers, to show the ad's link in its place when it does not (issue 18.6).
    connectSrc: ["'self'", PARTNER_WIDGET_ORIGIN, RETAIL_AD_FRAME_ORIGIN, ...tags.connectSrc],
    upgradeInsecureRequests: null,
  };
}

/** API answers that choose and cache their own encoding (server/http/encoded-body.ts). */
const SELF_ENCODED = new Set([TOUR_IMAGES_PATH, DOMAIN_DESCRIPTIONS_PATH, PHOTO_FEED_PATH]);

/**
 * gzip for the API's JSON and CSV (a slow phone downloads about a third of the bytes; the `compression`
 * package is Express's own). Pages and build files come precompressed (scripts/precompress.ts), photos are
 * compressed already, and the answers of SELF_ENCODED compress themselves once per change: none of them
 * pays for the per-request wrapping (docs/decisions/047).
 */
function apiCompression(): RequestHandler {
  const gzip = compression();
  return (request, response, next) => (request.path.startsWith('/api/') && !SELF_ENCODED.has(request.path) ? gzip(request, response, next) : next());
}

/** The picture of the day's template as published (docs/decisions/102), else the build's, read at each request. */
function publishedOrBuilt(built: PictureOfTheDayPageSource, published: PublishedSite): PictureOfTheDayPageSource {
  const file = `${PICTURE_OF_THE_DAY_PATH.slice(1)}/${LIVE_TEMPLATE_FILE}`;
  return {
    renderer: built.renderer,
    get template() {
      return published.overlay()?.textOf(file) ?? built.template;
    },
  };
}

/** Builds the one Nest application (API, objects, UI). Used by main.ts and by the @api/@ui tests. */
export async function createApp<const Ports extends readonly unknown[] = []>(config: AppConfig, options: CreateAppOptions<Ports> = {}): Promise<NestExpressApplication> {
  // docs/decisions/054: slow clients, idle connections and the connection count are bounded.
  const limits = config.limits ?? DEFAULT_LIMITS;
  const adapter = new BoundedExpressAdapter(limits);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, { overrides: options.overrides ?? [], publicationPollMs: options.publicationPollMs, mailPollMs: options.mailPollMs, mailTiming: options.mailTiming }), adapter, {
    // Our own JSON parser (server/http/json-body.ts): upload URLs must get their raw body.
    bodyParser: false,
    logger: options.logger ?? ['log', 'warn', 'error'],
    abortOnError: false,
  });
  app.disable('x-powered-by');
  // Whose X-Forwarded-For names the visitor (TRUST_PROXY): the failed sign-in limit counts per visitor address.
  app.set('trust proxy', config.trustProxy ?? ['loopback']);
  app.use(requestDeadlines(limits));
  // docs/decisions/047: helmet's headers are computed once; the built UI and the tour image list (asked by every
  // page with tours) are answered from memory at the front door (087), each in one write with those headers.
  const security = securityHeaders({
    contentSecurityPolicy: { directives: contentSecurityPolicy(config.analyticsTags, headScriptSources(config.uiDir)) },
    crossOriginEmbedderPolicy: false,
  });
  // docs/decisions/102: the published pages, ahead of the build's, read before the first request and followed after.
  const published = app.get(PublishedSite);
  const ui = uiHosting(config.uiDir, security.pairs, () => published.overlay());
  const answersInMemory = [
    // Ahead of the prebuilt pages: the picture of the day is drawn with the feed's photos (docs/decisions/026).
    pictureOfTheDayRoute(app.get(PhotoFeedReader), publishedOrBuilt(pictureOfTheDayFromBuild(config.uiDir), published), security.pairs),
    ui.prebuilt,
    tourImagesRoute(app.get(TourImagesLister), security.pairs),
  ];
  // The chain holds them too, after the deadline, for the odd GET or HEAD that comes with a body.
  app.use(...answersInMemory);
  // docs/decisions/067, 068: every outbound click reports itself; cheap, and ahead of the chain as well.
  app.use(clickRoute(app.get(ClickIntake), security.pairs));
  // The answers above carry the request id in their own header list; every answer below gets it here.
  app.use((_request: unknown, response: ServerResponse, next: () => void) => {
    echoRequestId(response);
    next();
  });
  app.use(security.middleware);
  app.use(noStoreForPrivateAnswers());
  app.use(apiCompression());
  app.use(jsonBody());
  app.use(SAMPLE_FEED_PATH, sampleFeedImages());
  app.use(ui.fallback);
  app.useGlobalPipes(validationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  // No shutdown hooks here: main.ts stops the server gracefully on SIGTERM and SIGINT (docs/decisions/055).
  await app.init();
  await published.start(ui.headers);
  // docs/decisions/087: every request meets the access line (056) and the stop tracking (055) at the front door; the
  // answers kept in memory answer there too, and the rest goes on to Express and Nest.
  const lifecycle = app.get<ServerLifecycle>(SERVER_LIFECYCLE);
  const trustsProxy = (app.getHttpAdapter().getInstance() as express.Express).get('trust proxy fn') as TrustsProxy;
  adapter.putInFront((framework) =>
    frontDoor({
      duties: [...(options.accessLog ? [requestLog(options.accessLog, trustsProxy)] : []), (_request, response) => lifecycle.follow(response)],
      answers: answersInMemory,
      framework,
    }),
  );
  return app;
}
