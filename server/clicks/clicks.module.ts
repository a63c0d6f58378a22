import { type BeforeApplicationShutdown, Inject, Injectable, Module } from '@nestjs/common';
import { ClickBatcher } from '../../domain/clicks/click-batcher.js';
import { ClicksDashboardController } from './clicks-dashboard.controller.js';

/**
 * Writes the clicks still waiting when the server stops (docs/decisions/068), before the database closes: Nest runs
 * every `beforeApplicationShutdown` before any `onApplicationShutdown` (where app.module.ts closes the database).
 */
@Injectable()
export class ClickBatchAtShutdown implements BeforeApplicationShutdown {
  constructor(@Inject(ClickBatcher) private readonly batcher: ClickBatcher) {}

  beforeApplicationShutdown(): Promise<void> {
    return this.batcher.close();
  }
}

/**
 * The clicks area (docs/architecture.md §3): the operator's dashboard and the last batch at shutdown. The click intake
 * itself, `POST /api/clicks`, is server/clicks/click-route.ts, answered ahead of the chain (server/app.ts).
 */
@Module({ controllers: [ClicksDashboardController], providers: [ClickBatchAtShutdown] })
export class ClicksModule {}
