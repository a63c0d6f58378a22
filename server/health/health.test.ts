import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryObjectStorage } from '../../adapters/memory/in-memory-object-storage.js';
import { InMemorySignInFailureLog } from '../../adapters/memory/in-memory-sign-in-failure-log.js';
import type { PortOverrides } from '../../domain/kernel/token.js';
import { SignInFailureLogToken } from '../../domain/tokens.js';
import { createApp } from '../app.js';
import { DEFAULT_LIMITS, loadConfig, type AppConfig } from '../config.js';
import { ServerLifecycle } from '../lifecycle/server-lifecycle.js';
import { HealthController, PROBE_RESULT_MAX_AGE_MS, RecentResult, type HealthProbes } from './health.controller.js';
import { storageTakesWrites } from './storage-probe.js';

const started: { app: NestExpressApplication; dataDir: string }[] = [];
afterEach(async () => {
  for (const { app, dataDir } of started.splice(0)) {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

async function serverWith<const Ports extends readonly unknown[]>(config: Partial<AppConfig>, overrides?: PortOverrides<Ports>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-health-'));
  const app = await createApp(loadConfig({}, { adminPassword: 'Pura-Vida-Operator-2026', dataDir, uiDir: dataDir, port: 0, ...config }), { logger: false, overrides });
  started.push({ app, dataDir });
  await app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

const engine = (name: string, reachable: boolean, writable: boolean) => ({ engine: name, reachable: async () => reachable, writable: async () => writable });
const MB = 1024 * 1024;

function probes(overrides: Partial<HealthProbes> = {}): HealthProbes {
  return {
    database: engine('postgresql', true, true),
    objectStorage: engine('s3', true, true),
    dataDir: { freeBytes: async () => 500 * MB, minFreeBytes: 100 * MB },
    ...overrides,
  };
}

async function ask(controller: HealthController): Promise<{ status: number; body: unknown }> {
  let status = 0;
  const body = await controller.health({ status: (code: number) => (status = code) } as never);
  return { status, body };
}

describe('GET /api/health tells the truth (docs/decisions/056)', () => {
  it('answers 200 when every engine answers a read and takes a write and the disk has room', async () => {
    expect(await ask(new HealthController(probes(), new ServerLifecycle()))).toEqual({
      status: 200,
      body: {
        status: 'ok',
        database: { engine: 'postgresql', reachable: true, writable: true },
        objectStorage: { engine: 's3', reachable: true, writable: true },
        dataDir: { freeMb: 500, minFreeMb: 100, enough: true },
      },
    });
  });

  it.each([
    ['the database answers but refuses writes', { database: engine('sqlite', true, false) }],
    ['the database does not answer', { database: engine('postgresql', false, false) }],
    ['the object storage refuses writes', { objectStorage: engine('filesystem', true, false) }],
    ['the object storage probe fails outright', { objectStorage: { engine: 's3', reachable: async () => true, writable: () => Promise.reject(new Error('AccessDenied')) } }],
    ['DATA_DIR has less free space than MIN_FREE_DISK_MB', { dataDir: { freeBytes: async () => 99 * MB, minFreeBytes: 100 * MB } }],
    ['DATA_DIR cannot be measured', { dataDir: { freeBytes: () => Promise.reject(new Error('ENOENT')), minFreeBytes: 100 * MB } }],
  ])('answers 503 when %s', async (_, broken) => {
    const answer = await ask(new HealthController(probes(broken), new ServerLifecycle()));
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ status: 'unavailable' });
  });

  it('runs one probe for every call within a second, and a new one after (a flood of checks is not a flood of writes)', async () => {
    let runs = 0;
    const database = { engine: 'sqlite', reachable: async () => true, writable: async () => ((runs += 1), true) };
    const controller = new HealthController(probes({ database }), new ServerLifecycle());
    await Promise.all(Array.from({ length: 50 }, () => ask(controller)));
    expect(runs).toBe(1);
    let clock = 0;
    const recent = new RecentResult(async () => ++runs, PROBE_RESULT_MAX_AGE_MS, () => clock);
    const first = await recent.get();
    clock = PROBE_RESULT_MAX_AGE_MS - 1;
    expect(await recent.get()).toBe(first);
    clock = PROBE_RESULT_MAX_AGE_MS;
    expect(await recent.get()).toBe(first + 1);
  });

  it('answers 503 "stopping" from the moment the server starts stopping, however healthy its engines', async () => {
    const lifecycle = new ServerLifecycle();
    lifecycle.startStopping();
    expect(await ask(new HealthController(probes(), lifecycle))).toMatchObject({ status: 503, body: { status: 'stopping' } });
  });

  it('writes and removes a real probe on the default engines (SQLite and files), and reports the free space', async () => {
    const server = await serverWith({});
    const answer = await fetch(`${server}/api/health`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = (await answer.json()) as { dataDir: { freeMb: number; minFreeMb: number } };
    expect(body).toMatchObject({ database: { engine: 'sqlite', reachable: true, writable: true }, objectStorage: { engine: 'filesystem', reachable: true, writable: true } });
    expect(body.dataDir.freeMb).toBeGreaterThan(0);
    expect(body.dataDir.minFreeMb).toBe(DEFAULT_LIMITS.minFreeDiskMb);
  });

  it('answers 503 on a real server whose disk has less free space than asked for', async () => {
    const server = await serverWith({ limits: { ...DEFAULT_LIMITS, minFreeDiskMb: 10_000_000 } });
    const answer = await fetch(`${server}/api/health`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ status: 'unavailable', dataDir: { minFreeMb: 10_000_000, enough: false } });
  });
});

describe('the object storage probe', () => {
  it('writes a probe object, reads it back and leaves nothing behind', async () => {
    const storage = new InMemoryObjectStorage();
    const keys: string[] = [];
    const put = storage.put.bind(storage);
    storage.put = (key, bytes) => (keys.push(key), put(key, bytes));
    expect(await storageTakesWrites(storage)).toBe(true);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^_health-probe-[0-9a-f]{16}$/);
    expect(await storage.has(keys[0]!)).toBe(false);
  });

  it('fails when the write fails, and still tries to remove the probe', async () => {
    const storage = new InMemoryObjectStorage();
    let removed = 0;
    storage.put = () => Promise.reject(new Error('ENOSPC: no space left on device'));
    storage.delete = async () => void removed++;
    await expect(storageTakesWrites(storage)).rejects.toThrow('ENOSPC');
    expect(removed).toBe(1);
  });
});

describe('sign-in when the attempt cannot be counted (the limit never fails open)', () => {
  it('answers 503 in the one error shape, and never checks the password', async () => {
    const failing = new InMemorySignInFailureLog();
    failing.reserve = () => Promise.reject(new Error('SQLITE_FULL: database or disk is full'));
    const server = await serverWith({}, [[SignInFailureLogToken, failing]]);
    for (const password of ['Pura-Vida-Operator-2026', 'a wrong guess']) {
      const answer = await fetch(`${server}/api/admin/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'Sign-in is unavailable right now. Please try again in a minute.' });
    }
  });
});
