/**
 * The multi-server setup of compose.yaml, run here for real (docs/decisions/058): one PostgreSQL
 * (Debian's, scripts/local-postgres.ts), the S3 stand-in of the tests (s3rver, scripts/local-s3.ts),
 * two BUILT servers (`node dist/node/server/main.js`, configured only by environment variables, each
 * with its own DATA_DIR) and Debian's Caddy balancing them with active health checks on /api/health.
 * Everything listens on loopback; nothing needs Docker or the internet.
 */
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startLocalPostgres, type LocalPostgres } from '../local-postgres.js';
import { startLocalS3, type LocalS3 } from '../local-s3.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const BUCKET = 'portal-photos';
export const FLEET_ADMIN_PASSWORD = 'Pura-Vida-Fleet-Operator-2026';

/** Polls `url` until it answers 200, or fails after `timeoutMs`. */
export async function waitForHealthy(url: string, timeoutMs: number, stillRunning: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!stillRunning()) throw new Error(`${url}: the process stopped before it answered`);
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (answer.status === 200) return;
      last = `status ${answer.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (${last})`);
}

/** One built server on a fixed loopback port, so that it comes back where the proxy expects it after a restart. */
export class FleetServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'crg-fleet-server-'));
  private child: ChildProcess | undefined;
  /** What the server printed, for the report when something goes wrong. */
  output = '';

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly environment: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and waits until its own /api/health answers 200 (a minute: a loaded machine starts slowly). */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['dist/node/server/main.js'], {
      cwd: root,
      // Only what an operator sets: no NODE_OPTIONS of a test runner, no VITE_* of the shell.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(this.port), DATA_DIR: this.dataDir, ...this.environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => (this.output = `${this.output}${chunk.toString('utf8')}`.slice(-20_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await waitForHealthy(`${this.url}/api/health`, 60_000, () => child.exitCode === null && child.signalCode === null);
  }

  /** Sends `signal` and resolves with the milliseconds until the process exited (SIGKILL after `deadlineMs`). */
  async stop(signal: NodeJS.Signals, deadlineMs = 30_000): Promise<{ exitMs: number; forced: boolean }> {
    const child = this.child;
    if (!child || !this.running) return { exitMs: 0, forced: false };
    const started = Date.now();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    let forced = false;
    const timer = setTimeout(() => {
      forced = true;
      child.kill('SIGKILL');
    }, deadlineMs);
    await exited;
    clearTimeout(timer);
    return { exitMs: Date.now() - started, forced };
  }

  async dispose(): Promise<void> {
    await this.stop('SIGKILL');
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/**
 * The Caddyfile of compose.yaml's proxy, on loopback ports: round robin over both servers, active
 * health checks on /api/health every second, passive ones on 5xx answers, and retries (on the other
 * server) for up to `lb_try_duration` when a server cannot be reached; reads (GET, HEAD) are retried
 * even when the server dropped them after they were sent.
 */
export function fleetCaddyfile(listenPort: number, upstreams: readonly string[]): string {
  return `{
	admin off
	auto_https off
}
http://:${listenPort} {
	bind 127.0.0.1
	reverse_proxy ${upstreams.join(' ')} {
		lb_policy round_robin
		lb_try_duration 10s
		lb_try_interval 100ms
		lb_retry_match {
			method GET HEAD
		}
		health_uri /api/health
		health_interval 1s
		health_timeout 2s
		health_status 200
		fail_duration 3s
		max_fails 1
		unhealthy_status 5xx
	}
}
`;
}

/** Debian's Caddy as a plain process with a generated Caddyfile (scripts/ensure-caddy.sh installs it). */
export class FleetProxy {
  private readonly directory = mkdtempSync(join(tmpdir(), 'crg-fleet-caddy-'));
  private child: ChildProcess | undefined;
  output = '';

  constructor(
    readonly port: number,
    private readonly upstreams: readonly string[],
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const caddyfile = join(this.directory, 'Caddyfile');
    writeFileSync(caddyfile, fleetCaddyfile(this.port, this.upstreams));
    // Caddy keeps its state under XDG_DATA_HOME/XDG_CONFIG_HOME: a temporary folder, not the user's home.
    const child = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: { PATH: process.env.PATH ?? '', HOME: this.directory, XDG_DATA_HOME: this.directory, XDG_CONFIG_HOME: this.directory },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => (this.output = `${this.output}${chunk.toString('utf8')}`.slice(-20_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('error', (error) => (this.output += `\n${error.message}`));
    await waitForHealthy(`${this.url}/api/health`, 20_000, () => child.exitCode === null && child.signalCode === null);
  }

  async dispose(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(this.directory, { recursive: true, force: true });
  }
}

export interface Fleet {
  readonly proxy: FleetProxy;
  readonly servers: readonly [FleetServer, FleetServer];
  readonly databaseUrl: string;
  readonly s3Endpoint: string;
  stop(): Promise<void>;
}

/** Starts the whole fleet; everything started is stopped again when a later part fails. */
export async function startFleet(): Promise<Fleet> {
  const started: { postgres?: LocalPostgres; s3?: LocalS3; servers: FleetServer[]; proxy?: FleetProxy } = { servers: [] };
  const stop = async () => {
    await started.proxy?.dispose();
    await Promise.allSettled(started.servers.map((server) => server.dispose()));
    await Promise.allSettled([started.postgres?.stop(), started.s3?.stop()]);
  };
  try {
    const [postgres, s3] = await Promise.all([startLocalPostgres(), startLocalS3()]);
    Object.assign(started, { postgres, s3 });
    const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    client.destroy();
    // The variables compose.yaml gives each server: one database, one bucket, one secret, one password.
    const shared = {
      DATABASE_URL: postgres.url,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'on',
      UPLOAD_URL_SECRET: 'fleet-upload-url-secret-of-32-characters',
      ADMIN_PASSWORD: FLEET_ADMIN_PASSWORD,
      // The proxy runs on this machine: its X-Forwarded-For is believed, nobody else's.
      TRUST_PROXY: 'loopback',
    };
    const ports = [await freePort(), await freePort(), await freePort()] as const;
    const servers = [new FleetServer('A', ports[0], shared), new FleetServer('B', ports[1], shared)] as const;
    started.servers.push(...servers);
    // One at a time: both run the database migrations at start, and the first takes the advisory lock.
    await servers[0].start();
    await servers[1].start();
    const proxy = new FleetProxy(ports[2], servers.map((server) => `127.0.0.1:${server.port}`));
    started.proxy = proxy;
    await proxy.start();
    return { proxy, servers, databaseUrl: postgres.url, s3Endpoint: s3.endpoint, stop };
  } catch (error) {
    const output = [...started.servers.map((server) => `--- server ${server.name}\n${server.output}`), `--- caddy\n${started.proxy?.output ?? ''}`].join('\n');
    await stop();
    throw new Error(`The fleet did not start: ${error instanceof Error ? error.message : String(error)}\n${output}`);
  }
}
