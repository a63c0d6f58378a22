import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';

const root = new URL('../../', import.meta.url);
const compiled = (path: string) => new URL(`dist/node/${path}`, root).href;

type AppModule = typeof import('../../server/app.js');
type ConfigModule = typeof import('../../server/config.js');

/**
 * A real Nest app, as built by `npm run build` (Nest needs the decorator metadata that only the
 * compiled server has; TOOLCHAIN gotcha 2), on an ephemeral port with a fresh temporary DATA_DIR.
 */
export class ServerUnderTest {
  private app: INestApplication | undefined;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'crg-scenario-'));
  baseUrl = '';

  async start(): Promise<this> {
    const { createApp } = (await import(compiled('server/app.js'))) as AppModule;
    const { loadConfig } = (await import(compiled('server/config.js'))) as ConfigModule;
    const config = loadConfig({}, { port: 0, dataDir: this.dataDir });
    this.app = await createApp(config, { logger: ['error'] });
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
