import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { DatabaseSync } from 'node:sqlite';
import type { INestApplication } from '@nestjs/common';
import type { Clock } from '../../domain/kernel/clock.js';
import type { AnyPortOverrides, PortOverrides, Token } from '../../domain/kernel/token.js';
import { ClockToken } from '../../domain/tokens.js';
import type { AppConfig } from '../../server/config.js';

const root = new URL('../../', import.meta.url);
const compiled = (path: string) => new URL(`dist/node/${path}`, root).href;

type AppModule = typeof import('../../server/app.js');
type ConfigModule = typeof import('../../server/config.js');
type PasswordModule = typeof import('../../server/admin/admin-password.js');
type ScryptModule = typeof import('../../adapters/crypto/scrypt-admin-authenticator.js');

/**
 * The scrypt hash of TEST_ADMIN_PASSWORD, made once per test process (worker) and laid in each server's fresh
 * DATA_DIR where the server keeps its operator's password hash (server/admin/admin-password.ts): a server started
 * with ADMIN_PASSWORD set would hash it again at every start, 0.1 s idle and a second on a busy machine, for each of
 * the hundreds of @api and @ui scenarios (issue 41 point 4, docs/decisions/142).
 */
let testPasswordHash: Promise<string> | undefined;

/** The operator's password of every server under test (a test value, never a real one). */
import { TEST_ADMIN_PASSWORD } from '../../test-support/admin-sessions.js';

export interface ServerOptions<Ports extends readonly unknown[] = readonly unknown[]> {
  /** Settings as the environment would give them; the defaults are those of `npm start`, plus TEST_ADMIN_PASSWORD. */
  readonly config?: Partial<AppConfig>;
  /**
   * Ports to swap, one line each (docs/architecture.md §1): `[[ClockToken, new ManualClock(start)]]`
   * checks expiry rules without waiting; any other port token takes an in-memory adapter the same way.
   */
  readonly overrides?: PortOverrides<Ports>;
}

/**
 * A real Nest app, as built by `npm run build` (Nest needs the decorator metadata that only the
 * compiled server has; docs/decisions/001-api-and-ui-scenarios-run-the-compiled-server.md), on an ephemeral port with a fresh temporary DATA_DIR.
 */
export class ServerUnderTest<const Ports extends readonly unknown[] = []> {
  private app: INestApplication | undefined;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'crg-scenario-'));
  baseUrl = '';
  private config: Partial<AppConfig>;
  private readonly overrides: AnyPortOverrides;
  /** Whether start() laid the test password's hash in DATA_DIR (see testPasswordHash). */
  private hashLaid = false;

  constructor(options: ServerOptions<Ports> = {}) {
    this.config = options.config ?? {};
    this.overrides = options.overrides ?? [];
  }

  /** The Clock swapped in, if any. */
  get clock(): Clock | undefined {
    return this.overrides.find(([token]) => token === ClockToken)?.[1] as Clock | undefined;
  }

  async start(): Promise<this> {
    const { createApp } = (await import(compiled('server/app.js'))) as AppModule;
    const { loadConfig } = (await import(compiled('server/config.js'))) as ConfigModule;
    await this.layPasswordHash();
    // Without an adminPassword of the scenario's own, the server reads the hash laid in DATA_DIR: TEST_ADMIN_PASSWORD's.
    const config = loadConfig({}, { ...this.config, port: 0, dataDir: this.dataDir });
    this.app = await createApp(config, { logger: ['error'], overrides: this.overrides });
    await this.app.listen(0, '127.0.0.1');
    const { port } = this.app.getHttpServer().address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
    return this;
  }

  /**
   * Lays the test password's hash in DATA_DIR unless the scenario sets a password of its own (or none: a first start
   * without ADMIN_PASSWORD, features/admin-session.feature), whose server then finds DATA_DIR as it would be.
   */
  private async layPasswordHash(): Promise<void> {
    const { ADMIN_PASSWORD_HASH_FILE } = (await import(compiled('server/admin/admin-password.js'))) as PasswordModule;
    const file = join(this.dataDir, ADMIN_PASSWORD_HASH_FILE);
    if ('adminPassword' in this.config) {
      if (this.hashLaid) rmSync(file, { force: true });
      this.hashLaid = false;
      return;
    }
    if (existsSync(file)) return;
    const { hashPassword } = (await import(compiled('adapters/crypto/scrypt-admin-authenticator.js'))) as ScryptModule;
    testPasswordHash ??= hashPassword(TEST_ADMIN_PASSWORD);
    writeFileSync(file, `${await testPasswordHash}\n`, { mode: 0o600 });
    this.hashLaid = true;
  }

  /** Stops the app and starts a new one on the same DATA_DIR: what survives is what was stored. */
  async restart(): Promise<void> {
    await this.app?.close();
    await this.start();
  }

  /** Restarts on the same DATA_DIR with other settings, as an operator changing the environment would. */
  async reconfigure(config: Partial<AppConfig>): Promise<void> {
    this.config = { ...this.config, ...config };
    await this.restart();
  }

  /**
   * Makes the server's own SQLite connection refuse every write, or take writes again: SQLite's `query_only`, which
   * answers any write SQLITE_READONLY while reads go on, as a full or read-only disk does (docs/decisions/093). Real
   * SQLite under the real server: only what the disk would refuse is refused. The connection is the one the server
   * binds to `DATABASE` (server/app.module.ts: `Symbol.for('Database')`).
   */
  storageRefusesWrites(refuses: boolean): void {
    this.sqlite('can be made to refuse writes').exec(`PRAGMA query_only = ${refuses ? 'ON' : 'OFF'}`);
  }

  /** The server's own SQLite connection, the one it binds to `DATABASE` (server/app.module.ts: `Symbol.for('Database')`). */
  private sqlite(whatItDoes: string): DatabaseSync {
    const database = this.app?.get<{ readonly kind: string; readonly db?: DatabaseSync }>(Symbol.for('Database'));
    if (database?.kind !== 'sqlite' || !database.db) throw new Error(`Only a started server on SQLite ${whatItDoes}`);
    return database.db;
  }

  /**
   * How many rows the server's SQLite connection has changed since it opened (SQLite's total_changes()): a scenario
   * that shares the server must leave it as it was (features/support/worker-server.ts, docs/decisions/147).
   */
  rowsChanged(): number {
    return Number((this.sqlite('counts its changed rows').prepare('SELECT total_changes() AS changed').get() as { changed: number }).changed);
  }

  /**
   * The server's own adapter of a port (a token of domain/tokens.ts), for a scenario that reads what the server holds
   * rather than what it answers: the publication a byte-for-byte comparison starts from (features/publishing.feature).
   */
  port<T>(token: Token<T>): T {
    if (!this.app) throw new Error('The server is not started');
    return this.app.get<T>(token as unknown as symbol, { strict: false });
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
