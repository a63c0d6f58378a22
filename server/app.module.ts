import { type DynamicModule, Global, Inject, Logger, Module, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { constants, existsSync } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HmacPreviewSigner } from '../adapters/crypto/hmac-preview-signer.js';
import { HmacLinkSigner } from '../adapters/crypto/hmac-link-signer.js';
import { FileMailTransport } from '../adapters/mail/file-mail-transport.js';
import { SmtpMailTransport } from '../adapters/mail/smtp-mail-transport.js';
import { PostgresInboxStore } from '../adapters/postgres/postgres-inbox-store.js';
import { SqliteInboxStore } from '../adapters/sqlite/sqlite-inbox-store.js';
import { InboxAdmin } from '../domain/inbox/inbox-admin.js';
import { deleteExpired, INBOX_CLEANUP_EVERY_MS } from '../domain/inbox/inbox-cleanup.js';
import type { InboxStore } from '../domain/inbox/inbox-store.js';
import { RepeatingTask } from '../domain/kernel/repeating-task.js';
import type { MailSettings } from '../domain/mail/mail-settings.js';
import { MAIL_POLL_MS, MAIL_SENDER_TIMING, MailSender, type MailSenderTiming } from '../domain/mail/mail-sender.js';
import type { MailTransport } from '../domain/mail/mail-transport.js';
import type { LinkSigner } from '../domain/newsletter/link-signer.js';
import { NewsletterDesk } from '../domain/newsletter/newsletter-desk.js';
import { DEFAULT_REQUEST_RETENTION_MONTHS, RelocationDesk } from '../domain/relocation/relocation-desk.js';
import { INBOX_TASKS, InboxModule, type InboxTasks } from './inbox/inbox.module.js';
import { HmacUploadUrlSigner } from '../adapters/crypto/hmac-upload-url-signer.js';
import { ScryptAdminAuthenticator } from '../adapters/crypto/scrypt-admin-authenticator.js';
import { FileDomainDescriptionSource } from '../adapters/filesystem/file-domain-description-source.js';
import { FilesystemObjectStorage } from '../adapters/filesystem/filesystem-object-storage.js';
import { readOrCreatePrivateFile } from '../adapters/filesystem/secret-files.js';
import { CuratedFileMarketplaceImageSource } from '../adapters/marketplace/curated-file-marketplace-image-source.js';
import { MARKETPLACE_CATALOGUE_FILE, readMarketplaceCatalogue } from '../adapters/marketplace/marketplace-catalogue-file.js';
import { OgImageMarketplaceImageSource } from '../adapters/marketplace/og-image-marketplace-image-source.js';
import { feedTextFromFile, feedTextFromUrl } from '../adapters/photo-feed/feed-text.js';
import { JsonPhotoFeedSource } from '../adapters/photo-feed/json-photo-feed-source.js';
import { RssPhotoFeedSource } from '../adapters/photo-feed/rss-photo-feed-source.js';
import { SharpImageReencoder } from '../adapters/sharp/sharp-image-reencoder.js';
import { SharpPhotoVariantEncoder } from '../adapters/sharp/sharp-photo-variant-encoder.js';
import { openPostgres, postgresReachable, postgresWritable, type PostgresPool } from '../adapters/postgres/database.js';
import { PostgresSessionStore } from '../adapters/postgres/postgres-session-store.js';
import { PostgresSignInFailureLog } from '../adapters/postgres/postgres-sign-in-failure-log.js';
import { PostgresTourImageRepository } from '../adapters/postgres/postgres-tour-image-repository.js';
import { PostgresUsedUploadUrls } from '../adapters/postgres/postgres-used-upload-urls.js';
import { S3ObjectStorage } from '../adapters/s3/s3-object-storage.js';
import { openDatabase, sqliteReadable, sqliteWritable, type SqliteDatabase } from '../adapters/sqlite/database.js';
import { SqliteSessionStore } from '../adapters/sqlite/sqlite-session-store.js';
import { SqliteSignInFailureLog } from '../adapters/sqlite/sqlite-sign-in-failure-log.js';
import { SqliteTourImageRepository } from '../adapters/sqlite/sqlite-tour-image-repository.js';
import { SqliteUsedUploadUrls } from '../adapters/sqlite/sqlite-used-upload-urls.js';
import { SystemClock } from '../adapters/system/system-clock.js';
import { TimeoutScheduler } from '../adapters/system/timeout-scheduler.js';
import { isbotRobotDetector } from '../adapters/isbot/isbot-robot-detector.js';
import { PostgresClickCounts } from '../adapters/postgres/postgres-click-counts.js';
import { SqliteClickCounts } from '../adapters/sqlite/sqlite-click-counts.js';
import { PostgresCatalogueStore } from '../adapters/postgres/postgres-catalogue-store.js';
import { SqliteCatalogueStore } from '../adapters/sqlite/sqlite-catalogue-store.js';
import { PostgresPublicationStore } from '../adapters/postgres/postgres-publication-store.js';
import { SqlitePublicationStore } from '../adapters/sqlite/sqlite-publication-store.js';
import { PUBLICATION_POLL_MS } from '../domain/publishing/publication-follower.js';
import type { PublicationStore } from '../domain/publishing/publication-store.js';
import type { PublishedFileCompressor } from '../domain/publishing/published-file-compressor.js';
import { PostgresScheduledChangeStore } from '../adapters/postgres/postgres-scheduled-change-store.js';
import { SqliteScheduledChangeStore } from '../adapters/sqlite/sqlite-scheduled-change-store.js';
import { FetchLinkChecker, linkCheckUserAgent } from '../adapters/link-check/fetch-link-checker.js';
import { PostgresLinkHealthStore } from '../adapters/postgres/postgres-link-health-store.js';
import { SqliteLinkHealthStore } from '../adapters/sqlite/sqlite-link-health-store.js';
import type { LinkChecker } from '../domain/link-health/link-checker.js';
import { LinkHealthMonitor } from '../domain/link-health/link-health-monitor.js';
import { LinkHealthReader } from '../domain/link-health/link-health-reader.js';
import type { LinkHealthStore } from '../domain/link-health/link-health-store.js';
import type { LinkTargetSource } from '../domain/link-health/link-target-source.js';
import { PublishedLinkTargets } from '../domain/link-health/published-link-targets.js';
import { TourSearchStopGap } from '../domain/link-health/tour-search-stop-gap.js';
import { LinkChecksAtStart } from './link-health/link-checks-at-start.js';
import { LinkHealthModule } from './link-health/link-health.module.js';
import { CatalogueEditor } from '../domain/catalogue/catalogue-editor.js';
import { CataloguePublisher } from '../domain/catalogue/catalogue-publisher.js';
import type { CataloguePreviewing } from '../domain/catalogue/catalogue-previewing.js';
import type { CataloguePublishing } from '../domain/catalogue/catalogue-publishing.js';
import { CatalogueReview } from '../domain/catalogue/catalogue-review.js';
import { CataloguePriceChanges } from '../domain/catalogue/catalogue-price-changes.js';
import type { ChangeSetStore } from '../domain/catalogue/change-set-store.js';
import { PostgresChangeSetStore } from '../adapters/postgres/postgres-change-set-store.js';
import { SqliteChangeSetStore } from '../adapters/sqlite/sqlite-change-set-store.js';
import { CatalogueSchedule } from '../domain/catalogue/catalogue-schedule.js';
import { ScheduledChangeRunner } from '../domain/catalogue/scheduled-change-runner.js';
import type { ScheduledChangeStore } from '../domain/catalogue/scheduled-change-store.js';
import { CATALOGUE_FORMAT } from '../domain/catalogue/catalogue-format.js';
import { AdminTourCardsReader } from '../domain/admin/admin-tour-cards-reader.js';
import type { CatalogueStore } from '../domain/catalogue/catalogue-store.js';
import { ClickBatcher } from '../domain/clicks/click-batcher.js';
import type { ClickCounts } from '../domain/clicks/click-counts.js';
import { ClickDashboardReader } from '../domain/clicks/click-dashboard-reader.js';
import type { RobotDetector } from '../domain/clicks/click-filter.js';
import { ClickIntake } from '../domain/clicks/click-intake.js';
import { ClickRateLimiter } from '../domain/clicks/click-rate-limit.js';
import type { LinkCatalogue } from '../domain/clicks/link-catalogue.js';
import type { Scheduler } from '../domain/kernel/scheduler.js';
import type { AdminAuthenticator } from '../domain/admin/admin-authenticator.js';
import { AdminSignIn } from '../domain/admin/admin-sign-in.js';
import type { SessionStore } from '../domain/admin/session-store.js';
import { SessionTable } from '../domain/admin/session-table.js';
import type { SignInFailureLog } from '../domain/admin/sign-in-failure-log.js';
import { SignInLimiter } from '../domain/admin/sign-in-limiter.js';
import { CatalogueOnlyImageSource, MarketplaceCatalogue } from '../domain/marketplace/marketplace-catalogue.js';
import type { MarketplaceImageSource } from '../domain/marketplace/marketplace-image-source.js';
import { MarketplaceImagesFinder } from '../domain/marketplace/marketplace-images-finder.js';
import type { AbandonedWrites } from '../domain/objects/abandoned-writes.js';
import { AbandonedWritesCleanup } from '../domain/objects/abandoned-writes-cleanup.js';
import { CopiesWithoutPhotoCleanup } from '../domain/objects/copies-without-photo-cleanup.js';
import type { PhotoVariantEncoder } from '../domain/images/photo-variant-encoder.js';
import { PhotoVariantsCatalog } from '../domain/images/photo-variants-catalog.js';
import type { ImageReencoder } from '../domain/objects/image-reencoder.js';
import { ImageUploader } from '../domain/objects/image-uploader.js';
import type { ObjectStorage } from '../domain/objects/object-storage.js';
import { StoredImageReader } from '../domain/objects/stored-image-reader.js';
import type { StoredObjectListing } from '../domain/objects/stored-object-listing.js';
import type { UploadUrlSigner } from '../domain/objects/upload-url-signer.js';
import type { UsedUploadUrls } from '../domain/objects/used-upload-urls.js';
import { PhotoFeedReader } from '../domain/photo-feed/photo-feed-reader.js';
import type { PhotoFeedSource } from '../domain/photo-feed/photo-feed-source.js';
import type { Clock } from '../domain/kernel/clock.js';
import type { AnyPortOverrides, PortsOf, Token } from '../domain/kernel/token.js';
import {
  AbandonedWritesToken,
  StoredObjectListingToken,
  AdminAuthenticatorToken,
  CataloguePreviewingToken,
  ChangeSetStoreToken,
  CataloguePublishingToken,
  CatalogueStoreToken,
  ClickCountsToken,
  ClockToken,
  CuratedMarketplaceImageSourceToken,
  DomainDescriptionSourceToken,
  ImageReencoderToken,
  InboxStoreToken,
  LinkSignerToken,
  MailTransportToken,
  ObjectStorageToken,
  PhotoFeedSourceToken,
  PhotoVariantEncoderToken,
  PublicationStoreToken,
  PublishedFileCompressorToken,
  ResolvedMarketplaceImageSourceToken,
  RobotDetectorToken,
  ScheduledChangeStoreToken,
  LinkHealthStoreToken,
  LinkTargetSourceToken,
  LinkCheckerToken,
  SchedulerToken,
  SessionStoreToken,
  SignInFailureLogToken,
  TourImageRepositoryToken,
  UploadUrlSignerToken,
  UsedUploadUrlsToken,
} from '../domain/tokens.js';
import { TourImagesLister } from '../domain/tours/tour-images-lister.js';
import type { TourImageRepository } from '../domain/tours/tour-image-repository.js';
import { TourImageReplacer } from '../domain/tours/tour-image-replacer.js';
import { TourImageReverter } from '../domain/tours/tour-image-reverter.js';
import { adminPasswordHash } from './admin/admin-password.js';
import { AdminModule } from './admin/admin.module.js';
import { AdminGuard } from './admin/admin.guard.js';
import { catalogueSeedFileOf } from './catalogue/catalogue-document-file.js';
import { CatalogueSeedingAtStart } from './catalogue/catalogue-seeding-at-start.js';
import { CatalogueEditingAtStart } from './catalogue/catalogue-editing-at-start.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { ClicksModule } from './clicks/clicks.module.js';
import { readLinkCatalogue } from './clicks/link-catalogue-file.js';
import { PublishedLinkCatalogue } from './clicks/published-link-catalogue.js';
import { DEFAULT_LIMITS, DEFAULT_LINK_CHECK, DEFAULTS_DIR, type AppConfig } from './config.js';
import { HEALTH_PROBES, type HealthProbes } from './health/health.controller.js';
import { HealthModule } from './health/health.module.js';
import { describeError } from './http/error-cause.js';
import { storageTakesWrites } from './health/storage-probe.js';
import { SERVER_LIFECYCLE, ServerLifecycle } from './lifecycle/server-lifecycle.js';
import { DomainDescriptionsModule } from './domain-descriptions/domain-descriptions.module.js';
import { MarketplaceModule } from './marketplace/marketplace.module.js';
import { AbandonedWritesAtStart } from './objects/abandoned-writes-at-start.js';
import { ObjectsModule } from './objects/objects.module.js';
import { PhotoFeedModule } from './photo-feed/photo-feed.module.js';
import { buildIdOf } from './publishing/build-id.js';
import { PublishedSite } from './publishing/published-site.js';
import { SitePublishing } from './publishing/site-publishing.js';
import { PublishingWorker } from '../adapters/system/publishing-worker.js';
import { sitePublisherDependencies } from './publishing/site-publisher-assembly.js';
import { sha256Digest } from '../adapters/crypto/sha256-digest.js';
import { readSiteState } from '../adapters/filesystem/site-state-file.js';
import { drawOgCard } from '../adapters/sharp/og-card.js';
import { SiteAudits } from '../adapters/site-audits/page-audits.js';
import { WorkerSiteRenderer } from '../adapters/ssr/worker-site-renderer.js';
import { PagePreviews } from '../domain/publishing/page-previews.js';
import { SitePublisher } from '../domain/publishing/site-publisher.js';
import type { SiteState } from '../domain/publishing/site-publication.js';
import { contentTypeOf } from './ui-hosting/content-types.js';

import { ZlibPublishedFileCompressor } from './publishing/zlib-published-file-compressor.js';
import { SAMPLE_FEED_FILE } from './photo-feed/sample-feed.js';
import { ToursModule } from './tours/tours.module.js';

export const APP_CONFIG = Symbol.for('AppConfig');
export const DATABASE = Symbol.for('Database');
/** The partner links of the built pages (docs/decisions/067), read once at start from UI_DIR. */
export const LINK_CATALOGUE = Symbol.for('LinkCatalogue');
const OBJECT_STORAGE_ENGINE = Symbol.for('ObjectStorageEngine');

/** The one database of this server: SQLite in DATA_DIR (default), or PostgreSQL (DATABASE_URL). */
type Database = { readonly kind: 'sqlite'; readonly db: SqliteDatabase } | { readonly kind: 'postgres'; readonly pool: PostgresPool };

/**
 * What a caller may swap at run time: any port, by its token (domain/tokens.ts). The swaps are bound
 * after every default adapter, so they win: a test passes `[[ClockToken, manualClock]]` to check
 * expiry rules without waiting, or an in-memory adapter for any other port.
 */
export interface AppRuntime {
  readonly overrides?: AnyPortOverrides;
  /** How often this server asks which publication is current (docs/decisions/102); PUBLICATION_POLL_MS, 500 ms, unless a test says. */
  readonly publicationPollMs?: number;
  /** How often this server looks for mail to send (MAIL_POLL_MS, 2 s) and its lease and backoff (docs/decisions/123), unless a test says. */
  readonly mailPollMs?: number;
  readonly mailTiming?: MailSenderTiming;
}

/** Closes the SQLite file or the PostgreSQL pool when the app stops, so a restart (or a test) can open it again at once. */
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.database.kind === 'sqlite') {
      if (this.database.db.isOpen) this.database.db.close();
    } else if (!this.database.pool.ended) {
      await this.database.pool.end();
    }
  }
}

/** A start that cannot reach an engine stops with one line naming the variable, not a stack trace. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
    this.stack = `${this.name}: ${message}`;
  }
}

function reason(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message || String(code);
}

/** DATABASE_URL without its password, for messages. */
function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}

const sqliteFileOf = (config: AppConfig): string => join(config.dataDir, 'portal.db');

async function openDatabaseOf(config: AppConfig): Promise<Database> {
  if (config.databaseUrl === undefined) return { kind: 'sqlite', db: openDatabase(sqliteFileOf(config)) };
  try {
    const log = new Logger('PostgreSQL');
    return { kind: 'postgres', pool: await openPostgres(config.databaseUrl, { onPoolError: (error) => log.warn(`An idle connection failed: ${error.message}`) }) };
  } catch (error) {
    throw new StartupError(`The database of DATABASE_URL (${redacted(config.databaseUrl)}) cannot be used: ${reason(error)}`);
  }
}

/**
 * The publishing worker (docs/decisions/143): where the server runs compiled (the worker is a compiled module beside
 * this one) and both stores a publish uses are the database's, which the worker opens again on its own connection.
 */
function publishingWorkerOf(config: AppConfig, buildId: string, bundle: URL, stores: { catalogue: CatalogueStore; publications: PublicationStore }): PublishingWorker | undefined {
  const script = new URL('./publishing/publishing-worker-thread.js', import.meta.url);
  const databaseStores =
    (stores.catalogue instanceof SqliteCatalogueStore && stores.publications instanceof SqlitePublicationStore) ||
    (stores.catalogue instanceof PostgresCatalogueStore && stores.publications instanceof PostgresPublicationStore);
  if (!databaseStores || !existsSync(fileURLToPath(script)) || !existsSync(fileURLToPath(bundle))) return undefined;
  return new PublishingWorker(script, {
    database: config.databaseUrl === undefined ? { kind: 'sqlite', file: sqliteFileOf(config) } : { kind: 'postgres', url: config.databaseUrl },
    uiDir: config.uiDir,
    bundle: bundle.href,
    buildId,
    mainDomain: config.mainDomain,
  });
}

async function objectStorageOf(config: AppConfig): Promise<ObjectStorage & AbandonedWrites & StoredObjectListing & { reachable(): Promise<boolean> }> {
  if (config.s3 === undefined) {
    const directory = join(config.dataDir, 'objects');
    const storage = new FilesystemObjectStorage(directory);
    return Object.assign(storage, { reachable: () => access(directory, constants.R_OK | constants.W_OK).then(() => true, () => false) });
  }
  const s3 = config.s3;
  const storage = new S3ObjectStorage({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.region,
    credentials: s3.accessKeyId !== undefined && s3.secretAccessKey !== undefined ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
    forcePathStyle: s3.forcePathStyle,
  });
  try {
    await storage.checkBucket();
  } catch (error) {
    storage.close();
    throw new StartupError(`The bucket of S3_BUCKET ("${s3.bucket}" at ${s3.endpoint ?? `AWS ${s3.region}`}) cannot be used: ${reason(error)}`);
  }
  return Object.assign(storage, {
    reachable: () =>
      storage.checkBucket().then(
        () => true,
        () => false,
      ),
  });
}

/** A port bound to the SQLite or the PostgreSQL adapter, whichever database this server uses. */
function byDatabase<T>(token: symbol, sqlite: (db: SqliteDatabase) => T, postgres: (pool: PostgresPool) => T): Provider {
  return {
    provide: token,
    useFactory: (database: Database) => (database.kind === 'sqlite' ? sqlite(database.db) : postgres(database.pool)),
    inject: [DATABASE],
  };
}

/**
 * A use case built from ports, as a Nest provider: the domain class takes its ports in its constructor,
 * and Nest hands `build` the adapters bound to `inject`, in that order. `build`'s parameters are typed
 * by the tokens, so tokens in the wrong order, or a missing one, do not compile.
 */
export function useCase<T, const Tokens extends readonly Token<unknown>[]>(
  type: abstract new (...args: never[]) => T,
  inject: Tokens,
  build: (...ports: PortsOf<Tokens>) => T,
): Provider {
  return { provide: type, useFactory: build as (...ports: unknown[]) => T, inject: [...inject] };
}

/**
 * The partner link checks (issue 40, docs/decisions/127-130): the findings and the run's lease in the shared database,
 * the published catalogue's links, node's fetch naming the site and its support address, the monitor (scheduled only
 * with LINK_CHECK on), the Links view's reader and the tour search stop-gap.
 */
function linkHealth(config: AppConfig): Provider[] {
  const settings = config.linkCheck ?? { scheduled: false, ...DEFAULT_LINK_CHECK };
  return [
    byDatabase(LinkHealthStoreToken, (db): LinkHealthStore => new SqliteLinkHealthStore(db), (pool) => new PostgresLinkHealthStore(pool)),
    useCase(PublishedLinkTargets, [CataloguePublishingToken], (publishing: CataloguePublishing) => new PublishedLinkTargets(publishing)),
    { provide: LinkTargetSourceToken, useFactory: (published: PublishedLinkTargets): LinkTargetSource => published, inject: [PublishedLinkTargets] },
    {
      provide: LinkCheckerToken,
      useFactory: (publishing: CataloguePublishing): LinkChecker =>
        new FetchLinkChecker(async () => {
          const site = (await publishing.publishedRecords()).find((record) => record.collection === 'settings');
          const email = (site?.data as { readonly support?: { readonly email?: string } } | undefined)?.support?.email ?? `hello@${config.mainDomain}`;
          return linkCheckUserAgent(config.mainDomain, email);
        }),
      inject: [CataloguePublishingToken],
    },
    useCase(
      LinkHealthMonitor,
      [LinkHealthStoreToken, LinkTargetSourceToken, LinkCheckerToken, ClockToken, SchedulerToken],
      (store: LinkHealthStore, targets: LinkTargetSource, checker: LinkChecker, clock: Clock, scheduler: Scheduler) =>
        new LinkHealthMonitor(
          store,
          targets,
          checker,
          clock,
          scheduler,
          {
            intervalMs: settings.scheduled ? settings.intervalHours * 3_600_000 : undefined,
            pauseMs: settings.pauseMs,
            confirmAfterMs: settings.confirmHours * 3_600_000,
            timeoutMs: settings.timeoutMs,
            leaseMs: settings.leaseMs,
            pollMs: settings.pollMs,
          },
          `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
          (error) => new Logger('LinkHealth').error(`A link check run failed; it is taken up again once its lease runs out: ${describeError(error)}`),
        ),
    ),
    useCase(
      LinkHealthReader,
      [LinkHealthStoreToken, LinkTargetSourceToken, ClickCountsToken, CatalogueStoreToken, ClockToken],
      (store: LinkHealthStore, targets: LinkTargetSource, clicks: ClickCounts, catalogue: CatalogueStore, clock: Clock) =>
        new LinkHealthReader(store, targets, clicks, catalogue, clock, { scheduleHours: settings.scheduled ? settings.intervalHours : null, priceStaleDays: settings.priceStaleDays }),
    ),
    useCase(TourSearchStopGap, [CatalogueStoreToken, CataloguePublishingToken], (store: CatalogueStore, publishing: CataloguePublishing) => new TourSearchStopGap(new CatalogueEditor(store, publishing), new CataloguePublisher(store, publishing), publishing)),
    { provide: LinkChecksAtStart, useFactory: (monitor: LinkHealthMonitor) => new LinkChecksAtStart(monitor, settings.scheduled), inject: [LinkHealthMonitor] },
  ];
}

/** The photo feed adapter PHOTO_FEED_URL asks for (JSON when its path ends in .json), else the bundled sample. */
function photoFeedSource(config: AppConfig): PhotoFeedSource {
  if (config.photoFeedUrl === undefined) return new RssPhotoFeedSource(feedTextFromFile(SAMPLE_FEED_FILE));
  const text = feedTextFromUrl(config.photoFeedUrl);
  return new URL(config.photoFeedUrl).pathname.toLowerCase().endsWith('.json') ? new JsonPhotoFeedSource(text) : new RssPhotoFeedSource(text);
}

/** The upload URL key: UPLOAD_URL_SECRET, or one generated at first start and kept in DATA_DIR. */
function uploadUrlSecret(config: AppConfig): Buffer {
  const text = config.uploadUrlSecret ?? readOrCreatePrivateFile(join(config.dataDir, 'upload-url.secret'), () => randomBytes(32).toString('hex')).text;
  return Buffer.from(text, 'utf8');
}

/** The newsletter links' key: MAIL_LINK_SECRET, or one generated at first start and kept in DATA_DIR (docs/decisions/121). */
function mailLinkSecret(config: AppConfig): Buffer {
  const text = config.mail?.linkSecret ?? readOrCreatePrivateFile(join(config.dataDir, 'mail-link.secret'), () => randomBytes(32).toString('hex')).text;
  return Buffer.from(text, 'utf8');
}

/** MAIL_FROM and OPERATOR_EMAIL, else hello@ the main domain (docs/decisions/122); links to the main domain. */
function mailSettings(config: AppConfig): MailSettings {
  return {
    from: config.mail?.from ?? `Costa Rica Gateway <hello@${config.mainDomain}>`,
    operator: config.mail?.operator ?? `hello@${config.mainDomain}`,
    siteUrl: `https://${config.mainDomain}`,
    newMessageId: () => `${randomUUID()}@${config.mainDomain}`,
  };
}

/** The area modules (one per part of docs/architecture.md §3): controllers only, fed by the ports below. */
const AREAS = [AdminModule, ObjectsModule, ToursModule, MarketplaceModule, DomainDescriptionsModule, PhotoFeedModule, HealthModule, ClicksModule, CatalogueModule, InboxModule, LinkHealthModule];

/**
 * The server's one composition root (docs/architecture.md §1, "Composition roots"): every domain port
 * token is bound to its adapter here, and every use case is built from ports here; no other file
 * chooses an adapter. The bindings form one global module, so each
 * area module's controllers can inject them.
 */
@Global()
@Module({})
class PortsModule {
  static forRoot(config: AppConfig, runtime: AppRuntime): DynamicModule {
    const providers = portsAndUseCases(config, runtime);
    return { module: PortsModule, providers, exports: providers.map((provider) => (typeof provider === 'function' ? provider : provider.provide)) };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, runtime: AppRuntime = {}): DynamicModule {
    return { module: AppModule, imports: [PortsModule.forRoot(config, runtime), ...AREAS] };
  }
}

function portsAndUseCases(config: AppConfig, runtime: AppRuntime): Provider[] {
  return [
    { provide: APP_CONFIG, useValue: config },
    { provide: SERVER_LIFECYCLE, useValue: new ServerLifecycle() },
    { provide: ClockToken, useValue: new SystemClock() },
    { provide: SchedulerToken, useValue: new TimeoutScheduler() },
    // docs/decisions/092, 105: the places click reports may name, as the pages served now show them.
    { provide: LINK_CATALOGUE, useFactory: (site: PublishedSite) => new PublishedLinkCatalogue(readLinkCatalogue(config.uiDir), site), inject: [PublishedSite] },
    // docs/architecture.md §2: SQLite in DATA_DIR, or PostgreSQL when DATABASE_URL is set
    // (docs/decisions/034-postgresql.md); files in DATA_DIR/objects, or S3 when S3_BUCKET is set (035).
    { provide: DATABASE, useFactory: () => openDatabaseOf(config) },
    DatabaseLifecycle,
    { provide: OBJECT_STORAGE_ENGINE, useFactory: () => objectStorageOf(config) },
    {
      provide: HEALTH_PROBES,
      useFactory: (database: Database, objects: ObjectStorage & { reachable(): Promise<boolean> }): HealthProbes => ({
        database:
          database.kind === 'sqlite'
            ? { engine: 'sqlite', reachable: async () => sqliteReadable(database.db), writable: async () => sqliteWritable(database.db) }
            : { engine: 'postgresql', reachable: () => postgresReachable(database.pool), writable: () => postgresWritable(database.pool) },
        objectStorage: { engine: config.s3 ? 's3' : 'filesystem', reachable: () => objects.reachable(), writable: () => storageTakesWrites(objects) },
        dataDir: {
          freeBytes: async () => {
            const disk = await statfs(config.dataDir);
            return disk.bavail * disk.bsize;
          },
          minFreeBytes: (config.limits ?? DEFAULT_LIMITS).minFreeDiskMb * 1024 * 1024,
        },
      }),
      inject: [DATABASE, OBJECT_STORAGE_ENGINE],
    },

    // Ports → adapters.
    byDatabase(TourImageRepositoryToken, (db): TourImageRepository => new SqliteTourImageRepository(db), (pool) => new PostgresTourImageRepository(pool)),
    // docs/decisions/036-sessions-and-limits-in-the-database.md: what every server must share.
    byDatabase(SessionStoreToken, (db): SessionStore => new SqliteSessionStore(db), (pool) => new PostgresSessionStore(pool)),
    byDatabase(SignInFailureLogToken, (db): SignInFailureLog => new SqliteSignInFailureLog(db), (pool) => new PostgresSignInFailureLog(pool)),
    // docs/decisions/067: the click counts every server adds to.
    byDatabase(ClickCountsToken, (db): ClickCounts => new SqliteClickCounts(db), (pool) => new PostgresClickCounts(pool)),
    { provide: RobotDetectorToken, useValue: isbotRobotDetector },
    // docs/decisions/098: the catalogue's records and revisions, timed by the server's clock.
    {
      provide: CatalogueStoreToken,
      useFactory: (database: Database, clock: Clock): CatalogueStore =>
        database.kind === 'sqlite' ? new SqliteCatalogueStore(database.db, clock) : new PostgresCatalogueStore(database.pool, clock),
      inject: [DATABASE, ClockToken],
    },
    // docs/decisions/102: the published pages every server serves (an overlay over the build, one generation at a
    // time), this server's copy of them, followed every PUBLICATION_POLL_MS, and the copies a publisher compresses.
    {
      provide: PublicationStoreToken,
      useFactory: (database: Database, clock: Clock): PublicationStore =>
        database.kind === 'sqlite' ? new SqlitePublicationStore(database.db, clock) : new PostgresPublicationStore(database.pool, clock),
      inject: [DATABASE, ClockToken],
    },
    {
      provide: PublishedSite,
      useFactory: (store: PublicationStore, scheduler: Scheduler) => new PublishedSite(store, scheduler, buildIdOf(config.uiDir), runtime.publicationPollMs ?? PUBLICATION_POLL_MS),
      inject: [PublicationStoreToken, SchedulerToken],
    },
    { provide: PublishedFileCompressorToken, useValue: new ZlibPublishedFileCompressor() },
    // docs/decisions/105: the publisher, which draws the pages a published change reaches in a worker thread, audits
    // them and commits them to the publication store (docs/decisions/103: the admin API's CataloguePublishing).
    {
      provide: SitePublishing,
      useFactory: (store: PublicationStore, catalogue: CatalogueStore, site: PublishedSite, compressor: PublishedFileCompressor, clock: Clock) => {
        // The UI's server bundle renders in a worker thread, with the compiled audits; where they are not compiled (the
        // server run from its sources), the audits run on this thread.
        const compiledAudits = new URL('../adapters/site-audits/page-audits.js', import.meta.url);
        const bundle = pathToFileURL(join(dirname(config.uiDir), 'ssr', 'entry-server.js'));
        const worker = new WorkerSiteRenderer(bundle.href, compiledAudits.href, config.uiDir);
        const publisher = new SitePublisher(
          sitePublisherDependencies({
            publications: store,
            buildId: site.buildId,
            uiDir: config.uiDir,
            mainDomain: config.mainDomain,
            renderer: worker,
            audits: existsSync(fileURLToPath(compiledAudits)) ? worker : new SiteAudits(),
            clock,
            committed: () => site.refresh(),
            compressor,
          }),
        );
        const previews = new PagePreviews({ site: () => publisher.publishedState(), renderer: worker, digest: sha256Digest });
        return new SitePublishing(publisher, previews, worker, publishingWorkerOf(config, site.buildId, bundle, { catalogue, publications: store }), () => site.refresh());
      },
      inject: [PublicationStoreToken, CatalogueStoreToken, PublishedSite, PublishedFileCompressorToken, ClockToken],
    },
    { provide: CataloguePublishingToken, useFactory: (publishing: SitePublishing): CataloguePublishing => publishing.publisher, inject: [SitePublishing] },
    { provide: CataloguePreviewingToken, useFactory: (publishing: SitePublishing): CataloguePreviewing => publishing.previews, inject: [SitePublishing] },
    // docs/decisions/104: the scheduled catalogue changes every server shares.
    byDatabase(ScheduledChangeStoreToken, (db): ScheduledChangeStore => new SqliteScheduledChangeStore(db), (pool) => new PostgresScheduledChangeStore(pool)),
    byDatabase(ChangeSetStoreToken, (db): ChangeSetStore => new SqliteChangeSetStore(db), (pool) => new PostgresChangeSetStore(pool)),
    byDatabase(UsedUploadUrlsToken, (db): UsedUploadUrls => new SqliteUsedUploadUrls(db), (pool) => new PostgresUsedUploadUrls(pool)),
    {
      provide: AdminAuthenticatorToken,
      useFactory: async (clock: Clock, sessions: SessionStore) =>
        new ScryptAdminAuthenticator(await adminPasswordHash(config), clock, sessions, (error) =>
          // docs/decisions/093: once per run of refusals; admin calls go on, each session ending 30 minutes after its last written use.
          new Logger('AdminSessions').warn(`A session's use could not be written; admin calls go on meanwhile: ${describeError(error)}`),
        ),
      inject: [ClockToken, SessionStoreToken],
    },
    { provide: ObjectStorageToken, useFactory: (storage: ObjectStorage) => storage, inject: [OBJECT_STORAGE_ENGINE] },
    // What a stop in mid-write leaves in that storage, removed at each start (docs/decisions/045).
    { provide: AbandonedWritesToken, useFactory: (storage: AbandonedWrites) => storage, inject: [OBJECT_STORAGE_ENGINE] },
    // And the sized copies of photos a stop in mid-save never wrote (docs/decisions/094).
    { provide: StoredObjectListingToken, useFactory: (storage: StoredObjectListing) => storage, inject: [OBJECT_STORAGE_ENGINE] },
    {
      provide: UploadUrlSignerToken,
      // docs/decisions/021-upload-urls.md: a URL is good only while the session that asked for it is open (the shared sessions).
      useFactory: (clock: Clock, used: UsedUploadUrls, sessions: SessionStore) =>
        new HmacUploadUrlSigner(uploadUrlSecret(config), clock, used, new SessionTable(clock, sessions)),
      inject: [ClockToken, UsedUploadUrlsToken, SessionStoreToken],
    },
    { provide: ImageReencoderToken, useValue: new SharpImageReencoder() },
    // docs/decisions/048: the AVIF and WebP copies of every uploaded photo.
    { provide: PhotoVariantEncoderToken, useValue: new SharpPhotoVariantEncoder() },
    {
      provide: CuratedMarketplaceImageSourceToken,
      useFactory: () =>
        new CuratedFileMarketplaceImageSource(join(config.dataDir, 'marketplace-images.json'), join(DEFAULTS_DIR, 'marketplace-images.json')),
    },
    {
      provide: ResolvedMarketplaceImageSourceToken,
      // docs/decisions/057: the look-up only ever concerns the tours this build's pages list (UI_DIR/marketplace-tours.json).
      useFactory: (clock: Clock) =>
        config.marketplaceImageResolver
          ? new CatalogueOnlyImageSource(new MarketplaceCatalogue(readMarketplaceCatalogue(join(config.uiDir, MARKETPLACE_CATALOGUE_FILE))), new OgImageMarketplaceImageSource(clock))
          : null,
      inject: [ClockToken],
    },
    {
      provide: DomainDescriptionSourceToken,
      useFactory: () =>
        new FileDomainDescriptionSource(join(config.dataDir, 'domain-descriptions.csv'), join(DEFAULTS_DIR, 'domain-descriptions.csv')),
    },
    { provide: PhotoFeedSourceToken, useFactory: () => photoFeedSource(config) },

    // Use cases (domain) over the ports.
    useCase(
      TourImagesLister,
      [TourImageRepositoryToken, ObjectStorageToken],
      (repository: TourImageRepository, storage: ObjectStorage) => new TourImagesLister(repository, new PhotoVariantsCatalog(storage)),
    ),
    useCase(
      TourImageReplacer,
      [TourImageRepositoryToken, ObjectStorageToken],
      (repository: TourImageRepository, storage: ObjectStorage) => new TourImageReplacer(repository, storage),
    ),
    useCase(
      TourImageReverter,
      [TourImageRepositoryToken, ObjectStorageToken],
      (repository: TourImageRepository, storage: ObjectStorage) => new TourImageReverter(repository, storage),
    ),
    useCase(
      AdminSignIn,
      [AdminAuthenticatorToken, ClockToken, SignInFailureLogToken],
      (authenticator: AdminAuthenticator, clock: Clock, failures: SignInFailureLog) => new AdminSignIn(authenticator, new SignInLimiter(clock, failures)),
    ),
    useCase(
      ImageUploader,
      [UploadUrlSignerToken, ObjectStorageToken, ImageReencoderToken, PhotoVariantEncoderToken],
      (signer: UploadUrlSigner, storage: ObjectStorage, reencoder: ImageReencoder, variants: PhotoVariantEncoder) =>
        new ImageUploader(signer, storage, reencoder, variants),
    ),
    useCase(AbandonedWritesCleanup, [AbandonedWritesToken, ClockToken], (writes: AbandonedWrites, clock: Clock) => new AbandonedWritesCleanup(writes, clock)),
    useCase(
      CopiesWithoutPhotoCleanup,
      [ObjectStorageToken, StoredObjectListingToken, ClockToken],
      (storage: ObjectStorage, listing: StoredObjectListing, clock: Clock) => new CopiesWithoutPhotoCleanup(storage, listing, clock),
    ),
    {
      provide: AbandonedWritesAtStart,
      useFactory: (cleanup: AbandonedWritesCleanup, copies: CopiesWithoutPhotoCleanup) => new AbandonedWritesAtStart(cleanup, copies),
      inject: [AbandonedWritesCleanup, CopiesWithoutPhotoCleanup],
    },
    // docs/decisions/098: an empty catalogue store is seeded from the build's catalogue-seed.json at start, the document
    // read by CATALOGUE_FORMAT's validator: the collection schemas, every reference checked (docs/decisions/100).
    {
      provide: CatalogueSeedingAtStart,
      useFactory: (store: CatalogueStore) => new CatalogueSeedingAtStart(store, catalogueSeedFileOf(config.uiDir), CATALOGUE_FORMAT.validate),
      inject: [CatalogueStoreToken],
    },
    // docs/decisions/103, 104: the admin API's drafts, publications and scheduled changes.
    useCase(CatalogueEditor, [CatalogueStoreToken, CataloguePublishingToken], (store: CatalogueStore, publishing: CataloguePublishing) => new CatalogueEditor(store, publishing)),
    {
      provide: CataloguePublisher,
      useFactory: (store: CatalogueStore, publishing: CataloguePublishing, site: SitePublishing, clock: Clock) => site.cataloguePublisher(store, publishing, clock),
      inject: [CatalogueStoreToken, CataloguePublishingToken, SitePublishing, ClockToken],
    },
    // docs/decisions/115: where a record is used, and previews at addresses signed like upload URLs, good while the session is open.
    useCase(
      CatalogueReview,
      [CatalogueStoreToken, CataloguePublishingToken, CataloguePreviewingToken, SessionStoreToken, ClockToken],
      (store: CatalogueStore, publishing: CataloguePublishing, previewing: CataloguePreviewing, sessions: SessionStore, clock: Clock) =>
        new CatalogueReview(store, publishing, previewing, new HmacPreviewSigner(uploadUrlSecret(config)), new SessionTable(clock, sessions), clock),
    ),
    useCase(
      CataloguePriceChanges,
      [CatalogueStoreToken, ChangeSetStoreToken, ClockToken],
      (store: CatalogueStore, changeSets: ChangeSetStore, clock: Clock) => new CataloguePriceChanges(store, changeSets, clock),
    ),
    useCase(
      CatalogueSchedule,
      [CatalogueStoreToken, CataloguePublishingToken, ScheduledChangeStoreToken, ClockToken],
      (store: CatalogueStore, publishing: CataloguePublishing, changes: ScheduledChangeStore, clock: Clock) => new CatalogueSchedule(new CatalogueEditor(store, publishing), changes, clock),
    ),
    {
      provide: ScheduledChangeRunner,
      useFactory: (changes: ScheduledChangeStore, store: CatalogueStore, publishing: CataloguePublishing, clock: Clock, scheduler: Scheduler, site: SitePublishing) =>
        new ScheduledChangeRunner(
          changes,
          store,
          new CatalogueEditor(store, publishing),
          site.cataloguePublisher(store, publishing, clock),
          clock,
          scheduler,
          // This server's name in its claims: unique among the servers on one database, and readable in it.
          `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
          (error) => new Logger('ScheduledChanges').error(`Looking for due catalogue changes failed; a change under way is taken up again once its claim runs out: ${describeError(error)}`),
        ),
      inject: [ScheduledChangeStoreToken, CatalogueStoreToken, CataloguePublishingToken, ClockToken, SchedulerToken, SitePublishing],
    },
    {
      provide: CatalogueEditingAtStart,
      useFactory: (seeding: CatalogueSeedingAtStart, runner: ScheduledChangeRunner, site: SitePublishing) => new CatalogueEditingAtStart(seeding, runner, () => site.republishForThisBuild()),
      inject: [CatalogueSeedingAtStart, ScheduledChangeRunner, SitePublishing],
    },
    // docs/decisions/101: the admin page's tour cards, drawn from the store's live records.
    useCase(AdminTourCardsReader, [CatalogueStoreToken], (store: CatalogueStore) => new AdminTourCardsReader(store)),
    useCase(StoredImageReader, [ObjectStorageToken], (storage: ObjectStorage) => new StoredImageReader(storage)),
    useCase(
      MarketplaceImagesFinder,
      [CuratedMarketplaceImageSourceToken, ResolvedMarketplaceImageSourceToken],
      (curated: MarketplaceImageSource, resolved: MarketplaceImageSource | null) =>
        new MarketplaceImagesFinder(resolved ? [curated, resolved] : [curated]),
    ),
    useCase(PhotoFeedReader, [PhotoFeedSourceToken, ClockToken], (source: PhotoFeedSource, clock: Clock) => new PhotoFeedReader(source, clock)),
    // docs/decisions/067, 068: clicks counted in one-second batches, per-client limit, robots and foreign referrers left out.
    useCase(
      ClickBatcher,
      [ClickCountsToken, ClockToken, SchedulerToken],
      (counts: ClickCounts, clock: Clock, scheduler: Scheduler) =>
        new ClickBatcher(counts, clock, scheduler, (error) => new Logger('Clicks').error(`A batch of clicks was not written; it is kept for the next: ${describeError(error)}`)),
    ),
    {
      provide: ClickIntake,
      useFactory: (catalogue: LinkCatalogue, batcher: ClickBatcher, clock: Clock, isRobot: RobotDetector) =>
        new ClickIntake(catalogue, batcher, new ClickRateLimiter(clock), isRobot, config.mainDomain),
      inject: [LINK_CATALOGUE, ClickBatcher, ClockToken, RobotDetectorToken],
    },
    {
      provide: ClickDashboardReader,
      useFactory: (counts: ClickCounts, catalogue: LinkCatalogue, clock: Clock) => new ClickDashboardReader(counts, catalogue, clock),
      inject: [ClickCountsToken, LINK_CATALOGUE, ClockToken],
    },
    // Issue 39 (docs/decisions/121-123): what visitors send and the mail queue, in the database every server shares; mail
    // through SMTP_URL, or as .eml files in DATA_DIR/outbox; the newsletter's links signed with MAIL_LINK_SECRET.
    byDatabase(InboxStoreToken, (db): InboxStore => new SqliteInboxStore(db), (pool) => new PostgresInboxStore(pool)),
    {
      provide: MailTransportToken,
      useFactory: (): MailTransport => (config.mail?.smtpUrl ? new SmtpMailTransport(config.mail.smtpUrl) : new FileMailTransport(join(config.dataDir, 'outbox'))),
    },
    { provide: LinkSignerToken, useFactory: (): LinkSigner => new HmacLinkSigner(mailLinkSecret(config)) },
    useCase(
      NewsletterDesk,
      [InboxStoreToken, LinkSignerToken, ClockToken],
      (store: InboxStore, signer: LinkSigner, clock: Clock) => new NewsletterDesk(store, signer, mailSettings(config), clock),
    ),
    useCase(
      RelocationDesk,
      [InboxStoreToken, ClockToken],
      (store: InboxStore, clock: Clock) => new RelocationDesk(store, mailSettings(config), clock, () => randomUUID(), config.mail?.requestRetentionMonths ?? DEFAULT_REQUEST_RETENTION_MONTHS),
    ),
    useCase(InboxAdmin, [InboxStoreToken, MailTransportToken, ClockToken], (store: InboxStore, transport: MailTransport, clock: Clock) => new InboxAdmin(store, transport, clock)),
    {
      provide: INBOX_TASKS,
      useFactory: (store: InboxStore, transport: MailTransport, clock: Clock, scheduler: Scheduler, newsletter: NewsletterDesk, relocation: RelocationDesk): InboxTasks => {
        // This server's name in its leases: unique among the servers on one database, and readable in it.
        const sender = new MailSender(store, transport, clock, `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, runtime.mailTiming ?? MAIL_SENDER_TIMING);
        const log = new Logger('Mail');
        return {
          sender: new RepeatingTask(scheduler, runtime.mailPollMs ?? MAIL_POLL_MS, () => sender.sendDue(), (error) =>
            log.error(`Looking for mail to send failed; a mail under way is taken up again once its lease runs out: ${describeError(error)}`),
          ),
          cleanup: new RepeatingTask(scheduler, INBOX_CLEANUP_EVERY_MS, () => deleteExpired(newsletter, relocation), (error) =>
            log.error(`Deleting expired subscriptions and requests failed; the next hour tries again: ${describeError(error)}`),
          ),
        };
      },
      inject: [InboxStoreToken, MailTransportToken, ClockToken, SchedulerToken, NewsletterDesk, RelocationDesk],
    },
    ...linkHealth(config),
    AdminGuard,

    // The caller's swaps, last: a later provider of the same token replaces the default above.
    ...(runtime.overrides ?? []).map(([token, implementation]): Provider => ({ provide: token, useValue: implementation })),
  ];
}
