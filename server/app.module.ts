import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { HmacUploadUrlSigner } from '../adapters/crypto/hmac-upload-url-signer.js';
import { ScryptAdminAuthenticator } from '../adapters/crypto/scrypt-admin-authenticator.js';
import { FileDomainDescriptionSource } from '../adapters/filesystem/file-domain-description-source.js';
import { FilesystemObjectStorage } from '../adapters/filesystem/filesystem-object-storage.js';
import { readOrCreatePrivateFile } from '../adapters/filesystem/secret-files.js';
import { CuratedFileMarketplaceImageSource } from '../adapters/marketplace/curated-file-marketplace-image-source.js';
import { OgImageMarketplaceImageSource } from '../adapters/marketplace/og-image-marketplace-image-source.js';
import { feedTextFromFile, feedTextFromUrl } from '../adapters/photo-feed/feed-text.js';
import { JsonPhotoFeedSource } from '../adapters/photo-feed/json-photo-feed-source.js';
import { RssPhotoFeedSource } from '../adapters/photo-feed/rss-photo-feed-source.js';
import { SharpImageReencoder } from '../adapters/sharp/sharp-image-reencoder.js';
import { openDatabase, type SqliteDatabase } from '../adapters/sqlite/database.js';
import { SqliteTourImageRepository } from '../adapters/sqlite/sqlite-tour-image-repository.js';
import { SystemClock } from '../adapters/system/system-clock.js';
import type { AdminAuthenticator } from '../domain/admin/admin-authenticator.js';
import { AdminSignIn } from '../domain/admin/admin-sign-in.js';
import { SignInLimiter } from '../domain/admin/sign-in-limiter.js';
import type { MarketplaceImageSource } from '../domain/marketplace/marketplace-image-source.js';
import { MarketplaceImagesFinder } from '../domain/marketplace/marketplace-images-finder.js';
import type { ImageReencoder } from '../domain/objects/image-reencoder.js';
import { ImageUploader } from '../domain/objects/image-uploader.js';
import type { ObjectStorage } from '../domain/objects/object-storage.js';
import { StoredImageReader } from '../domain/objects/stored-image-reader.js';
import type { UploadUrlSigner } from '../domain/objects/upload-url-signer.js';
import { PhotoFeedReader } from '../domain/photo-feed/photo-feed-reader.js';
import type { PhotoFeedSource } from '../domain/photo-feed/photo-feed-source.js';
import type { Clock } from '../domain/shared/clock.js';
import type { AnyPortOverrides, PortsOf, Token } from '../domain/shared/token.js';
import {
  AdminAuthenticatorToken,
  ClockToken,
  CuratedMarketplaceImageSourceToken,
  DomainDescriptionSourceToken,
  ImageReencoderToken,
  ObjectStorageToken,
  PhotoFeedSourceToken,
  ResolvedMarketplaceImageSourceToken,
  TourImageRepositoryToken,
  UploadUrlSignerToken,
} from '../domain/tokens.js';
import { TourImagesLister } from '../domain/tours/tour-images-lister.js';
import type { TourImageRepository } from '../domain/tours/tour-image-repository.js';
import { TourImageReplacer } from '../domain/tours/tour-image-replacer.js';
import { adminPasswordHash } from './admin/admin-password.js';
import { AdminModule } from './admin/admin.module.js';
import { AdminGuard } from './admin/admin.guard.js';
import { DEFAULTS_DIR, type AppConfig } from './config.js';
import { DomainDescriptionsModule } from './domain-descriptions/domain-descriptions.module.js';
import { MarketplaceModule } from './marketplace/marketplace.module.js';
import { ObjectsModule } from './objects/objects.module.js';
import { PhotoFeedModule } from './photo-feed/photo-feed.module.js';
import { SAMPLE_FEED_FILE } from './photo-feed/sample-feed.js';
import { ToursModule } from './tours/tours.module.js';

export const APP_CONFIG = Symbol.for('AppConfig');
export const SQLITE_DATABASE = Symbol.for('SqliteDatabase');

/**
 * What a caller may swap at run time: any port, by its token (domain/tokens.ts). The swaps are bound
 * after every default adapter, so they win: a test passes `[[ClockToken, manualClock]]` to check
 * expiry rules without waiting, or an in-memory adapter for any other port.
 */
export interface AppRuntime {
  readonly overrides?: AnyPortOverrides;
}

/** Closes the SQLite file when the app stops, so a restart (or a test) can open it again at once. */
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(@Inject(SQLITE_DATABASE) private readonly db: SqliteDatabase) {}

  onApplicationShutdown(): void {
    if (this.db.open) this.db.close();
  }
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

/** The area modules (one per part of docs/architecture.md §3): controllers only, fed by the ports below. */
const AREAS = [AdminModule, ObjectsModule, ToursModule, MarketplaceModule, DomainDescriptionsModule, PhotoFeedModule];

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
    { provide: ClockToken, useValue: new SystemClock() },
    { provide: SQLITE_DATABASE, useFactory: () => openDatabase(join(config.dataDir, 'portal.db')) },
    DatabaseLifecycle,

    // Ports → adapters (docs/architecture.md §2: embedded defaults, everything under DATA_DIR).
    {
      provide: TourImageRepositoryToken,
      useFactory: (db: SqliteDatabase) => new SqliteTourImageRepository(db),
      inject: [SQLITE_DATABASE],
    },
    {
      provide: AdminAuthenticatorToken,
      useFactory: async (clock: Clock) => new ScryptAdminAuthenticator(await adminPasswordHash(config), clock),
      inject: [ClockToken],
    },
    { provide: ObjectStorageToken, useFactory: () => new FilesystemObjectStorage(join(config.dataDir, 'objects')) },
    {
      provide: UploadUrlSignerToken,
      useFactory: (clock: Clock) => new HmacUploadUrlSigner(uploadUrlSecret(config), clock),
      inject: [ClockToken],
    },
    { provide: ImageReencoderToken, useValue: new SharpImageReencoder() },
    {
      provide: CuratedMarketplaceImageSourceToken,
      useFactory: () =>
        new CuratedFileMarketplaceImageSource(join(config.dataDir, 'marketplace-images.json'), join(DEFAULTS_DIR, 'marketplace-images.json')),
    },
    {
      provide: ResolvedMarketplaceImageSourceToken,
      useFactory: (clock: Clock) => (config.marketplaceImageResolver ? new OgImageMarketplaceImageSource(clock) : null),
      inject: [ClockToken],
    },
    {
      provide: DomainDescriptionSourceToken,
      useFactory: () =>
        new FileDomainDescriptionSource(join(config.dataDir, 'domain-descriptions.csv'), join(DEFAULTS_DIR, 'domain-descriptions.csv')),
    },
    { provide: PhotoFeedSourceToken, useFactory: () => photoFeedSource(config) },

    // Use cases (domain) over the ports.
    useCase(TourImagesLister, [TourImageRepositoryToken], (repository: TourImageRepository) => new TourImagesLister(repository)),
    useCase(
      TourImageReplacer,
      [TourImageRepositoryToken, ObjectStorageToken],
      (repository: TourImageRepository, storage: ObjectStorage) => new TourImageReplacer(repository, storage),
    ),
    useCase(
      AdminSignIn,
      [AdminAuthenticatorToken, ClockToken],
      (authenticator: AdminAuthenticator, clock: Clock) => new AdminSignIn(authenticator, new SignInLimiter(clock)),
    ),
    useCase(
      ImageUploader,
      [UploadUrlSignerToken, ObjectStorageToken, ImageReencoderToken],
      (signer: UploadUrlSigner, storage: ObjectStorage, reencoder: ImageReencoder) => new ImageUploader(signer, storage, reencoder),
    ),
    useCase(StoredImageReader, [ObjectStorageToken], (storage: ObjectStorage) => new StoredImageReader(storage)),
    useCase(
      MarketplaceImagesFinder,
      [CuratedMarketplaceImageSourceToken, ResolvedMarketplaceImageSourceToken],
      (curated: MarketplaceImageSource, resolved: MarketplaceImageSource | null) =>
        new MarketplaceImagesFinder(resolved ? [curated, resolved] : [curated]),
    ),
    useCase(PhotoFeedReader, [PhotoFeedSourceToken, ClockToken], (source: PhotoFeedSource, clock: Clock) => new PhotoFeedReader(source, clock)),
    AdminGuard,

    // The caller's swaps, last: a later provider of the same token replaces the default above.
    ...(runtime.overrides ?? []).map(([token, implementation]): Provider => ({ provide: token, useValue: implementation })),
  ];
}
