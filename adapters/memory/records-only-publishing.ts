import { recordKeyOf, sortedRecords } from '../../domain/catalogue/catalogue-changes.js';
import type { CataloguePublishing, PublicationChange, PublishedRecord, PublishOutcome } from '../../domain/catalogue/catalogue-publishing.js';

/** A copy the caller may change without changing what is published. */
const copied = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * INTERIM publisher (docs/decisions/103): it keeps which version of each record is published, in this process's
 * memory, and renders nothing: no page changes when it publishes, so its outcome names no page. It lets the admin API
 * work end to end until the renderer-backed publisher (issue 36 point 4) replaces it at the composition root.
 *
 * What it holds at first is `firstPublished()`, asked once, at its first use: the server gives it the store's live
 * records, which the built pages show after the first seeding. Each server has its own copy, and a restart forgets
 * what was published since; the publication store of the real publisher keeps it in the database.
 */
export class RecordsOnlyPublishing implements CataloguePublishing {
  private published: Promise<Map<string, PublishedRecord>> | undefined;

  constructor(private readonly firstPublished: () => Promise<readonly PublishedRecord[]>) {}

  async publishedRecords(): Promise<PublishedRecord[]> {
    return copied(sortedRecords([...(await this.records()).values()]));
  }

  async publish(changes: readonly PublicationChange[]): Promise<PublishOutcome> {
    await this.apply(changes);
    return { outcome: 'published', pages: [] };
  }

  /** Makes `changes` the published versions: a record at its version, or, with data null, off the site. */
  protected async apply(changes: readonly PublicationChange[]): Promise<void> {
    const published = await this.records();
    for (const { collection, id, version, data } of copied(changes)) {
      if (data === null) published.delete(recordKeyOf({ collection, id }));
      else published.set(recordKeyOf({ collection, id }), { collection, id, version, data });
    }
  }

  private records(): Promise<Map<string, PublishedRecord>> {
    this.published ??= this.firstPublished().then((records) => new Map(copied(records).map((record) => [recordKeyOf(record), record])));
    return this.published;
  }
}
