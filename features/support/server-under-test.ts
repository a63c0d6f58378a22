import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import type { Clock } from '../../domain/shared/clock.js';
import type { AppConfig } from '../../server/config.js';

const root = new URL('../../', import.meta.url);
const compiled = (path: string) => new URL(`dist/node/${path}`, root).href;

type AppModule = typeof import('../../server/app.js');
type ConfigModule = typeof import('../../server/config.js');

/** The operator's password of every server under test (a test value, never a real one). */
export const TEST_ADMIN_PASSWORD = 'Pura-Vida-Operator-2026';

export interface ServerOptions {
  /** Settings as the environment would give them; the defaults are those of `npm start`, plus TEST_ADMIN_PASSWORD. */
  readonly config?: Partial<AppConfig>;
  /** Swaps the server's Clock (docs/architecture.md §1), so expiry rules can be checked without waiting. */
  readonly clock?: Clock;
}

/**
 * A real Nest app, as built by `npm run build` (Nest needs the decorator metadata that only the
 * compiled server has; docs/decisions/001-api-and-ui-scenarios-run-the-compiled-server.md), on an ephemeral port with a fresh temporary DATA_DIR.
 */
export class ServerUnderTest {
  private app: INestApplication | undefined;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'crg-scenario-'));
  baseUrl = '';

  constructor(private options: ServerOptions = {}) {}

  get clock(): Clock | undefined {
    return this.options.clock;
  }

  async start(): Promise<this> {
    const { createApp } = (await import(compiled('server/app.js'))) as AppModule;
    const { loadConfig } = (await import(compiled('server/config.js'))) as ConfigModule;
    const config = loadConfig({}, { adminPassword: TEST_ADMIN_PASSWORD, ...this.options.config, port: 0, dataDir: this.dataDir });
    this.app = await createApp(config, { logger: ['error'], ...(this.options.clock ? { clock: this.options.clock } : {}) });
    await this.app.listen(0, '127.0.0.1');
    const { port } = this.app.getHttpServer().address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
    return this;
  }

  /** Stops the app and starts a new one on the same DATA_DIR: what survives is what was stored. */
  async restart(): Promise<void> {
    await this.app?.close();
    await this.start();
  }

  /** Restarts on the same DATA_DIR with other settings, as an operator changing the environment would. */
  async reconfigure(config: Partial<AppConfig>): Promise<void> {
    this.options = { ...this.options, config: { ...this.options.config, ...config } };
    await this.restart();
  }

  get databaseFile(): string {
    return join(this.dataDir, 'portal.db');
  }

  async stop(): Promise<void> {
    await this.app?.close();
    this.app = undefined;
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

export const fixtureFile = (name: string) => new URL(`features/fixtures/${name}`, root);
