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
  readonly dataDir = mkdtempSync(join(tmpdir(), 'crg-server-'));
  baseUrl = '';
  /** What the server printed, shown when it does not start. */
  private output = '';
  private child: ChildProcess | undefined;

  constructor(private readonly environment: Record<string, string>) {}

  async start(): Promise<this> {
    const child = spawn(process.execPath, ['dist/node/server/main.js'], {
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
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
