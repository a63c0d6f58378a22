import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickCountsContract } from '../contracts/click-counts.contract.js';
import { sessionStoreContract } from '../contracts/session-store.contract.js';
import { signInFailureLogContract } from '../contracts/sign-in-failure-log.contract.js';
import { testPostgresUrl } from '../contracts/test-servers.js';
import { tourImageRepositoryContract } from '../contracts/tour-image-repository.contract.js';
import { usedUploadUrlsContract } from '../contracts/used-upload-urls.contract.js';
import { openPostgres, postgresReachable, postgresWritable, type PostgresPool } from './database.js';
import { PostgresClickCounts } from './postgres-click-counts.js';
import { PostgresSessionStore } from './postgres-session-store.js';
import { PostgresSignInFailureLog } from './postgres-sign-in-failure-log.js';
import { PostgresTourImageRepository } from './postgres-tour-image-repository.js';
import { PostgresUsedUploadUrls } from './postgres-used-upload-urls.js';
import { aSessionTimes } from '../../test-support/admin-sessions.js';
import { aTourImage } from '../../test-support/tour-images.js';

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
  await pool.query('TRUNCATE tour_images, admin_sessions, sign_in_failures, used_upload_urls, click_counts');
  return pool;
}

tourImageRepositoryContract('PostgresTourImageRepository', async () => new PostgresTourImageRepository(await empty()));
sessionStoreContract('PostgresSessionStore', async () => new PostgresSessionStore(await empty()));
signInFailureLogContract('PostgresSignInFailureLog', async () => new PostgresSignInFailureLog(await empty()), () => new PostgresSignInFailureLog(second));
// The second instance has a pool of its own, as a second server would.
clickCountsContract('PostgresClickCounts', async () => new PostgresClickCounts(await empty()), () => new PostgresClickCounts(second));
usedUploadUrlsContract('PostgresUsedUploadUrls', async () => new PostgresUsedUploadUrls(await empty()), () => new PostgresUsedUploadUrls(second));

describe('PostgreSQL database', () => {
  it('runs its migrations once, however many servers start together', async () => {
    const pools = await Promise.all([1, 2, 3].map(() => openPostgres(testPostgresUrl(), { max: 1 })));
    await Promise.all(pools.map((each) => each.end()));
    const { rows } = await pool.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual([1, 2, 3, 4]);
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
