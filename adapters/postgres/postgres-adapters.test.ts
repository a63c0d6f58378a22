import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueStoreContract } from '../contracts/catalogue-store.contract.js';
import { putsRacingInTwoProcesses } from '../contracts/catalogue-store-race.js';
import { clickCountsContract } from '../contracts/click-counts.contract.js';
import { sessionStoreContract } from '../contracts/session-store.contract.js';
import { signInFailureLogContract } from '../contracts/sign-in-failure-log.contract.js';
import { testPostgresUrl } from '../contracts/test-servers.js';
import { tourImageRepositoryContract } from '../contracts/tour-image-repository.contract.js';
import { usedUploadUrlsContract } from '../contracts/used-upload-urls.contract.js';
import { openPostgres, POSTGRES_MIGRATION_COUNT, postgresReachable, postgresWritable, type PostgresPool } from './database.js';
import { PostgresCatalogueStore } from './postgres-catalogue-store.js';
import { PostgresScheduledChangeStore } from './postgres-scheduled-change-store.js';
import { PostgresLinkHealthStore } from './postgres-link-health-store.js';
import { linkHealthStoreContract } from '../contracts/link-health-store.contract.js';
import { scheduledChangeStoreContract } from '../contracts/scheduled-change-store.contract.js';
import { scheduledChangesOnTwoServersContract } from '../contracts/scheduled-changes-on-two-servers.contract.js';
import { changeSetStoreContract } from '../contracts/change-set-store.contract.js';
import { PostgresChangeSetStore } from './postgres-change-set-store.js';
import { PostgresClickCounts } from './postgres-click-counts.js';
import { PostgresSessionStore } from './postgres-session-store.js';
import { PostgresSignInFailureLog } from './postgres-sign-in-failure-log.js';
import { PostgresTourImageRepository } from './postgres-tour-image-repository.js';
import { PostgresUsedUploadUrls } from './postgres-used-upload-urls.js';
import { aSessionTimes } from '../../test-support/admin-sessions.js';
import { aTourImage } from '../../test-support/tour-images.js';
import { aCatalogueDocument, aTourEntry } from '../../test-support/catalogue-records.js';
import type { Clock } from '../../domain/kernel/clock.js';
import { ManualClock } from '../memory/manual-clock.js';

// One pool on the run's database (scripts/vitest-global-setup.ts); every "fresh" adapter starts from empty tables.
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

async function empty(): Promise<PostgresPool> {
  await pool.query('TRUNCATE tour_images, admin_sessions, sign_in_failures, used_upload_urls, click_counts, catalogue_records, catalogue_revisions, catalogue_scheduled_changes, catalogue_change_sets, link_health, link_check_run RESTART IDENTITY');
  return pool;
}

tourImageRepositoryContract('PostgresTourImageRepository', async () => new PostgresTourImageRepository(await empty()));
sessionStoreContract('PostgresSessionStore', async () => new PostgresSessionStore(await empty()));
signInFailureLogContract('PostgresSignInFailureLog', async () => new PostgresSignInFailureLog(await empty()), () => new PostgresSignInFailureLog(second));
// The second instance has a pool of its own, as a second server would.
clickCountsContract('PostgresClickCounts', async () => new PostgresClickCounts(await empty()), () => new PostgresClickCounts(second));
const catalogueClocks = new WeakMap<object, Clock>();
catalogueStoreContract(
  'PostgresCatalogueStore',
  async (clock) => {
    const store = new PostgresCatalogueStore(await empty(), clock);
    catalogueClocks.set(store, clock);
    return store;
  },
  (first) => new PostgresCatalogueStore(second, catalogueClocks.get(first)!),
);
changeSetStoreContract('PostgresChangeSetStore', async () => new PostgresChangeSetStore(await empty()), () => new PostgresChangeSetStore(second));
scheduledChangeStoreContract('PostgresScheduledChangeStore', async () => new PostgresScheduledChangeStore(await empty()), () => new PostgresScheduledChangeStore(second));
linkHealthStoreContract('PostgresLinkHealthStore', async () => new PostgresLinkHealthStore(await empty()), () => new PostgresLinkHealthStore(second));
// Two servers with a pool each on one database.
scheduledChangesOnTwoServersContract('PostgreSQL', async (clock) => {
  const first = await empty();
  return [
    { catalogue: new PostgresCatalogueStore(first, clock), changes: new PostgresScheduledChangeStore(first) },
    { catalogue: new PostgresCatalogueStore(second, clock), changes: new PostgresScheduledChangeStore(second) },
  ];
});
usedUploadUrlsContract('PostgresUsedUploadUrls', async () => new PostgresUsedUploadUrls(await empty()), () => new PostgresUsedUploadUrls(second));

describe('PostgreSQL database', () => {
  it('runs its migrations once, however many servers start together', async () => {
    const pools = await Promise.all([1, 2, 3].map(() => openPostgres(testPostgresUrl(), { max: 1 })));
    await Promise.all(pools.map((each) => each.end()));
    const { rows } = await pool.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(Array.from({ length: POSTGRES_MIGRATION_COUNT }, (_, index) => index + 1));
  });

  it('lets exactly one of two processes putting the same catalogue version at once win (docs/decisions/098)', async () => {
    const store = new PostgresCatalogueStore(await empty(), new ManualClock());
    await store.put(aTourEntry('arenal-1'), 'new');
    const said = await putsRacingInTwoProcesses({ engine: 'postgres', url: testPostgresUrl() }, [aTourEntry('arenal-1', { price: 1 }), aTourEntry('arenal-1', { price: 2 })], 1);
    expect(said.sort()).toEqual(['stale', 'won']);
    expect((await store.revisions('tours', 'arenal-1')).map((revision) => revision.version)).toEqual([1, 2]);
    const created = await putsRacingInTwoProcesses({ engine: 'postgres', url: testPostgresUrl() }, [aTourEntry('coco-1'), aTourEntry('coco-1', { price: 2 })], 'new');
    expect(created.sort()).toEqual(['stale', 'won']);
  });

  it('never lets a catalogue revision be changed or removed, and writes nothing of a replacement that fails', async () => {
    const store = new PostgresCatalogueStore(await empty(), new ManualClock());
    await store.replaceAll(aCatalogueDocument().entries);
    await expect(pool.query("UPDATE catalogue_revisions SET at = now()")).rejects.toThrow('catalogue revisions are immutable');
    await expect(pool.query('DELETE FROM catalogue_revisions')).rejects.toThrow('catalogue revisions are immutable');
    // The second revision of the replacement fails, after its records and the first revision were written.
    await pool.query(`CREATE FUNCTION refuse_for_test() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
      CREATE TRIGGER refuse_coco AFTER INSERT ON catalogue_revisions FOR EACH ROW WHEN (NEW.id = 'coco-1') EXECUTE FUNCTION refuse_for_test()`);
    try {
      await expect(store.replaceAll([aTourEntry('arenal-1', { price: 1 }), aTourEntry('coco-1')])).rejects.toThrow('refused');
    } finally {
      await pool.query('DROP TRIGGER refuse_coco ON catalogue_revisions; DROP FUNCTION refuse_for_test()');
    }
    expect(await store.list()).toHaveLength(5);
    expect(await store.revisions('tours', 'arenal-1')).toHaveLength(1);
    expect(await store.listArchived()).toEqual([]);
  });

  it('shares its records between pools, as servers on one database do', async () => {
    await new PostgresTourImageRepository(await empty()).save(aTourImage({ tourId: 4 }));
    expect(await new PostgresTourImageRepository(second).get(4)).toEqual(aTourImage({ tourId: 4 }));
    await new PostgresSessionStore(pool).save('secret-token', aSessionTimes());
    expect(await new PostgresSessionStore(second).find('secret-token')).toEqual(aSessionTimes());
    const { rows } = await pool.query('SELECT * FROM admin_sessions');
    expect(JSON.stringify(rows)).not.toContain('secret-token');
  });

  it('cancels a statement that runs past its timeout, and tells of errors of idle connections', async () => {
    const errors: Error[] = [];
    const bounded = await openPostgres(testPostgresUrl(), { max: 1, statementTimeoutMillis: 200, onPoolError: (error) => errors.push(error) });
    await expect(bounded.query('SELECT pg_sleep(2)')).rejects.toThrow(/statement timeout/);
    const client = await bounded.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    client.release();
    await pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await bounded.end();
    expect(errors.length).toBe(1);
  });

  it('says whether it is reachable, and gives a short error when it is not', async () => {
    expect(await postgresReachable(pool)).toBe(true);
    expect(await postgresWritable(pool)).toBe(true);
    const closed = await openPostgres(testPostgresUrl(), { max: 1 });
    await closed.end();
    expect(await postgresReachable(closed)).toBe(false);
    expect(await postgresWritable(closed)).toBe(false);
    const url = new URL(testPostgresUrl());
    url.port = '1';
    await expect(openPostgres(url.href, { connectionTimeoutMillis: 1000 })).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});
