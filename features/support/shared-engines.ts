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
 * (scripts/local-postgres.ts, scripts/local-s3.ts), on loopback. Started by the first scenario of a
 * worker that needs them, and stopped when the worker ends; a worker that runs no such scenario
 * starts neither.
 */
let engines: Promise<{ postgres: LocalPostgres; s3: LocalS3 }> | undefined;
let scenarios = 0;

async function freshEngines(): Promise<SharedEngines> {
  engines ??= Promise.all([startLocalPostgres(), startLocalS3()]).then(([postgres, s3]) => ({ postgres, s3 }));
  const { postgres, s3 } = await engines;
  const name = `crg_scenario_${++scenarios}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = new URL(postgres.url);
  databaseUrl.pathname = `/${name}`;
  const bucket = `crg-scenario-${scenarios}`;
  const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return { databaseUrl: databaseUrl.href, s3: { endpoint: s3.endpoint, bucket, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } };
}

// The world's own Before skips these scenarios (features/support/world.ts): their portal is assembled here.
Before({ tags: TWO_SERVERS_TAG, timeout: 90_000 }, async function (this: PortalWorld) {
  this.portal = await twoServerPortal(await freshEngines());
});

AfterAll({ timeout: 30_000 }, async () => {
  if (!engines) return;
  const { postgres, s3 } = await engines;
  engines = undefined;
  await Promise.allSettled([postgres.stop(), s3.stop()]);
});
