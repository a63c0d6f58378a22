import { canonicalJson } from '../../domain/catalogue/catalogue-changes.js';
import type { Publication, PublicationCommit, PublishedFile, PublishedRecord } from '../../domain/publishing/publication-store.js';

/** Where the store is: a SQLite file, or a PostgreSQL database. */
export type PublicationDatabase = { readonly engine: 'sqlite'; readonly file: string } | { readonly engine: 'postgres'; readonly url: string };

/** What publication-commit-process.ts is told. */
export interface PublicationCommitOrder {
  readonly database: PublicationDatabase;
}

/** Files per generation, each 50 to 150 kB (docs/decisions/102's kill -9 test). */
export const STAMPED_FILES = 40;
const RECORDS = 5;

const sizeOf = (generation: number, index: number) => 50_000 + ((generation * 7919 + index * 104_729) % 100_001);
const fileName = (index: number) => `page-${index}/index.html`;

/** A page of generation `generation`: stamped at both ends, and filled with a pattern that names the generation too. */
function stampedBody(generation: number, index: number): Buffer {
  const body = Buffer.alloc(sizeOf(generation, index), `<p>generation ${generation}</p>`);
  body.write(`<!-- generation ${generation} file ${index} -->`, 0);
  const end = `<!-- end of generation ${generation} file ${index} -->`;
  body.write(end, body.length - end.length);
  return body;
}

function stampedFile(generation: number, index: number): PublishedFile {
  return {
    file: fileName(index),
    body: stampedBody(generation, index),
    contentType: 'text/html; charset=utf-8',
    br: Buffer.from(`br ${generation} ${index}`),
    gzip: Buffer.from(`gzip ${generation} ${index}`),
  };
}

const stampedRecords = (generation: number): PublishedRecord[] =>
  Array.from({ length: RECORDS }, (_, index) => ({ collection: 'tours', id: `t${index}`, version: generation, data: { generation, index } }));

const stampedPages = (generation: number) => Object.fromEntries(Array.from({ length: STAMPED_FILES }, (_, index) => [`/page-${index}`, { reads: [`tours/t${index % RECORDS}`, `generation/${generation}`] }]));

/** The commit of generation `basedOn + 1`: every file rewritten, every record at that version, one more file withdrawn. */
export function stampedCommit(basedOn: number): PublicationCommit {
  const generation = basedOn + 1;
  return {
    basedOn,
    buildId: 'kill-test',
    records: stampedRecords(generation),
    files: Array.from({ length: STAMPED_FILES }, (_, index) => stampedFile(generation, index)),
    removedFiles: [`stale-${generation}.txt`],
    pages: stampedPages(generation),
  };
}

/**
 * What keeps `publication` from being exactly the one the stamped commits make of its generation: a file, a copy, a
 * record, a read or a withdrawal of another generation, or missing. Empty when it is whole.
 */
export function problemsOfStampedPublication(publication: Publication): string[] {
  const generation = publication.head.generation;
  const problems: string[] = [];
  if (publication.files.length !== STAMPED_FILES) problems.push(`${publication.files.length} files, not ${STAMPED_FILES}`);
  publication.files.forEach((file, position) => {
    const index = Number(/^page-(\d+)\//.exec(file.file)?.[1] ?? position);
    const expected = stampedFile(generation, index);
    if (file.file !== expected.file) problems.push(`${file.file} where ${expected.file} belongs`);
    if (Buffer.compare(file.body, expected.body) !== 0) problems.push(`${file.file}: not generation ${generation}'s body (it begins "${Buffer.from(file.body.subarray(0, 40)).toString('utf8')}")`);
    if (Buffer.compare(file.br!, expected.br!) !== 0 || Buffer.compare(file.gzip!, expected.gzip!) !== 0) problems.push(`${file.file}: copies not of generation ${generation}`);
  });
  if (canonicalJson(publication.records) !== canonicalJson(stampedRecords(generation))) problems.push(`records not of generation ${generation}: ${JSON.stringify(publication.records).slice(0, 200)}`);
  if (canonicalJson(publication.pages) !== canonicalJson(stampedPages(generation))) problems.push(`pages not of generation ${generation}`);
  const withdrawn = Array.from({ length: generation }, (_, index) => `stale-${index + 1}.txt`).sort();
  if (JSON.stringify(publication.withdrawnFiles) !== JSON.stringify(withdrawn)) problems.push(`withdrawn files not those of generations 1 to ${generation}`);
  return problems;
}
