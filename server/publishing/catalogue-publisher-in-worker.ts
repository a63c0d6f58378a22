import { CataloguePublisher, type Publication } from '../../domain/catalogue/catalogue-publisher.js';
import type { CataloguePublishing } from '../../domain/catalogue/catalogue-publishing.js';
import type { CatalogueRecordKey, CatalogueStore } from '../../domain/catalogue/catalogue-store.js';
import type { Clock } from '../../domain/kernel/clock.js';

/** Where a publish runs off the server's thread (adapters/system/publishing-worker.ts, docs/decisions/143). */
export interface PublishingThread {
  /** CataloguePublisher.publish, run there at the time `at` by the server's clock. */
  publish(keys: readonly CatalogueRecordKey[] | undefined, at: Date): Promise<Publication>;
  close(): Promise<void>;
}

/**
 * The catalogue's publisher whose publish runs in the publishing worker; what a publish does not do (what is pending,
 * discarding drafts) stays on this thread. After a publication, this server serves it before the call answers
 * (`committed`), as the SitePublisher on this thread does after its commit.
 */
export class CataloguePublisherInWorker extends CataloguePublisher {
  constructor(
    store: CatalogueStore,
    publishing: CataloguePublishing,
    private readonly worker: PublishingThread,
    private readonly clock: Clock,
    private readonly committed: () => Promise<void>,
  ) {
    super(store, publishing);
  }

  override async publish(keys?: readonly CatalogueRecordKey[]): Promise<Publication> {
    const publication = await this.worker.publish(keys, this.clock.now());
    if (publication.outcome === 'published' && publication.records.length > 0) await this.committed();
    return publication;
  }
}
