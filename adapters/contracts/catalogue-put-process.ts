/**
 * A process that makes one put on a catalogue store, for catalogue-store-race.ts to run twice at once on one database
 * (docs/decisions/098). Not part of the product: nothing imports it; the race runs it with tsx.
 *
 * Its one argument is JSON (CataloguePutOrder): the database, the record and the version the put expects. It opens the
 * store, prints "ready", waits for a line on stdin (so both processes start their put together), makes the put and
 * prints "won", or "stale" on StaleRecordError, then ends.
 */
import { createInterface } from 'node:readline';
import { StaleRecordError, type CatalogueEntry, type ExpectedVersion } from '../../domain/catalogue/catalogue-store.js';
import { SystemClock } from '../system/system-clock.js';
import { openPostgres } from '../postgres/database.js';
import { PostgresCatalogueStore } from '../postgres/postgres-catalogue-store.js';
import { openDatabase } from '../sqlite/database.js';
import { SqliteCatalogueStore } from '../sqlite/sqlite-catalogue-store.js';

/** Where the store is: a SQLite file, or a PostgreSQL database. */
export type CatalogueDatabase = { readonly engine: 'sqlite'; readonly file: string } | { readonly engine: 'postgres'; readonly url: string };

export interface CataloguePutOrder {
  readonly database: CatalogueDatabase;
  readonly entry: CatalogueEntry;
  readonly expected: ExpectedVersion;
}

async function main(order: CataloguePutOrder): Promise<void> {
  const clock = new SystemClock();
  const pool = order.database.engine === 'postgres' ? await openPostgres(order.database.url, { max: 1 }) : undefined;
  const db = order.database.engine === 'sqlite' ? openDatabase(order.database.file) : undefined;
  const store = pool ? new PostgresCatalogueStore(pool, clock) : new SqliteCatalogueStore(db!, clock);
  process.stdout.write('ready\n');
  await new Promise((resolve) => createInterface({ input: process.stdin }).once('line', resolve));
  try {
    await store.put(order.entry, order.expected);
    process.stdout.write('won\n');
  } catch (error) {
    if (!(error instanceof StaleRecordError)) throw error;
    process.stdout.write('stale\n');
  } finally {
    await pool?.end();
    db?.close();
  }
}

await main(JSON.parse(process.argv[2]!) as CataloguePutOrder);
process.exit(0);
