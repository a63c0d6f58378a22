import { type DynamicModule, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { openDatabase, type SqliteDatabase } from '../adapters/sqlite/database.js';
import { SqliteTourImageRepository } from '../adapters/sqlite/sqlite-tour-image-repository.js';
import { TourImagesLister } from '../domain/tours/list-tour-images.js';
import type { TourImageRepository } from '../domain/tours/tour-image-repository.js';
import { TourImageRepositoryToken } from '../domain/tokens.js';
import type { AppConfig } from './config.js';
import { TourImagesController } from './tours/tour-images.controller.js';

export const APP_CONFIG = Symbol.for('AppConfig');
export const SQLITE_DATABASE = Symbol.for('SqliteDatabase');

/** Closes the SQLite file when the app stops, so a restart (or a test) can open it again at once. */
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(@Inject(SQLITE_DATABASE) private readonly db: SqliteDatabase) {}

  onApplicationShutdown(): void {
    if (this.db.open) this.db.close();
  }
}

/**
 * The server's one composition root (STYLE §5): every domain port token is bound to its adapter
 * here, and every use case is built from ports here.
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      controllers: [TourImagesController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: SQLITE_DATABASE, useFactory: () => openDatabase(join(config.dataDir, 'portal.db')) },
        DatabaseLifecycle,
        {
          provide: TourImageRepositoryToken,
          useFactory: (db: SqliteDatabase) => new SqliteTourImageRepository(db),
          inject: [SQLITE_DATABASE],
        },
        {
          provide: TourImagesLister,
          useFactory: (repository: TourImageRepository) => new TourImagesLister(repository),
          inject: [TourImageRepositoryToken],
        },
      ],
    };
  }
}
