import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { inboxStoreContract } from '../contracts/inbox-store.contract.js';
import { openDatabase } from './database.js';
import { SqliteInboxStore } from './sqlite-inbox-store.js';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-inbox-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
let databases = 0;

// The second instance is a second connection to the same file, as a second server process on one machine has.
const files = new WeakMap<object, string>();
inboxStoreContract(
  'SqliteInboxStore',
  () => {
    const file = join(dataDir, `db-${++databases}.db`);
    const store = new SqliteInboxStore(openDatabase(file));
    files.set(store, file);
    return store;
  },
  (first) => new SqliteInboxStore(openDatabase(files.get(first)!)),
);
