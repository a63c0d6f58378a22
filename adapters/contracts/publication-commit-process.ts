/**
 * A process that commits publications in a loop, for the kill -9 test (publication-kill.ts) to stop with SIGKILL at a
 * random moment (docs/decisions/102). Not part of the product: nothing imports it; the test runs it with Node's own
 * TypeScript support.
 *
 * Its one argument is JSON (PublicationCommitOrder): the database. It opens the store, prints "ready", then forever:
 * reads the head, prints "begin <g>", commits generation g (publication-kill.ts's stampedCommit), prints "committed <g>".
 */
import type { PublicationStore } from '../../domain/publishing/publication-store.js';
import { SystemClock } from '../system/system-clock.js';
import { stampedCommit, type PublicationCommitOrder, type PublicationDatabase } from './publication-stamps.js';

/** The store, with only its own engine's modules loaded: the process starts hundreds of times, so its start counts. */
async function storeOf(database: PublicationDatabase): Promise<PublicationStore> {
  if (database.engine === 'postgres') {
    const [{ openPostgres }, { PostgresPublicationStore }] = await Promise.all([import('../postgres/database.js'), import('../postgres/postgres-publication-store.js')]);
    return new PostgresPublicationStore(await openPostgres(database.url, { max: 1 }), new SystemClock());
  }
  const [{ openDatabase }, { SqlitePublicationStore }] = await Promise.all([import('../sqlite/database.js'), import('../sqlite/sqlite-publication-store.js')]);
  return new SqlitePublicationStore(openDatabase(database.file), new SystemClock());
}

async function main(order: PublicationCommitOrder): Promise<void> {
  const store = await storeOf(order.database);
  process.stdout.write('ready\n');
  for (;;) {
    const basedOn = (await store.head())?.generation ?? 0;
    process.stdout.write(`begin ${basedOn + 1}\n`);
    await store.commit(stampedCommit(basedOn));
    process.stdout.write(`committed ${basedOn + 1}\n`);
  }
}

await main(JSON.parse(process.argv[2]!) as PublicationCommitOrder);
