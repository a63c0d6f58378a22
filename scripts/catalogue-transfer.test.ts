import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../adapters/contracts/test-servers.js';
import { ManualClock } from '../adapters/memory/manual-clock.js';
import { openPostgres } from '../adapters/postgres/database.js';
import { PostgresCatalogueStore } from '../adapters/postgres/postgres-catalogue-store.js';
import { openDatabase } from '../adapters/sqlite/database.js';
import { SqliteCatalogueStore } from '../adapters/sqlite/sqlite-catalogue-store.js';
import type { CatalogueRecord, CatalogueStore } from '../domain/catalogue/catalogue-store.js';
import { aCatalogueDocument, aTourEntry } from '../test-support/catalogue-records.js';
import { OUTER_SHAPE_FORMAT } from '../test-support/outer-shape-catalogue.js';
import { catalogueExportCommand, catalogueImportCommand, type CommandContext } from './catalogue-command.js';

const work = mkdtempSync(join(tmpdir(), 'crg-catalogue-transfer-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const lines: string[] = [];
// The move between engines is this test's subject: small documents in the outer-shape format (the schemas have their own tests).
const contextOf = (env: Record<string, string>): CommandContext => ({ env, cwd: work, output: { out: (line) => lines.push(line), err: (line) => lines.push(line) }, format: OUTER_SHAPE_FORMAT });
const recordsOf = (records: CatalogueRecord[]) => records.map(({ collection, id, data }) => ({ collection, id, data }));

async function onSqlite<T>(dataDir: string, use: (store: CatalogueStore) => Promise<T>): Promise<T> {
  const db = openDatabase(join(dataDir, 'portal.db'));
  try {
    return await use(new SqliteCatalogueStore(db, new ManualClock()));
  } finally {
    db.close();
  }
}

async function onPostgres<T>(url: string, use: (store: CatalogueStore) => Promise<T>): Promise<T> {
  const pool = await openPostgres(url, { max: 1 });
  try {
    return await use(new PostgresCatalogueStore(pool, new ManualClock()));
  } finally {
    await pool.end();
  }
}

describe('moving the catalogue between SQLite and PostgreSQL (docs/decisions/098)', () => {
  it('exports from SQLite, imports into PostgreSQL and back into a new SQLite, and reads the same records each time', async () => {
    const sqliteDir = join(work, 'sqlite');
    const { entries } = aCatalogueDocument();
    const unusual = { collection: 'pages', id: 'pages', data: { title: 'Playa Hermosa — 🌊 "quoted" \\ back', list: [1, 2.5, null, { deep: ['é'] }], empty: {} } };
    await onSqlite(sqliteDir, async (store) => {
      await store.replaceAll([...entries, unusual, aTourEntry('gone-1')]);
      await store.archive({ collection: 'tours', id: 'gone-1' }, 1);
    });
    const fromSqlite = await onSqlite(sqliteDir, async (store) => recordsOf(await store.list()));

    expect(await catalogueExportCommand(['from-sqlite.json'], contextOf({ DATA_DIR: sqliteDir }))).toBe(0);
    const postgres = await freshPostgresDatabase();
    expect(await catalogueImportCommand(['from-sqlite.json'], contextOf({ DATA_DIR: join(work, 'unused'), DATABASE_URL: postgres }))).toBe(0);
    expect(lines.at(-1)).toMatch(/^Imported .*from-sqlite\.json into PostgreSQL postgres:\/\/.*: 2 destinations, 1 pages, 1 settings, 2 tours \(6 records\); 6 created, 0 updated, 0 archived, 0 unchanged\.$/);
    expect(await onPostgres(postgres, async (store) => recordsOf(await store.list()))).toEqual(fromSqlite);
    expect(await onPostgres(postgres, (store) => store.listArchived())).toEqual([]);

    expect(await catalogueExportCommand(['from-postgres.json'], contextOf({ DATA_DIR: join(work, 'unused'), DATABASE_URL: postgres }))).toBe(0);
    expect(JSON.parse(readFileSync(join(work, 'from-postgres.json'), 'utf8'))).toEqual(JSON.parse(readFileSync(join(work, 'from-sqlite.json'), 'utf8')));
    const backDir = join(work, 'back');
    expect(await catalogueImportCommand(['from-postgres.json'], contextOf({ DATA_DIR: backDir }))).toBe(0);
    expect(await onSqlite(backDir, async (store) => recordsOf(await store.list()))).toEqual(fromSqlite);
  });

  it('changes nothing in PostgreSQL when the file is invalid, and says why', async () => {
    const postgres = await freshPostgresDatabase();
    const { document, entries } = aCatalogueDocument();
    writeFileSync(join(work, 'good.json'), JSON.stringify(document));
    writeFileSync(join(work, 'bad.json'), JSON.stringify({ ...document, tours: [...(document.tours as object[]), { title: 'no id' }] }));
    expect(await catalogueImportCommand(['good.json'], contextOf({ DATABASE_URL: postgres }))).toBe(0);
    expect(await catalogueImportCommand(['bad.json'], contextOf({ DATABASE_URL: postgres }))).toBe(1);
    expect(lines.at(-1)).toBe(`${join(work, 'bad.json')} is not a catalogue document; nothing was changed:\n  - tours[2]: no id (a non-empty string)`);
    expect(await onPostgres(postgres, async (store) => recordsOf(await store.list()))).toEqual(entries);
    expect(await onPostgres(postgres, async (store) => (await store.revisions('tours', 'arenal-1')).length)).toBe(1);
  });

  it('names the database it cannot reach, without its password', async () => {
    const url = new URL(await freshPostgresDatabase());
    url.port = '1';
    url.password = 'secret-password';
    url.username = 'someone';
    expect(await catalogueImportCommand(['good.json'], contextOf({ DATABASE_URL: url.href }))).toBe(1);
    expect(lines.at(-1)).toMatch(/^The database of DATABASE_URL \(postgres:\/\/someone:\*\*\*@127\.0\.0\.1:1\/crg_\w+\) cannot be used: /);
    expect(lines.at(-1)).not.toContain('secret-password');
  });
});
