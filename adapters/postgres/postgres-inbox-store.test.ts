import { afterAll, beforeAll } from 'vitest';
import { inboxStoreContract } from '../contracts/inbox-store.contract.js';
import { testPostgresUrl } from '../contracts/test-servers.js';
import { openPostgres, type PostgresPool } from './database.js';
import { PostgresInboxStore } from './postgres-inbox-store.js';

// One pool on the run's database (scripts/vitest-global-setup.ts), and a second one, as a second server has.
let pool: PostgresPool;
let second: PostgresPool;
beforeAll(async () => {
  pool = await openPostgres(testPostgresUrl());
  second = await openPostgres(testPostgresUrl());
});
afterAll(async () => {
  await pool.end();
  await second.end();
});

inboxStoreContract(
  'PostgresInboxStore',
  async () => {
    await pool.query('TRUNCATE newsletter_subscriptions, newsletter_suppressions, relocation_requests, mail_outbox');
    return new PostgresInboxStore(pool);
  },
  () => new PostgresInboxStore(second),
);
