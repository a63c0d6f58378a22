import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../domain/kernel/clock.js';
import { publicationStoreContract } from '../contracts/publication-store.contract.js';
import { freshPostgresDatabase } from '../contracts/test-servers.js';
import { ManualClock } from '../memory/manual-clock.js';
import { aPublicationCommit, aPublishedPage } from '../../test-support/publications.js';
import { openPostgres, type PostgresPool } from './database.js';
import { PostgresPublicationStore } from './postgres-publication-store.js';

// A database of this file's own on the run's PostgreSQL (scripts/vitest-global-setup.ts); a second pool, as a second server has.
let pool: PostgresPool;
let second: PostgresPool;
beforeAll(async () => {
  const url = await freshPostgresDatabase();
  pool = await openPostgres(url);
  second = await openPostgres(url);
});
afterAll(async () => {
  await pool.end();
  await second.end();
});

async function empty(): Promise<PostgresPool> {
  await pool.query('TRUNCATE publication_head, published_records, published_files');
  return pool;
}

const clocks = new WeakMap<object, Clock>();
publicationStoreContract(
  'PostgresPublicationStore',
  async (clock) => {
    const store = new PostgresPublicationStore(await empty(), clock);
    clocks.set(store, clock);
    return store;
  },
  (first) => new PostgresPublicationStore(second, clocks.get(first)!),
);

describe('PostgresPublicationStore (docs/decisions/102)', () => {
  it('reads one snapshot throughout `current`, even when another server commits between its reads', async () => {
    const store = new PostgresPublicationStore(await empty(), new ManualClock());
    await store.commit(aPublicationCommit({ files: [aPublishedPage('a.html', 'one')] }));
    const other = new PostgresPublicationStore(second, new ManualClock());
    // The other server commits as soon as the snapshot's first read has run, before its files are read.
    const connect = pool.connect.bind(pool);
    pool.connect = (async () => {
      const client = await connect();
      const clientQuery = client.query.bind(client);
      let reads = 0;
      client.query = (async (...args: Parameters<typeof clientQuery>) => {
        const result = await (clientQuery as (...a: unknown[]) => Promise<unknown>)(...args);
        if (String(args[0]).startsWith('SELECT') && ++reads === 1) await other.commit(aPublicationCommit({ basedOn: 1, files: [aPublishedPage('a.html', 'two')] }));
        return result;
      }) as typeof client.query;
      return client;
    }) as typeof pool.connect;
    const publication = await store.current().finally(() => {
      pool.connect = connect;
    });
    expect([publication!.head.generation, new TextDecoder().decode(publication!.files[0]!.body)]).toEqual([1, 'one']);
    expect((await store.head())!.generation).toBe(2);
  });

  it('refuses a publication row without a body for a file with a content type', async () => {
    await empty();
    await expect(pool.query("INSERT INTO published_files (file, generation, content_type, body) VALUES ('a.html', 1, 'text/html', NULL)")).rejects.toThrow(/check constraint/);
    await expect(pool.query("INSERT INTO publication_head VALUES (2, 1, now(), 'b', '{}')")).rejects.toThrow(/check constraint/);
  });
});
