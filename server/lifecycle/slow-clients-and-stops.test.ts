import type { NestExpressApplication } from '@nestjs/platform-express';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { DEFAULT_LIMITS, loadConfig, type ServerLimits } from '../config.js';
import { shutDownGracefully } from './graceful-shutdown.js';
import { SERVER_LIFECYCLE, type ServerLifecycle } from './server-lifecycle.js';

const PASSWORD = 'Pura-Vida-Operator-2026';
const started: { app: NestExpressApplication; dataDir: string }[] = [];
afterEach(async () => {
  for (const { app, dataDir } of started.splice(0)) {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

async function serverWith(limits: Partial<ServerLimits>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-slow-'));
  const app = await createApp(loadConfig({}, { adminPassword: PASSWORD, dataDir, uiDir: dataDir, port: 0, limits: { ...DEFAULT_LIMITS, ...limits } }), { logger: false });
  started.push({ app, dataDir });
  await app.listen(0, '127.0.0.1');
  const port = (app.getHttpServer().address() as AddressInfo).port;
  return { app, dataDir, port, base: `http://127.0.0.1:${port}` };
}

/** A raw connection: what it received, and when it was closed. */
function rawClient(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const opened = performance.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now() - opened)));
  return { socket, closed, received: () => received };
}

/** Writes `text` a byte at a time, one byte every `everyMs`, until the socket closes. */
function trickle(socket: Socket, text: string, everyMs: number): void {
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || sent >= text.length) return clearInterval(timer);
    socket.write(text[sent++]!);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

async function uploadUrl(base: string): Promise<string> {
  const signIn = await fetch(`${base}/api/admin/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: PASSWORD }) });
  const { token } = (await signIn.json()) as { token: string };
  const grant = await fetch(`${base}/api/objects/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  return ((await grant.json()) as { uploadURL: string }).uploadURL;
}

describe('slow clients (docs/decisions/054)', { timeout: 20_000 }, () => {
  it('builds the Node server with the configured bounds', async () => {
    const { app } = await serverWith({});
    const server = app.getHttpServer() as Server;
    expect({ headers: server.headersTimeout, request: server.requestTimeout, keepAlive: server.keepAliveTimeout, max: server.maxConnections }).toEqual({
      headers: 10_000,
      request: 600_000,
      keepAlive: 65_000,
      max: 1000,
    });
  });

  it('answers 408 and closes the connection of a JSON body sent a byte at a time past REQUEST_TIMEOUT_MS', async () => {
    const { port } = await serverWith({ headersTimeoutMs: 1000, requestTimeoutMs: 1500 });
    const client = rawClient(port);
    const body = JSON.stringify({ tours: [{ tourId: 1, title: 'Arenal Volcano hike', url: 'https://www.getyourguide.com/arenal' }] });
    client.socket.write(`POST /api/getyourguide/images HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    trickle(client.socket, body, 200);
    const closedAfter = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(client.received()).toContain('"message":"The request took too long to arrive."');
    expect(closedAfter).toBeGreaterThan(1400);
    expect(closedAfter).toBeLessThan(4000);
  });

  it('closes a connection whose headers do not all arrive within HEADERS_TIMEOUT_MS', async () => {
    const { port } = await serverWith({ headersTimeoutMs: 1000, requestTimeoutMs: 1500 });
    const client = rawClient(port);
    trickle(client.socket, `GET /api/health HTTP/1.1\r\nHost: x\r\n${'X-Slow: yes\r\n'.repeat(20)}\r\n`, 200);
    const closedAfter = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 |^$/);
    expect(closedAfter).toBeLessThan(3500);
  });

  it('gives an upload the longer UPLOAD_TIMEOUT_MS, and cuts it there without storing anything', async () => {
    const { base, port, dataDir } = await serverWith({ headersTimeoutMs: 1000, requestTimeoutMs: 1000, uploadTimeoutMs: 3000 });
    const url = new URL(await uploadUrl(base), base);
    const client = rawClient(port);
    client.socket.write(`PUT ${url.pathname}${url.search} HTTP/1.1\r\nHost: x\r\nContent-Type: image/jpeg\r\nContent-Length: 100000\r\n\r\n`);
    trickle(client.socket, '\xff\xd8\xff'.padEnd(100_000, 'x'), 100);
    const closedAfter = await client.closed;
    expect(closedAfter).toBeGreaterThan(2800);
    expect(closedAfter).toBeLessThan(6000);
    expect(readdirSync(join(dataDir, 'objects')).filter((name) => !name.startsWith('.'))).toEqual([]);
  });
});

describe('a graceful stop (docs/decisions/055)', { timeout: 30_000 }, () => {
  it('stops accepting, lets a sign-in under way finish with Connection: close, cuts a slow upload at the grace, stores nothing, and closes the database', async () => {
    const { app, base, port, dataDir } = await serverWith({ shutdownGraceMs: 5000 });
    const url = new URL(await uploadUrl(base), base);
    const upload = rawClient(port);
    upload.socket.write(`PUT ${url.pathname}${url.search} HTTP/1.1\r\nHost: x\r\nContent-Type: image/jpeg\r\nContent-Length: 100000\r\n\r\n`);
    trickle(upload.socket, '\xff\xd8\xff'.padEnd(100_000, 'x'), 50);
    // A sign-in under way (it answers after a second at the earliest) when the stop begins.
    const signIn = rawClient(port);
    const guess = JSON.stringify({ password: 'a wrong guess' });
    signIn.socket.write(`POST /api/admin/session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${guess.length}\r\n\r\n${guess}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lifecycle = app.get<ServerLifecycle>(SERVER_LIFECYCLE);
    const stopping = shutDownGracefully(app, lifecycle, 5000);
    expect(lifecycle.stopping).toBe(true);
    console.log('signIn closed after', await signIn.closed, JSON.stringify(signIn.received()));
    expect(signIn.received()).toMatch(/^HTTP\/1\.1 401 /);
    expect(signIn.received()).toMatch(/\r\nConnection: close\r\n/i);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    const report = await stopping;
    expect(report.tookMs).toBeGreaterThan(4900);
    expect(report.tookMs).toBeLessThan(7000);
    expect(report.connectionsCut).toBe(1);
    expect(await upload.closed).toBeLessThan(9000);
    expect(readdirSync(join(dataDir, 'objects')).filter((name) => !name.startsWith('.'))).toEqual([]);
    expect(existsSync(join(dataDir, 'portal.db'))).toBe(true);
    // The database was closed: its write-ahead log was folded back in, so nothing is left open on the file.
    expect(existsSync(join(dataDir, 'portal.db-wal')) ? readFileSync(join(dataDir, 'portal.db-wal')).length : 0).toBe(0);
    started.splice(0);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
