import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The built server as `npm run serve` runs it (`node dist/node/server/main.js`), in a process of its
 * own, configured only by environment variables as an operator would, with a fresh DATA_DIR and an
 * ephemeral port. Nothing is shared with the test process or with another server but what the
 * variables point at (docs/decisions/001-api-and-ui-scenarios-run-the-compiled-server.md).
 */
export class ServerProcess {
  readonly dataDir: string;
  baseUrl = '';
  /** What the server printed, shown when it does not start. */
  private output = '';
  private child: ChildProcess | undefined;

  /**
   * `options.dataDir`: a DATA_DIR shared with another server (two servers on one SQLite file), left for its owner to
   * remove; `options.main`: node's arguments instead of the built server's main, for a server started with some
   * ports swapped (features/processes/).
   */
  constructor(
    private readonly environment: Record<string, string>,
    private readonly options: { readonly dataDir?: string; readonly main?: readonly string[] } = {},
  ) {
    this.dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'crg-server-'));
  }

  /** The server's process id (its lease names it: server/app.module.ts). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** kill -9: the process ends at once, in the middle of whatever it was doing, and cleans nothing up. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }

  async start(): Promise<this> {
    const child = spawn(process.execPath, [...(this.options.main ?? ['dist/node/server/main.js'])], {
      cwd: root,
      // Only what an operator would set: no NODE_OPTIONS of the test runner, no VITE_* of the shell.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', DATA_DIR: this.dataDir, ...this.environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const started = new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        this.output += chunk.toString('utf8');
        const port = /running at http:\/\/localhost:(\d+)\//.exec(this.output)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`The server stopped at start (exit ${code}):\n${this.output}`)));
    });
    this.baseUrl = await started;
    return this;
  }

  /** SIGTERM, as a load balancer's orchestrator would send; SIGKILL if it has not stopped within 5 s. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (this.options.dataDir === undefined) rmSync(this.dataDir, { recursive: true, force: true });
  }
}
