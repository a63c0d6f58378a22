import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_ADMIN_PASSWORD } from '../../test-support/admin-sessions.js';

const compiled = (path: string) => new URL(`../../dist/node/${path}`, import.meta.url).href;

/**
 * The whole built server (dist/node: every module, its HTTP server, SQLite and the mail sender) in a process of its own,
 * to be killed with SIGKILL and started again on the same DATA_DIR (issue 39 point 8; docs/decisions/123, 138). Only
 * the mail sender's timing is shorter than production's (a 50 ms round, a 1.5 s lease, retries from 200 ms), through
 * createApp's runtime options, so the scenario takes seconds rather than the minutes a 60 s lease and a 30 s first retry
 * would; nothing else differs from `npm run serve`.
 */
const LAUNCHER = `
const { createApp } = await import(${JSON.stringify(compiled('server/app.js'))});
const { loadConfig } = await import(${JSON.stringify(compiled('server/config.js'))});
const order = JSON.parse(process.env.CRG_KILLABLE_SERVER);
const config = loadConfig({ SMTP_URL: order.smtpUrl, OPERATOR_EMAIL: order.operator }, { adminPassword: order.password, dataDir: order.dataDir, uiDir: order.uiDir, port: 0 });
const app = await createApp(config, { logger: ['error'], mailPollMs: 50, mailTiming: { leaseMs: 1500, firstRetryMs: 200, longestRetryMs: 400, maxAttempts: 50 } });
await app.listen(0, '127.0.0.1');
console.log('listening on ' + app.getHttpServer().address().port);
`;

export class KillableServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'crg-killable-'));
  /** The UI is not asked for: an empty folder starts faster than the built site. */
  private readonly uiDir = mkdtempSync(join(tmpdir(), 'crg-killable-ui-'));
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  baseUrl = '';

  constructor(
    private readonly smtpUrl: string,
    private readonly operator: string,
  ) {}

  async start(): Promise<void> {
    const order = { smtpUrl: this.smtpUrl, operator: this.operator, password: TEST_ADMIN_PASSWORD, dataDir: this.dataDir, uiDir: this.uiDir };
    const child = spawn(process.execPath, ['--input-type=module', '-e', LAUNCHER], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CRG_KILLABLE_SERVER: JSON.stringify(order) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    let output = '';
    this.baseUrl = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const port = /listening on (\d+)/.exec(output)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`The server stopped at start (exit ${code}):\n${output}`)));
    });
  }

  /** kill -9, at once (the signal is sent before this returns): no shutdown hook runs, a send under way is cut where it is. Resolves once the process is gone. */
  kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    this.child = undefined;
    return this.exited;
  }

  async remove(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
    rmSync(this.uiDir, { recursive: true, force: true });
  }
}
