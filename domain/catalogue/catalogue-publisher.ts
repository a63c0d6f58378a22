import { recordKeyOf, sortedRecords } from './catalogue-changes.js';
import { problemsOfPublication } from './catalogue-consistency.js';
import { checkedKey } from './catalogue-editor.js';
import { CatalogueRecordInUseError, InvalidCatalogueRequestError, keyText, recordNotFound, UnpublishableChangeError } from './catalogue-editing-errors.js';
import { referencesTo } from './catalogue-references.js';
import type { CataloguePublishing, PublicationChange, PublishedRecord, PublishOutcome } from './catalogue-publishing.js';
import type { CatalogueRecord, CatalogueRecordKey, CatalogueStore } from './catalogue-store.js';

/** A record a publication concerned: the version it published, or that it took the record off the site. */
export interface PublishedChange extends CatalogueRecordKey {
  readonly version: number;
  readonly withdrawn: boolean;
}

/** What a publish call did: the publisher's outcome, and the records it concerned. */
export type Publication = PublishOutcome & { readonly records: readonly PublishedChange[] };

/**
 * What is not published yet, in key order: each live record at another version than the site shows (a draft) or that it
 * does not show (new), and each archived record the site still shows (to be taken off, data null).
 */
export function pendingChanges(live: readonly CatalogueRecord[], archived: readonly CatalogueRecord[], published: readonly PublishedRecord[]): PublicationChange[] {
  const shown = new Map(published.map((record) => [recordKeyOf(record), record.version]));
  const drafts = live.filter((record) => shown.get(recordKeyOf(record)) !== record.version).map(({ collection, id, version, data }) => ({ collection, id, version, data }));
  const withdrawn = archived.filter((record) => shown.has(recordKeyOf(record))).map(({ collection, id, version }) => ({ collection, id, version, data: null }));
  return sortedRecords([...drafts, ...withdrawn]);
}

/**
 * What waits to be published, of every record or of those of `keys` (each a record the store holds, else 404; one with
 * nothing pending is left out), and what is published now.
 */
export async function pendingOf(
  store: CatalogueStore,
  publishing: CataloguePublishing,
  keys?: readonly CatalogueRecordKey[],
): Promise<{ changes: PublicationChange[]; published: PublishedRecord[] }> {
  const [live, archived, published] = await Promise.all([store.list(), store.listArchived(), publishing.publishedRecords()]);
  const changes = pendingChanges(live, archived, published);
  if (keys === undefined) return { changes, published };
  const stored = new Set([...live, ...archived].map(recordKeyOf));
  for (const key of keys) if (!stored.has(recordKeyOf(checkedKey(key.collection, key.id)))) throw recordNotFound(key);
  const named = new Set(keys.map(recordKeyOf));
  return { changes: changes.filter((change) => named.has(recordKeyOf(change))), published };
}

/** Throws InvalidCatalogueRequestError (400) naming each of `keys` that has no pending change to `act` on. */
export function requireDrafts(keys: readonly CatalogueRecordKey[] | undefined, changes: readonly CatalogueRecordKey[], act: string): void {
  const pending = new Set(changes.map(recordKeyOf));
  const without = (keys ?? []).filter((key) => !pending.has(recordKeyOf(key)));
  if (without.length > 0) throw new InvalidCatalogueRequestError(`${without.map(keyText).join(', ')} ${without.length === 1 ? 'has' : 'have'} no draft to ${act}.`);
}

/** A draft dropped: the record back at its published data (`version`, published as is), or archived when it was never published. */
export interface DiscardedDraft extends CatalogueRecordKey {
  readonly version: number;
  readonly archived: boolean;
}

/**
 * Makes drafts public (issue 36 point 6, docs/decisions/103): every pending change, or those of the records named, all
 * together. Only a publication that leaves the public catalogue whole is handed to the publisher (else
 * UnpublishableChangeError, 409: a tour before its new destination, a page still listing a withdrawn tour); the
 * publisher's audits may still refuse it, and then nothing is published.
 */
export class CataloguePublisher {
  constructor(
    private readonly store: CatalogueStore,
    private readonly publishing: CataloguePublishing,
  ) {}

  /** Every change waiting to be published. */
  async pending(): Promise<PublicationChange[]> {
    const [live, archived, published] = await Promise.all([this.store.list(), this.store.listArchived(), this.publishing.publishedRecords()]);
    return pendingChanges(live, archived, published);
  }

  /** Publishes every pending change, or only those of `keys` (each a record the store holds; one with nothing pending is left out). */
  async publish(keys?: readonly CatalogueRecordKey[]): Promise<Publication> {
    const { changes, published } = await pendingOf(this.store, this.publishing, keys);
    const records = changes.map(({ collection, id, version, data }) => ({ collection, id, version, withdrawn: data === null }));
    if (changes.length === 0) return { outcome: 'published', pages: [], records };
    const problems = problemsOfPublication(published, changes);
    if (problems.length > 0) throw new UnpublishableChangeError(problems);
    return { ...(await this.publishing.publish(changes)), records };
  }

  /**
   * Drops every draft, or those of `keys` (issue 38 point 5, docs/decisions/116): a record the site shows gets its
   * published data back as a new version (a revision), which is published as it is, so no page is drawn again and the
   * record reads "published"; an archiving not yet published is undone the same way; a record never published is
   * archived (409 while a record or page names it). Each write names the version read: a record changed meanwhile is 409.
   */
  async discard(keys?: readonly CatalogueRecordKey[]): Promise<DiscardedDraft[]> {
    const { changes, published } = await pendingOf(this.store, this.publishing, keys);
    requireDrafts(keys, changes, 'discard');
    const shown = new Map(published.map((record) => [recordKeyOf(record), record]));
    const restored: CatalogueRecord[] = [];
    for (const change of changes) {
      const was = shown.get(recordKeyOf(change));
      if (was !== undefined) restored.push(await this.store.put({ collection: change.collection, id: change.id, data: was.data }, change.version));
    }
    if (restored.length > 0) await this.publishing.publish(restored.map(({ collection, id, version, data }) => ({ collection, id, version, data })));
    const archived: CatalogueRecord[] = [];
    // Never published: after the others are back, so a draft that named a new record no longer does.
    for (const change of changes.filter((candidate) => !shown.has(recordKeyOf(candidate)))) {
      const usedBy = referencesTo(await this.store.list(), change);
      if (usedBy.length > 0) throw new CatalogueRecordInUseError(change, usedBy);
      archived.push(await this.store.archive(change, change.version));
    }
    return sortedRecords([...restored, ...archived]).map(({ collection, id, version, archivedAt }) => ({ collection, id, version, archived: archivedAt !== undefined }));
  }
}
