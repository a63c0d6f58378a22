import { AfterAll, Before } from '@cucumber/cucumber';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { startLocalPostgres, type LocalPostgres } from '../../scripts/local-postgres.js';
import { startLocalS3, type LocalS3 } from '../../scripts/local-s3.js';
import { twoServerPortal, type SharedEngines } from './assemblies/two-server-portal.js';
import type { PortalWorld } from './world.js';

/** Scenarios with this tag run on two servers that share one database and one bucket (features/scale-out.feature). */
export const TWO_SERVERS_TAG = '@two-servers';

/**
 * The throwaway PostgreSQL (Debian's package, scripts/ensure-postgres.sh) and s3rver of the test run
 * (scripts/local-postgres.ts, scripts/local-s3.ts), on loopback. Each is started by the first scenario of a
 * worker that needs it, and stopped when the worker ends; a worker that runs no such scenario
 * starts neither.
 */
let postgres: Promise<LocalPostgres> | undefined;
let s3: Promise<LocalS3> | undefined;
let scenarios = 0;

/** A new, empty database on the run's throwaway PostgreSQL (started by the first call of the worker): its URL. */
export async function freshPostgresDatabase(): Promise<string> {
  postgres ??= startLocalPostgres();
  const { url } = await postgres;
  const name = `crg_scenario_${++scenarios}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return databaseUrl.href;
}

async function freshEngines(): Promise<SharedEngines> {
  s3 ??= startLocalS3();
  const [databaseUrl, storage] = await Promise.all([freshPostgresDatabase(), s3]);
  const bucket = `crg-scenario-${scenarios}`;
  const client = new S3Client({ endpoint: storage.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey } });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return { databaseUrl, s3: { endpoint: storage.endpoint, bucket, accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey } };
}

// The world's own Before skips these scenarios (features/support/world.ts): their portal is assembled here.
Before({ tags: TWO_SERVERS_TAG, timeout: 90_000 }, async function (this: PortalWorld) {
  this.portal = await twoServerPortal(await freshEngines());
});

AfterAll({ timeout: 30_000 }, async () => {
  const started = [postgres, s3].filter((engine) => engine !== undefined);
  postgres = undefined;
  s3 = undefined;
  await Promise.allSettled(started.map(async (engine) => (await engine).stop()));
});
