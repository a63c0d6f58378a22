import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clickCountsContract } from '../contracts/click-counts.contract.js';
import { sessionStoreContract } from '../contracts/session-store.contract.js';
import { signInFailureLogContract } from '../contracts/sign-in-failure-log.contract.js';
import { tourImageRepositoryContract } from '../contracts/tour-image-repository.contract.js';
import { usedUploadUrlsContract } from '../contracts/used-upload-urls.contract.js';
import { DatabaseSync } from 'node:sqlite';
import { openDatabase, sqliteReadable, sqliteWritable } from './database.js';
import { SqliteClickCounts } from './sqlite-click-counts.js';
import { SqliteSessionStore } from './sqlite-session-store.js';
import { SqliteSignInFailureLog } from './sqlite-sign-in-failure-log.js';
import { SqliteTourImageRepository } from './sqlite-tour-image-repository.js';
import { SqliteUsedUploadUrls } from './sqlite-used-upload-urls.js';
import { aSessionTimes } from '../../test-support/admin-sessions.js';
import { aTourImage } from '../../test-support/tour-images.js';

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
