/**
 * A throwaway PostgreSQL server for the tests (docs/decisions/034-postgresql.md): Debian's
 * `postgresql` package (scripts/ensure-postgres.sh installs it), `initdb` and `pg_ctl` run as a
 * non-root user on a temporary directory and a free loopback port. No Docker, no internet.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface LocalPostgres {
  /** postgres://… of a fresh, empty database. */
  readonly url: string;
  stop(): Promise<void>;
}

/** The directory of initdb and pg_ctl: Debian's newest /usr/lib/postgresql/N/bin, else the PATH. */
function binDirectory(): string | undefined {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) if (existsSync(join(debian, version, 'bin', 'initdb'))) return join(debian, version, 'bin');
  }
  try {
    return execFileSync('sh', ['-c', 'dirname "$(command -v initdb)"'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, the commands run as `postgres` (the package's user) or `nobody`. */
function runAs(): { user: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const user of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
      return { user, uid, gid };
    } catch {
      // try the next one
    }
  }
  throw new Error('PostgreSQL cannot run as root and neither the "postgres" nor the "nobody" user exists');
}

export async function startLocalPostgres(): Promise<LocalPostgres> {
  const bin = binDirectory();
  if (!bin) throw new Error('PostgreSQL is not installed (no initdb): run `bash scripts/ensure-postgres.sh` first');
  const owner = runAs();
  const root = mkdtempSync(join(tmpdir(), 'crg-postgres-'));
  chmodSync(root, 0o755);
  if (owner) chownSync(root, owner.uid, owner.gid);
  const data = join(root, 'data');
  const run = (command: string, args: string[]) => {
    const [file, argv] = owner ? ['runuser', ['-u', owner.user, '--', join(bin, command), ...args]] : [join(bin, command), args];
    execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: root });
  };
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    // Durability is worthless for a throwaway test database: fsync off makes it much faster.
    const server = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    run('pg_ctl', ['-D', data, '-l', join(root, 'server.log'), '-w', '-t', '60', '-o', server, 'start']);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`The test PostgreSQL did not start${stderr ? `: ${stderr}` : ''}`);
  }
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE crg_test');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/crg_test`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
