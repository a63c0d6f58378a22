import type { NestExpressApplication } from '@nestjs/platform-express';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, testS3 } from '../adapters/contracts/test-servers.js';
import { createApp } from './app.js';
import { loadConfig, type AppConfig } from './config.js';

const PASSWORD = 'Pura-Vida-Operator-2026';
const apps: { app: NestExpressApplication; dataDir: string }[] = [];
let servers: [string, string];

async function start(shared: Partial<AppConfig>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-scale-'));
  const config = loadConfig({}, { adminPassword: PASSWORD, dataDir, uiDir: dataDir, port: 0, uploadUrlSecret: 'a-shared-secret-of-32-characters!', ...shared });
  const app = await createApp(config, { logger: false });
  apps.push({ app, dataDir });
  await app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

/** Two servers, each with a DATA_DIR of its own, on one PostgreSQL database and one S3 bucket. */
beforeAll(async () => {
  const s3 = testS3();
  const bucket = `crg-scale-${process.pid}`;
  const admin = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
  const shared: Partial<AppConfig> = {
    databaseUrl: await freshPostgresDatabase(),
    s3: { endpoint: s3.endpoint, bucket, region: 'us-east-1', accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true },
  };
  servers = [await start(shared), await start(shared)];
}, 30_000);

afterAll(async () => {
  for (const { app, dataDir } of apps.splice(0)) {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

function signIn(server: string, password: string): Promise<Response> {
  return fetch(`${server}/api/admin/session`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' }, body: JSON.stringify({ password }) });
}

/**
 * The journey across servers (sign in, upload, save, read on both), the failed sign-in limit, single use
 * of upload URLs and the health of both are features/scale-out.feature's, on two built server processes.
 */
describe('two servers on one PostgreSQL database and one S3 bucket', () => {
  it('ends the session on both when the operator signs out on one', async () => {
    const [a, b] = servers;
    const { token } = (await (await signIn(a, PASSWORD)).json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${b}/api/objects/upload`, { method: 'POST', headers: auth })).status).toBe(200);
    expect((await fetch(`${b}/api/admin/session`, { method: 'DELETE', headers: auth })).status).toBe(204);
    expect((await fetch(`${a}/api/objects/upload`, { method: 'POST', headers: auth })).status).toBe(401);
  });
});

describe('a start on engines that cannot be reached', () => {
  it('stops with one line naming DATABASE_URL, without its password', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crg-scale-'));
    const config = loadConfig({}, { adminPassword: PASSWORD, dataDir, uiDir: dataDir, databaseUrl: 'postgres://portal:hunter2@127.0.0.1:1/portal' });
    const failure = await createApp(config, { logger: false }).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    rmSync(dataDir, { recursive: true, force: true });
    expect(failure?.message).toMatch(/^The database of DATABASE_URL \(postgres:\/\/portal:\*\*\*@127\.0\.0\.1:1\/portal\) cannot be used: .*ECONNREFUSED/);
    expect(failure?.message).not.toContain('hunter2');
    expect(failure?.message).not.toContain('\n');
  });

  it('stops with one line naming S3_BUCKET when the bucket does not exist', async () => {
    const s3 = testS3();
    const dataDir = mkdtempSync(join(tmpdir(), 'crg-scale-'));
    const config = loadConfig({}, {
      adminPassword: PASSWORD,
      dataDir,
      uiDir: dataDir,
      s3: { endpoint: s3.endpoint, bucket: 'no-such-bucket', region: 'us-east-1', accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true },
    });
    const failure = await createApp(config, { logger: false }).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    rmSync(dataDir, { recursive: true, force: true });
    expect(failure?.message).toMatch(/^The bucket of S3_BUCKET \("no-such-bucket" at http:\/\/127\.0\.0\.1:\d+\) cannot be used: /);
  });
});
