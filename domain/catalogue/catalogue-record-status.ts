import type { CatalogueRecord } from './catalogue-store.js';

/*
 * Where a record stands between the operator's working copy and the public site (docs/decisions/103): the store's
 * records are drafts, and the site shows only the versions published.
 */

/**
 * - `new`: never published; the site does not show it.
 * - `draft`: changed since it was published; the site shows the version published.
 * - `published`: the site shows this very version.
 * - `archived`: archived, and not on the site.
 * - `archived-still-published`: archived, but the site shows it until the archiving is published.
 */
export const RECORD_STATUSES = ['new', 'draft', 'published', 'archived', 'archived-still-published'] as const;

export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** The status of a stored record (live or archived), given the version the site shows, if any. */
export function recordStatusOf(record: Pick<CatalogueRecord, 'version' | 'archivedAt'>, publishedVersion: number | undefined): RecordStatus {
  if (record.archivedAt !== undefined) return publishedVersion === undefined ? 'archived' : 'archived-still-published';
  if (publishedVersion === undefined) return 'new';
  return publishedVersion === record.version ? 'published' : 'draft';
}
