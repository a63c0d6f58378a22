/**
 * Once per `vitest run` that includes the `servers` project (vitest.config.ts): one PostgreSQL and one S3-compatible server on loopback,
 * for the contract suites of the PostgreSQL and S3 adapters (adapters/contracts/test-servers.ts reads
 * their addresses). Both are stopped when the run ends.
 */
import type { TestProject } from 'vitest/node';
import { startLocalPostgres } from './local-postgres.js';
import { startLocalS3 } from './local-s3.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [postgres, s3] = await Promise.all([startLocalPostgres(), startLocalS3()]);
  project.provide('postgresUrl', postgres.url);
  project.provide('s3', { endpoint: s3.endpoint, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey });
  return async () => {
    await Promise.allSettled([postgres.stop(), s3.stop()]);
  };
}
