import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueStoreContract } from '../contracts/catalogue-store.contract.js';
import { putsRacingInTwoProcesses } from '../contracts/catalogue-store-race.js';
import { clickCountsContract } from '../contracts/click-counts.contract.js';
import { sessionStoreContract } from '../contracts/session-store.contract.js';
import { signInFailureLogContract } from '../contracts/sign-in-failure-log.contract.js';
import { tourImageRepositoryContract } from '../contracts/tour-image-repository.contract.js';
import { usedUploadUrlsContract } from '../contracts/used-upload-urls.contract.js';
import { DatabaseSync } from 'node:sqlite';
import { inTransaction, openDatabase, sqliteReadable, sqliteWritable } from './database.js';
import { SqliteCatalogueStore } from './sqlite-catalogue-store.js';
import { SqliteScheduledChangeStore } from './sqlite-scheduled-change-store.js';
import { SqliteLinkHealthStore } from './sqlite-link-health-store.js';
import { linkHealthStoreContract } from '../contracts/link-health-store.contract.js';
import { scheduledChangeStoreContract } from '../contracts/scheduled-change-store.contract.js';
import { scheduledChangesOnTwoServersContract, type ServerStores } from '../contracts/scheduled-changes-on-two-servers.contract.js';
import { changeSetStoreContract } from '../contracts/change-set-store.contract.js';
import { SqliteChangeSetStore } from './sqlite-change-set-store.js';
import { SqliteClickCounts } from './sqlite-click-counts.js';
import { SqliteSessionStore } from './sqlite-session-store.js';
import { SqliteSignInFailureLog } from './sqlite-sign-in-failure-log.js';
import { SqliteTourImageRepository } from './sqlite-tour-image-repository.js';
import { SqliteUsedUploadUrls } from './sqlite-used-upload-urls.js';
import { aSessionTimes } from '../../test-support/admin-sessions.js';
import { aDailyClickCount } from '../../test-support/click-reports.js';
import { aTourImage } from '../../test-support/tour-images.js';
import { aCatalogueDocument, aTourEntry } from '../../test-support/catalogue-records.js';
import { ManualClock } from '../memory/manual-clock.js';

const dataDir = mkdtempSync(join(tmpdir(), 'crg-sqlite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
let databases = 0;
const freshFile = () => join(dataDir, `db-${++databases}.db`);

tourImageRepositoryContract('SqliteTourImageRepository', () => new SqliteTourImageRepository(openDatabase(freshFile())));
sessionStoreContract('SqliteSessionStore', () => new SqliteSessionStore(openDatabase(freshFile())));
// A second connection to the same file, as a second process on one machine would have.
const files = new WeakMap<object, string>();
signInFailureLogContract(
  'SqliteSignInFailureLog',
  () => {
    const file = freshFile();
    const log = new SqliteSignInFailureLog(openDatabase(file));
    files.set(log, file);
    return log;
  },
  (first) => new SqliteSignInFailureLog(openDatabase(files.get(first)!)),
);
usedUploadUrlsContract(
  'SqliteUsedUploadUrls',
  () => {
    const file = freshFile();
    const record = new SqliteUsedUploadUrls(openDatabase(file));
    files.set(record, file);
    return record;
  },
  (first) => new SqliteUsedUploadUrls(openDatabase(files.get(first)!)),
);

const clickFiles = new WeakMap<object, string>();
clickCountsContract(
  'SqliteClickCounts',
  () => {
    const file = freshFile();
    const counts = new SqliteClickCounts(openDatabase(file));
    clickFiles.set(counts, file);
    return counts;
  },
  (first) => new SqliteClickCounts(openDatabase(clickFiles.get(first)!)),
);

// The second instance is a second connection to the same file, with the first one's clock.
const catalogueFiles = new WeakMap<object, { file: string; clock: ManualClock }>();
catalogueStoreContract(
  'SqliteCatalogueStore',
  (clock) => {
    const file = freshFile();
    const store = new SqliteCatalogueStore(openDatabase(file), clock);
    catalogueFiles.set(store, { file, clock: clock as ManualClock });
    return store;
  },
  (first) => new SqliteCatalogueStore(openDatabase(catalogueFiles.get(first)!.file), catalogueFiles.get(first)!.clock),
);

// The second instance is a second connection to the same file, as a second server process on one machine has.
const scheduleFiles = new WeakMap<object, string>();
scheduledChangeStoreContract(
  'SqliteScheduledChangeStore',
  () => {
    const file = freshFile();
    const store = new SqliteScheduledChangeStore(openDatabase(file));
    scheduleFiles.set(store, file);
    return store;
  },
  (first) => new SqliteScheduledChangeStore(openDatabase(scheduleFiles.get(first)!)),
);

const changeSetFiles = new WeakMap<object, string>();
changeSetStoreContract(
  'SqliteChangeSetStore',
  () => {
    const file = freshFile();
    const store = new SqliteChangeSetStore(openDatabase(file));
    changeSetFiles.set(store, file);
    return store;
  },
  (first) => new SqliteChangeSetStore(openDatabase(changeSetFiles.get(first)!)),
);

// Link health: the second instance is a second connection to the same file.
const linkHealthFiles = new WeakMap<object, string>();
linkHealthStoreContract(
  'SqliteLinkHealthStore',
  () => {
    const file = freshFile();
    const store = new SqliteLinkHealthStore(openDatabase(file));
    linkHealthFiles.set(store, file);
    return store;
  },
  (first) => new SqliteLinkHealthStore(openDatabase(linkHealthFiles.get(first)!)),
);

// Two servers with a connection each to one file.
scheduledChangesOnTwoServersContract('SQLite', async (clock) => {
  const file = freshFile();
  const server = (): ServerStores => {
    const db = openDatabase(file);
    return { catalogue: new SqliteCatalogueStore(db, clock), changes: new SqliteScheduledChangeStore(db) };
  };
  return [server(), server()];
});

describe('SqliteCatalogueStore on disk (docs/decisions/098)', () => {
  it('lets exactly one of two processes putting the same version at once win', async () => {
    const file = freshFile();
    const store = new SqliteCatalogueStore(openDatabase(file), new ManualClock());
    await store.put(aTourEntry('arenal-1'), 'new');
    const said = await putsRacingInTwoProcesses({ engine: 'sqlite', file }, [aTourEntry('arenal-1', { price: 1 }), aTourEntry('arenal-1', { price: 2 })], 1);
    expect(said.sort()).toEqual(['stale', 'won']);
    expect((await store.revisions('tours', 'arenal-1')).map((revision) => revision.version)).toEqual([1, 2]);
    expect(await store.get('tours', 'arenal-1')).toMatchObject({ version: 2 });
  });

  it('keeps records and revisions when the file is opened again, and never lets a revision be changed or removed', async () => {
    const file = freshFile();
    const first = openDatabase(file);
    await new SqliteCatalogueStore(first, new ManualClock()).replaceAll(aCatalogueDocument().entries);
    first.close();
    const db = openDatabase(file);
    const store = new SqliteCatalogueStore(db, new ManualClock());
    expect(await store.list()).toHaveLength(5);
    expect(await store.revisions('tours', 'arenal-1')).toHaveLength(1);
    expect(() => db.exec("UPDATE catalogue_revisions SET at = 'x'")).toThrow('catalogue revisions are immutable');
    expect(() => db.exec('DELETE FROM catalogue_revisions')).toThrow('catalogue revisions are immutable');
    expect(() => db.exec("INSERT INTO catalogue_records VALUES ('t', 'x', 1, 'not json', 'now', NULL)")).toThrow(/CHECK constraint failed/);
    expect(await store.revisions('tours', 'arenal-1')).toHaveLength(1);
  });

  it('writes nothing of a replacement whose commit is refused', async () => {
    const db = openDatabase(freshFile());
    const store = new SqliteCatalogueStore(db, new ManualClock());
    await store.put(aTourEntry('kept-1'), 'new');
    refuseAtCommit(db, 'catalogue_revisions', 'INSERT');
    await expect(store.replaceAll(aCatalogueDocument().entries)).rejects.toThrow('FOREIGN KEY constraint failed');
    expect(db.isTransaction).toBe(false);
    expect((await store.list()).map((record) => record.id)).toEqual(['kept-1']);
    expect(await store.revisions('tours', 'arenal-1')).toEqual([]);
  });
});

describe('SqliteTourImageRepository on disk', () => {
  it('keeps records when the database file is opened again', async () => {
    const file = join(dataDir, 'reopen.db');
    const first = openDatabase(file);
    await new SqliteTourImageRepository(first).save(aTourImage({ tourId: 5 }));
    first.close();
    const second = openDatabase(file);
    expect(await new SqliteTourImageRepository(second).get(5)).toEqual(aTourImage({ tourId: 5 }));
    expect(second.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    second.close();
  });
});

describe('SqliteSessionStore on disk', () => {
  it('keeps sessions across a reopening, and only a hash of each token', async () => {
    const file = join(dataDir, 'sessions.db');
    const first = openDatabase(file);
    await new SqliteSessionStore(first).save('secret-token', aSessionTimes());
    first.close();
    const second = openDatabase(file);
    expect(await new SqliteSessionStore(second).find('secret-token')).toEqual(aSessionTimes());
    expect(JSON.stringify(second.prepare('SELECT * FROM admin_sessions').all())).not.toContain('secret-token');
    second.close();
  });
});

describe('SQLite health probes (docs/decisions/056)', () => {
  it('answers a query and takes a write while the file is open and writable, and neither once closed', () => {
    const db = openDatabase(freshFile());
    expect(sqliteReadable(db)).toBe(true);
    expect(sqliteWritable(db, 1)).toBe(true);
    expect(sqliteWritable(db, 2)).toBe(true);
    expect(db.prepare('SELECT id, checked_at FROM health_probe').all()).toEqual([{ id: 1, checked_at: 2 }]);
    db.close();
    expect(sqliteReadable(db)).toBe(false);
    expect(sqliteWritable(db)).toBe(false);
  });

  it('reports a database that refuses writes as not writable', () => {
    const file = freshFile();
    openDatabase(file).close();
    const readOnly = new DatabaseSync(file, { readOnly: true });
    expect(sqliteReadable(readOnly)).toBe(true);
    expect(sqliteWritable(readOnly)).toBe(false);
    readOnly.close();
  });
});

/**
 * Makes every `operation` on `table` fail when it commits, as a full disk fails a write in WAL mode (the write reaches
 * the file only at commit): a temporary trigger adds a row that breaks a deferred foreign key, which SQLite checks at
 * commit and then rolls the transaction back.
 */
function refuseAtCommit(db: DatabaseSync, table: string, operation: 'INSERT' | 'DELETE'): void {
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS refusal_parent (id INTEGER PRIMARY KEY);
    CREATE TEMP TABLE IF NOT EXISTS refusal_child (parent INTEGER REFERENCES refusal_parent (id) DEFERRABLE INITIALLY DEFERRED);
    CREATE TEMP TRIGGER refuse_${table}_${operation.toLowerCase()} AFTER ${operation} ON main.${table} BEGIN INSERT INTO refusal_child VALUES (1); END;`);
}

/** Lets the file grow no further, as a full disk does: a write that needs one more page fails with SQLITE_FULL. */
function fill(db: DatabaseSync): void {
  const { page_count: pages } = db.prepare('PRAGMA page_count').get() as { page_count: number };
  db.exec(`PRAGMA max_page_count = ${pages}`);
}

describe('SQLite adapters on a database that refuses writes (issue 35)', () => {
  it('refuses a batch of clicks with the disk-full error itself, not a rollback that has nothing left to undo', async () => {
    const db = openDatabase(freshFile());
    fill(db);
    const batch = Array.from({ length: 400 }, (_, index) => aDailyClickCount({ position: index + 1 }));
    await expect(new SqliteClickCounts(db).add(batch)).rejects.toMatchObject({ errcode: 13, message: 'database or disk is full' });
    expect(db.isTransaction).toBe(false);
    expect(await new SqliteClickCounts(db).between('2000-01-01', '2100-01-01')).toEqual([]);
  });

  it('throws when a sign-in attempt cannot be committed, rather than give the id of a row that was never kept', async () => {
    const db = openDatabase(freshFile());
    refuseAtCommit(db, 'sign_in_failures', 'INSERT');
    const log = new SqliteSignInFailureLog(db);
    await expect(log.reserve('203.0.113.7', 1000, 0, { perClient: 5, overall: 60 })).rejects.toThrow('FOREIGN KEY constraint failed');
    expect(await log.failuresAfter('203.0.113.7', 0)).toEqual([]);
  });

  it('throws when the removal of a tour photo record cannot be committed, and the record stays', async () => {
    const db = openDatabase(freshFile());
    const repository = new SqliteTourImageRepository(db);
    await repository.save(aTourImage({ tourId: 3 }));
    refuseAtCommit(db, 'tour_images', 'DELETE');
    await expect(repository.remove(3)).rejects.toThrow('FOREIGN KEY constraint failed');
    expect(await repository.get(3)).toEqual(aTourImage({ tourId: 3 }));
  });
});

describe('inTransaction (SQLite)', () => {
  const table = (db: DatabaseSync) => db.exec('CREATE TABLE IF NOT EXISTS t (v INTEGER)');
  const rows = (db: DatabaseSync) => db.prepare('SELECT v FROM t').all().map((row) => (row as { v: number }).v);

  it('commits the work and gives its result', () => {
    const db = openDatabase(':memory:');
    table(db);
    expect(inTransaction(db, () => db.prepare('INSERT INTO t VALUES (1)').run().changes)).toBe(1);
    expect(rows(db)).toEqual([1]);
    expect(db.isTransaction).toBe(false);
  });

  it('rolls back failed work and throws its error', () => {
    const db = openDatabase(':memory:');
    table(db);
    const failure = new Error('the work failed');
    expect(() =>
      inTransaction(db, () => {
        db.prepare('INSERT INTO t VALUES (1)').run();
        throw failure;
      }),
    ).toThrow(failure);
    expect(rows(db)).toEqual([]);
    expect(db.isTransaction).toBe(false);
  });

  it('throws the error of a refused commit, and leaves no transaction open', () => {
    const db = openDatabase(':memory:');
    table(db);
    refuseAtCommit(db, 't', 'INSERT');
    expect(() => inTransaction(db, () => db.prepare('INSERT INTO t VALUES (1)').run())).toThrow('FOREIGN KEY constraint failed');
    expect(db.isTransaction).toBe(false);
    expect(rows(db)).toEqual([]);
  });

  it('throws the original error when SQLite has already rolled the transaction back itself (SQLITE_FULL does)', () => {
    const db = openDatabase(':memory:');
    table(db);
    const diskFull = new Error('database or disk is full');
    expect(() =>
      inTransaction(db, () => {
        db.exec('ROLLBACK');
        throw diskFull;
      }),
    ).toThrow(diskFull);
  });
});
