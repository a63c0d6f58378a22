import { inject } from 'vitest';

/** What scripts/vitest-global-setup.ts provides to the test files of the `servers` project (vitest.config.ts). */
declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    s3: { endpoint: string; accessKeyId: string; secretAccessKey: string };
  }
}

/** postgres://… of the run's test database (empty at the start of the run). */
export function testPostgresUrl(): string {
  return inject('postgresUrl');
}

/** The run's S3-compatible server. */
export function testS3(): { endpoint: string; accessKeyId: string; secretAccessKey: string } {
  return inject('s3');
}

let databases = 0;
/** A new, empty database on the run's PostgreSQL server, for a test file of its own. */
export async function freshPostgresDatabase(): Promise<string> {
  const { default: pg } = await import('pg');
  const url = new URL(testPostgresUrl());
  const name = `crg_${process.pid}_${++databases}`;
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.href;
}
