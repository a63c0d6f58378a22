import type { PublicationCommit, PublishedFile, PublishedRecord } from '../domain/publishing/publication-store.js';
import { aTourEntry } from './catalogue-records.js';

/**
 * Object mother of publications (docs/decisions/102): published pages and files, published records and commits.
 * Sample data only, with overrides.
 */

/** The UTF-8 bytes of a text. */
export const bytesOf = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A small page of the site, its text naming it, served as HTML. */
export const aPublishedPage = (file = 'tours/index.html', text = `<!doctype html><title>${file}</title><h1>${file}</h1>`, overrides: Partial<PublishedFile> = {}): PublishedFile => ({
  file,
  body: bytesOf(text),
  contentType: 'text/html; charset=utf-8',
  ...overrides,
});

/** A tour as the public site shows it, at a version. */
export const aPublishedRecord = (id = 'arenal-1', version = 1, overrides: Record<string, unknown> = {}): PublishedRecord => ({
  ...aTourEntry(id, overrides),
  version,
});

/** A first publication of the build 'build-1': one tour, the /tours page, and what that page read. */
export const aPublicationCommit = (overrides: Partial<PublicationCommit> = {}): PublicationCommit => ({
  basedOn: 0,
  buildId: 'build-1',
  records: [aPublishedRecord()],
  files: [aPublishedPage()],
  removedFiles: [],
  pages: { '/tours': { reads: ['tours/*', 'settings/settings'] } },
  ...overrides,
});
