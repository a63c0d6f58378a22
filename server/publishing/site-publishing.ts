import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { CataloguePublisher } from '../../domain/catalogue/catalogue-publisher.js';
import type { CataloguePublishing } from '../../domain/catalogue/catalogue-publishing.js';
import type { CatalogueStore } from '../../domain/catalogue/catalogue-store.js';
import type { Clock } from '../../domain/kernel/clock.js';
import type { PagePreviews } from '../../domain/publishing/page-previews.js';
import type { SitePublisher } from '../../domain/publishing/site-publisher.js';
import { describeError } from '../http/error-cause.js';
import { CataloguePublisherInWorker, type PublishingThread } from './catalogue-publisher-in-worker.js';

/**
 * This server's publisher (issue 36 points 4 and 5, docs/decisions/105), as the composition root assembles it
 * (server/app.module.ts): the SitePublisher, its previews, and what must stop with the server (the worker thread that renders).
 */
export class SitePublishing implements OnModuleDestroy {
  constructor(
    readonly publisher: SitePublisher,
    /** The pages drafts would change, drawn by the same worker without publishing (docs/decisions/115). */
    readonly previews: PagePreviews,
    private readonly worker: { close(): Promise<void> },
    /**
     * The publishing worker (docs/decisions/143), where the server runs compiled and its stores are the database's;
     * absent (the server run from its sources in unit tests, stores swapped for memory ones), publishes run on this thread.
     */
    private readonly publishingWorker: PublishingThread | undefined,
    /** Reads the current generation now, so this server serves a publication before its publish call answers. */
    private readonly committed: () => Promise<void>,
    private readonly logger = new Logger('Publishing'),
  ) {}

  /**
   * The catalogue's publisher for a use case: its publishes run in the publishing worker when there is one and the
   * use case publishes through this server's SitePublisher (a test may swap that port: its publishes stay its own).
   */
  cataloguePublisher(store: CatalogueStore, publishing: CataloguePublishing, clock: Clock): CataloguePublisher {
    return this.publishingWorker !== undefined && publishing === this.publisher
      ? new CataloguePublisherInWorker(store, publishing, this.publishingWorker, clock, this.committed)
      : new CataloguePublisher(store, publishing);
  }

  /**
   * After a deploy, the pages of the new build show the seed until the published records are drawn into them again: done
   * in the background at start (the server meanwhile serves its build), logged when done or when it fails.
   */
  republishForThisBuild(): void {
    const started = Date.now();
    this.publisher.republishForThisBuild().then(
      (outcome) => {
        if (outcome === undefined) return;
        if (outcome.outcome === 'published') this.logger.log(`The published catalogue was drawn into this build: ${outcome.pages.length} pages changed, in ${Date.now() - started} ms`);
        else this.logger.error(`The published catalogue could not be drawn into this build: ${outcome.reasons.map((reason) => `${reason.page}: ${reason.audit}: ${reason.message}`).join('; ')}`);
      },
      (error: unknown) => this.logger.error(`The published catalogue could not be drawn into this build: ${describeError(error)}`),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([this.worker.close(), this.publishingWorker?.close()]);
  }
}
