import { recordKeyOf, sortedRecords } from './catalogue-changes.js';
import { problemsOfRecordChange } from './catalogue-consistency.js';
import { CATALOGUE_COLLECTIONS } from './catalogue-document.js';
import { CatalogueItemNotFoundError, CatalogueRecordInUseError, InvalidCatalogueRecordError, InvalidCatalogueRequestError, keyText, recordNotFound, UnknownCollectionError } from './catalogue-editing-errors.js';
import type { CataloguePublishing } from './catalogue-publishing.js';
import { recordStatusOf, type RecordStatus } from './catalogue-record-status.js';
import { referencesTo } from './catalogue-references.js';
import { StaleRecordError, type CatalogueEntry, type CatalogueRecord, type CatalogueRecordKey, type CatalogueRevision, type CatalogueStore } from './catalogue-store.js';
import { fieldChanges, type FieldChange } from './field-changes.js';
import { SLUG_PATTERN } from './schema/fields.js';

/** A stored record as the operator edits it: where it stands against the public site, and the version the site shows. */
export interface EditedRecord extends CatalogueRecord {
  readonly status: RecordStatus;
  /** The version the public site shows, null when it shows none. */
  readonly publishedVersion: number | null;
}

/** A revision with the fields it changed. */
export interface RevisionWithChanges extends CatalogueRevision {
  readonly changes: readonly FieldChange[];
}

/** The key of a request, checked: a collection the catalogue has, and an id that is a readable slug (docs/decisions/099). */
export function checkedKey(collection: string, id: string): CatalogueRecordKey {
  checkedCollection(collection);
  if (!SLUG_PATTERN.test(id)) {
    throw new InvalidCatalogueRequestError(`The id "${id}" is not a readable slug: lowercase letters and digits in words joined by single hyphens, such as "arenal-hanging-bridges".`);
  }
  return { collection, id };
}

/** The collection, if the catalogue has it (otherwise UnknownCollectionError). */
export function checkedCollection(collection: string): string {
  if (!(CATALOGUE_COLLECTIONS as readonly string[]).includes(collection)) throw new UnknownCollectionError(collection, CATALOGUE_COLLECTIONS);
  return collection;
}

/**
 * The operator's edits of the catalogue (issue 36 point 6, docs/decisions/103): the store's live records are drafts,
 * each change a new version and an immutable revision; a record is stored only when the catalogue still holds together
 * with it (its schema, every reference), a write names the version it read (else StaleRecordError, answered 409 with
 * the record as it is), a record other records or pages name is not archived, and any revision can be restored as a
 * new change. What the public site shows changes only by publishing (CataloguePublisher).
 */
export class CatalogueEditor {
  constructor(
    private readonly store: CatalogueStore,
    private readonly publishing: CataloguePublishing,
  ) {}

  /** The collection's live records, and its archived records the site still shows, in id order, each with its status. */
  async list(collection: string): Promise<EditedRecord[]> {
    checkedCollection(collection);
    const [live, archived, published] = await Promise.all([this.store.list(collection), this.store.listArchived(collection), this.publishedVersions()]);
    const shown = archived.filter((record) => published.has(recordKeyOf(record)));
    return sortedRecords([...live, ...shown]).map((record) => editedRecord(record, published));
  }

  /** One record, live or archived, with its status. */
  async read(key: CatalogueRecordKey): Promise<EditedRecord> {
    const record = await this.stored(key);
    if (record === undefined) throw recordNotFound(key);
    return this.edited(record);
  }

  /** Creates a record (a draft): refused when the key is taken (409) or the catalogue would not hold together with it (400). */
  async create(key: CatalogueRecordKey, data: unknown): Promise<EditedRecord> {
    const entry = { ...key, data };
    await this.checkChange(entry);
    return this.edited(await this.store.put(entry, 'new'));
  }

  /** Replaces a live record's data, one version on, as a draft; `version` is the version the operator read. */
  async update(key: CatalogueRecordKey, data: unknown, version: number): Promise<EditedRecord> {
    await this.checkUpdate(key, data, version);
    return this.edited(await this.store.put({ ...key, data }, version));
  }

  /** Throws what update would refuse now, and changes nothing: a scheduled update is checked so when it is scheduled. */
  async checkUpdate(key: CatalogueRecordKey, data: unknown, version: number): Promise<void> {
    await this.checkLive(key, version);
    await this.checkChange({ ...key, data });
  }

  /** Archives a live record (kept, with its revisions), unless a record or page names it. */
  async archive(key: CatalogueRecordKey, version: number): Promise<EditedRecord> {
    await this.checkLive(key, version);
    const usedBy = referencesTo(await this.store.list(), key);
    if (usedBy.length > 0) throw new CatalogueRecordInUseError(key, usedBy);
    return this.edited(await this.store.archive(key, version));
  }

  /** Every change of a record, oldest first: when, its data before and after, and what changed field by field (docs/decisions/116). */
  async revisions(key: CatalogueRecordKey): Promise<RevisionWithChanges[]> {
    const revisions = await this.store.revisions(key.collection, key.id);
    if (revisions.length === 0) throw recordNotFound(key);
    return revisions.map((revision) => ({ ...revision, changes: fieldChanges(revision.before, revision.after) }));
  }

  /**
   * Writes the data a revision left as a new change (one version on, a new revision, a draft), to a live or archived
   * record at `version`, the version the operator read. A revision that archived the record left no data to restore.
   */
  async restore(key: CatalogueRecordKey, revision: number, version: number): Promise<EditedRecord> {
    const revisions = await this.revisions(key);
    const restored = revisions.find((candidate) => candidate.version === revision);
    if (restored === undefined) {
      throw new CatalogueItemNotFoundError(`${keyText(key)} has no revision ${revision}; its revisions are 1 to ${revisions.at(-1)!.version}.`);
    }
    if (restored.after === null) {
      throw new InvalidCatalogueRequestError(`Revision ${revision} of ${keyText(key)} archived it and left no data to restore; restore the revision before it.`);
    }
    const current = (await this.stored(key))!;
    if (current.version !== version) throw new StaleRecordError(key, version, current);
    const entry = { ...key, data: restored.after };
    await this.checkChange(entry);
    return this.edited(await this.store.put(entry, version));
  }

  /** Throws unless the record is live at `version`: 404 when there is none at all, StaleRecordError (409) when it is archived or at another version. */
  async checkLive(key: CatalogueRecordKey, version: number): Promise<void> {
    const current = await this.stored(key);
    if (current === undefined) throw recordNotFound(key);
    if (current.version !== version || current.archivedAt !== undefined) throw new StaleRecordError(key, version, current);
  }

  /** The record as stored, live or archived. */
  private async stored(key: CatalogueRecordKey): Promise<CatalogueRecord | undefined> {
    const { collection, id } = checkedKey(key.collection, key.id);
    return (await this.store.get(collection, id)) ?? (await this.store.listArchived(collection)).find((record) => record.id === id);
  }

  private async checkChange(entry: CatalogueEntry): Promise<void> {
    checkedKey(entry.collection, entry.id);
    const problems = problemsOfRecordChange(await this.store.list(), entry);
    if (problems.length > 0) throw new InvalidCatalogueRecordError(entry, problems);
  }

  private async publishedVersions(): Promise<Map<string, number>> {
    return new Map((await this.publishing.publishedRecords()).map((record) => [recordKeyOf(record), record.version]));
  }

  private async edited(record: CatalogueRecord): Promise<EditedRecord> {
    return editedRecord(record, await this.publishedVersions());
  }
}

function editedRecord(record: CatalogueRecord, published: ReadonlyMap<string, number>): EditedRecord {
  const publishedVersion = published.get(recordKeyOf(record));
  return { ...record, status: recordStatusOf(record, publishedVersion), publishedVersion: publishedVersion ?? null };
}
