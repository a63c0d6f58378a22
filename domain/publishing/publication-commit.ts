import { codeUnitOrder, compareRecordKeys, recordKeyOf } from '../catalogue/catalogue-changes.js';
import {
  InvalidPublicationError,
  NO_GENERATION,
  StalePublicationError,
  type PublishedPages,
  type Publication,
  type PublicationCommit,
  type PublicationHead,
  type PublishedFile,
  type PublishedRecord,
} from './publication-store.js';

/*
 * What every PublicationStore does with a commit, decided once here so that memory, SQLite and PostgreSQL agree
 * (docs/decisions/102): the adapter reads the current head inside its transaction, asks planCommit for the new
 * generation, and writes the plan. A refused commit throws before anything is written.
 */

/** What a commit writes, checked: the new head, and how the overlay changes. */
export interface CommitPlan {
  readonly head: PublicationHead;
  /** The commit is for another build than the current generation's: its files and withdrawals are dropped first. */
  readonly replacesOverlay: boolean;
  /** The whole set, as JSON gives it back, by collection then id. */
  readonly records: readonly PublishedRecord[];
  readonly files: readonly PublishedFile[];
  readonly removedFiles: readonly string[];
  /** The whole set, as JSON gives it back. */
  readonly pages: PublishedPages;
}

/**
 * A file name is its address on the site as it is, so the name and the URL path agree without decoding: parts of the
 * characters a URL path carries unescaped (RFC 3986 pchar), none empty or hidden (a leading dot, so no '.' or '..').
 */
const FILE_NAME = /^(?:[A-Za-z0-9_~!$&'()*+,;=:@-][A-Za-z0-9._~!$&'()*+,;=:@-]*)(?:\/[A-Za-z0-9_~!$&'()*+,;=:@-][A-Za-z0-9._~!$&'()*+,;=:@-]*)*$/;

/** Whether the site can have a file of this name (relative to the build's client folder, forward slashes). */
export function isSiteFileName(file: unknown): file is string {
  return typeof file === 'string' && FILE_NAME.test(file);
}

const isBytes = (value: unknown): value is Uint8Array => value instanceof Uint8Array;
const isWholeFrom = (value: unknown, least: number): value is number => Number.isSafeInteger(value) && (value as number) >= least;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const quoted = (value: unknown) => JSON.stringify(value) ?? String(value);

/** The data as the store gives it back (JSON), or the problem that keeps it from being stored. */
function jsonOf(data: unknown): { data: unknown } | { problem: string } {
  let text: string | undefined;
  try {
    text = JSON.stringify(data);
  } catch (error) {
    return { problem: `the data is not JSON (${(error as Error).message})` };
  }
  if (text === undefined || text === 'null') return { problem: 'the data is missing' };
  return { data: JSON.parse(text) as unknown };
}

/** Adds a problem for each item whose `key` an earlier item has. */
function repeated<T>(items: readonly T[], key: (item: T) => string, describe: (item: T) => string, problems: string[]): void {
  const seen = new Set<string>();
  for (const item of items) {
    const name = key(item);
    if (seen.has(name)) problems.push(`${describe(item)} is given twice`);
    seen.add(name);
  }
}

function checkedRecords(records: readonly PublishedRecord[], problems: string[]): PublishedRecord[] {
  const kept: PublishedRecord[] = [];
  records.forEach((record, index) => {
    const where = `records[${index}]`;
    if (!isText(record.collection)) problems.push(`${where}: the collection must be a non-empty string`);
    if (!isText(record.id)) problems.push(`${where}: the id must be a non-empty string`);
    if (!isWholeFrom(record.version, 1)) problems.push(`${where}: the version must be a whole number from 1, not ${quoted(record.version)}`);
    const json = jsonOf(record.data);
    if ('problem' in json) problems.push(`${where}: ${json.problem}`);
    else kept.push({ collection: record.collection, id: record.id, version: record.version, data: json.data });
  });
  repeated(kept, recordKeyOf, (record) => `the record ${record.collection}/${record.id}`, problems);
  return kept.sort(compareRecordKeys);
}

function checkedFiles(files: readonly PublishedFile[], problems: string[]): void {
  files.forEach((file, index) => {
    const where = `files[${index}]`;
    if (!isSiteFileName(file.file)) problems.push(`${where}: ${quoted(file.file)} is not a file name of the site`);
    if (!isText(file.contentType)) problems.push(`${where}: the content type must be a non-empty string`);
    if (!isBytes(file.body)) problems.push(`${where}: the body must be bytes`);
    for (const copy of ['br', 'gzip'] as const) {
      if (file[copy] !== undefined && !isBytes(file[copy])) problems.push(`${where}: the ${copy} copy must be bytes when given`);
    }
  });
  repeated(files, (file) => file.file, (file) => `the file ${file.file}`, problems);
}

function checkedRemovals(removed: readonly string[], files: readonly PublishedFile[], problems: string[]): void {
  removed.forEach((file, index) => {
    if (!isSiteFileName(file)) problems.push(`removedFiles[${index}]: ${quoted(file)} is not a file name of the site`);
  });
  repeated(removed, (file) => file, (file) => `the removed file ${file}`, problems);
  const written = new Set(files.map((file) => file.file));
  for (const file of removed) if (written.has(file)) problems.push(`the file ${file} is both written and removed`);
}

function checkedPages(pages: PublishedPages, problems: string[]): PublishedPages {
  if (pages === null || typeof pages !== 'object' || Array.isArray(pages)) {
    problems.push('the pages must be an object of page paths');
    return {};
  }
  const kept: Record<string, PublishedPages[string]> = {};
  for (const [path, page] of Object.entries(pages)) {
    if (path.trim() === '') problems.push('the pages name a page without a path');
    const reads: unknown = (page as { reads?: unknown } | null)?.reads;
    if (!Array.isArray(reads) || !reads.every((each) => typeof each === 'string')) problems.push(`the reads of ${quoted(path)} must be a list of strings`);
    // A copy through JSON, which is how the store keeps it: the caller's objects are not the store's.
    else kept[path] = JSON.parse(JSON.stringify(page)) as PublishedPages[string];
  }
  return kept;
}

/**
 * The generation a commit makes over `current` (the head read in the adapter's transaction), at `publishedAt`
 * (ISO 8601). A commit with any problem throws InvalidPublicationError naming each; one made from a generation that is
 * no longer current throws StalePublicationError.
 */
export function planCommit(current: PublicationHead | undefined, commit: PublicationCommit, publishedAt: string): CommitPlan {
  const problems: string[] = [];
  if (!isWholeFrom(commit.basedOn, NO_GENERATION)) problems.push(`basedOn must be a whole number from ${NO_GENERATION}, not ${quoted(commit.basedOn)}`);
  if (!isText(commit.buildId)) problems.push('the build id must be a non-empty string');
  const records = checkedRecords(commit.records, problems);
  checkedFiles(commit.files, problems);
  checkedRemovals(commit.removedFiles, commit.files, problems);
  const pages = checkedPages(commit.pages, problems);
  if (problems.length > 0) throw new InvalidPublicationError(problems);

  if ((current?.generation ?? NO_GENERATION) !== commit.basedOn) throw new StalePublicationError(commit.basedOn, current);
  return {
    head: { generation: commit.basedOn + 1, publishedAt, buildId: commit.buildId },
    replacesOverlay: current !== undefined && current.buildId !== commit.buildId,
    records,
    files: commit.files,
    removedFiles: commit.removedFiles,
    pages,
  };
}

/** The publication a plan makes of the previous one (the memory adapter's commit; the databases write the same in SQL). */
export function publicationAfter(previous: Publication | undefined, plan: CommitPlan): Publication {
  const kept = plan.replacesOverlay ? undefined : previous;
  const files = new Map((kept?.files ?? []).map((file) => [file.file, file]));
  const withdrawn = new Set(kept?.withdrawnFiles ?? []);
  for (const file of plan.removedFiles) {
    files.delete(file);
    withdrawn.add(file);
  }
  for (const file of plan.files) {
    withdrawn.delete(file.file);
    files.set(file.file, file);
  }
  return {
    head: plan.head,
    records: plan.records,
    files: [...files.values()].sort((a, b) => codeUnitOrder(a.file, b.file)),
    withdrawnFiles: [...withdrawn].sort(codeUnitOrder),
    pages: plan.pages,
  };
}
