import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import type { ScheduledChangeRunner } from '../../domain/catalogue/scheduled-change-runner.js';
import type { CatalogueSeedingAtStart } from './catalogue-seeding-at-start.js';

/**
 * At each start, once the catalogue store is seeded: a new build's pages are
 * drawn again from the published records (docs/decisions/105), and this server starts
 * making due scheduled changes, those due while it was stopped first (docs/decisions/104). At the stop, before the
 * database closes, it stops looking and lets the change under way end. Built by the composition root.
 */
export class CatalogueEditingAtStart implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly seeding: CatalogueSeedingAtStart,
    private readonly runner: ScheduledChangeRunner,
    /** Work that needs the seeded store, started without waiting (drawing the published records into a new build's pages). */
    private readonly afterSeeding?: () => void,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // A seed that stops the start stops this too: no server that does not start looks for due changes.
    if (!(await this.seeding.finished)) return;
    this.afterSeeding?.();
    this.runner.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.runner.stop();
  }
}
