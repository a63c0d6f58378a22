import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import type { CataloguePublishing } from '../../domain/catalogue/catalogue-publishing.js';
import type { ScheduledChangeRunner } from '../../domain/catalogue/scheduled-change-runner.js';
import type { CatalogueSeedingAtStart } from './catalogue-seeding-at-start.js';

/**
 * At each start, once the catalogue store is seeded: the publisher is asked what it publishes (the interim
 * RecordsOnlyPublishing takes the store's records as published then, docs/decisions/103), and this server starts
 * making due scheduled changes, those due while it was stopped first (docs/decisions/104). At the stop, before the
 * database closes, it stops looking and lets the change under way end. Built by the composition root.
 */
export class CatalogueEditingAtStart implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly seeding: CatalogueSeedingAtStart,
    private readonly publishing: CataloguePublishing,
    private readonly runner: ScheduledChangeRunner,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // A seed that stops the start stops this too: no server that does not start looks for due changes.
    if (!(await this.seeding.finished)) return;
    await this.publishing.publishedRecords();
    this.runner.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.runner.stop();
  }
}
