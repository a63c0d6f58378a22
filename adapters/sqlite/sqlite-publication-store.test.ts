import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publicationStoreContract } from '../contracts/publication-store.contract.js';
import { ManualClock } from '../memory/manual-clock.js';
import { aPublicationCommit, aPublishedPage } from '../../test-support/publications.js';
import { openDatabase } from './database.js';
import { SqlitePublicationStore } from './sqlite-publication-store.js';

const dataDir = mkdtempSync(join(tmpdir(), 'crg-publication-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
let databases = 0;
const freshFile = () => join(dataDir, `db-${++databases}.db`);

// The second instance is a second connection to the same file, with the first one's clock.
const stores = new WeakMap<object, { file: string; clock: ManualClock }>();
publicationStoreContract(
  'SqlitePublicationStore',
  (clock) => {
    const file = freshFile();
    const store = new SqlitePublicationStore(openDatabase(file), clock);
    stores.set(store, { file, clock: clock as ManualClock });
    return store;
  },
  (first) => new SqlitePublicationStore(openDatabase(stores.get(first)!.file), stores.get(first)!.clock),
);

describe('SqlitePublicationStore on disk (docs/decisions/102)', () => {
  it('keeps the publication across a reopening of the file', async () => {
    const file = freshFile();
    const db = openDatabase(file);
    await new SqlitePublicationStore(db, new ManualClock()).commit(aPublicationCommit({ files: [aPublishedPage('a.html', 'kept')] }));
    db.close();
    const publication = await new SqlitePublicationStore(openDatabase(file), new ManualClock()).current();
    expect(new TextDecoder().decode(publication!.files[0]!.body)).toBe('kept');
  });

  it('refuses a publication row without a body for a file with a content type', () => {
    const db = openDatabase(freshFile());
    expect(() => db.exec("INSERT INTO published_files (file, generation, content_type, body) VALUES ('a.html', 1, 'text/html', NULL)")).toThrow(/CHECK constraint failed/);
    expect(() => db.exec("INSERT INTO publication_head VALUES (2, 1, 'now', 'b', '{}')")).toThrow(/CHECK constraint failed/);
  });
});
