import type { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CLICKS_PATH } from '../../domain/api-paths.js';
import { createApp } from '../app.js';
import { DATABASE } from '../app.module.js';
import { loadConfig } from '../config.js';

const PASSWORD = 'Pura-Vida-Operator-2026';
const started: { app: NestExpressApplication; dataDir: string }[] = [];

afterEach(async () => {
  for (const { app, dataDir } of started.splice(0)) {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** The operator's log, line by line: what the server would print at warn and error. */
class LogLines implements LoggerService {
  readonly lines: string[] = [];
  log(): void {}
  warn(message: unknown): void {
    this.lines.push(`warn ${String(message)}`);
  }
  error(message: unknown): void {
    this.lines.push(`error ${String(message)}`);
  }
}

/** The real server on its SQLite file, and a switch that makes that database refuse every write (SQLite's query_only). */
async function serverOnSqlite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-full-disk-'));
  const log = new LogLines();
  const app = await createApp(loadConfig({}, { adminPassword: PASSWORD, dataDir, uiDir: dataDir, port: 0 }), { logger: log });
  started.push({ app, dataDir });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const { db } = app.get<{ db: DatabaseSync }>(DATABASE);
  const signIn = async (password: string) => {
    const startedAt = performance.now();
    const response = await fetch(`${base}/api/admin/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password }) });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown>, ms: performance.now() - startedAt };
  };
  return { base, log, signIn, refuseWrites: () => db.exec('PRAGMA query_only = ON') };
}

describe('the server on a database that refuses writes (issue 35, docs/decisions/093)', () => {
  it('answers every sign-in, right or wrong, 503 with Retry-After after a second, and logs the database\'s cause once for each', async () => {
    const server = await serverOnSqlite();
    server.refuseWrites();
    const answers = await Promise.all(['guess', PASSWORD].map((password) => server.signIn(password)));
    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: 503,
        retryAfter: '60',
        body: { statusCode: 503, error: 'Service Unavailable', message: 'Sign-in is unavailable right now. Please try again in a minute.' },
      });
      expect(answer.ms).toBeGreaterThanOrEqual(1000);
    }
    const logged = server.log.lines.filter((line) => line.includes('/api/admin/session'));
    expect(logged).toEqual([
      'error POST /api/admin/session answered 503: Sign-in is unavailable right now. Please try again in a minute. (cause: attempt to write a readonly database (SQLITE_READONLY))',
      'error POST /api/admin/session answered 503: Sign-in is unavailable right now. Please try again in a minute. (cause: attempt to write a readonly database (SQLITE_READONLY))',
    ]);
  });

  it('lets the signed-in operator read the click report, and tells the log once that the session\'s use was not written', async () => {
    const server = await serverOnSqlite();
    const { token } = (await server.signIn(PASSWORD)).body as { token: string };
    server.refuseWrites();
    for (let read = 0; read < 3; read++) {
      const answer = await fetch(`${server.base}${ADMIN_CLICKS_PATH}?days=7`, { headers: { Authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(200);
    }
    expect(server.log.lines.filter((line) => line.includes('session'))).toEqual([
      "warn A session's use could not be written; admin calls go on meanwhile: attempt to write a readonly database (SQLITE_READONLY)",
    ]);
  });
});
