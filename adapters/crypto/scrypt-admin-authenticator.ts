import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { AdminAuthenticator, AdminSession } from '../../domain/admin/admin-authenticator.js';
import type { SessionStore } from '../../domain/admin/session-store.js';
import { SessionTable } from '../../domain/admin/session-table.js';
import type { Clock } from '../../domain/kernel/clock.js';

/** scrypt cost: 32 MiB and about 100 ms per check; enough against offline guessing, cheap for one operator. */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** A password hash as one line of text: `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  readonly params: { N: number; r: number; p: number };
  readonly salt: Buffer;
  readonly key: Buffer;
}

function parseHash(hash: string): ParsedHash {
  const [scheme, n, r, p, salt, key] = hash.trim().split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) throw new Error('Not a scrypt password hash');
  return { params: { N: Number(n), r: Number(r), p: Number(p) }, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/**
 * The operator's password checked against a stored scrypt hash, compared in constant time
 * (docs/architecture.md §3); the password itself is never kept. Session tokens are 256 random bits;
 * the sessions live in a SessionStore (docs/decisions/036-sessions-and-limits-in-the-database.md).
 */
export class ScryptAdminAuthenticator implements AdminAuthenticator {
  private readonly stored: ParsedHash;
  private readonly sessions: SessionTable;

  /**
   * `store` keeps the sessions: in memory for one server, in the shared database for several. `onWriteRefused` hears
   * when a session's use could not be written (SessionTable: the session goes on; docs/decisions/093).
   */
  constructor(passwordHash: string, clock: Clock, store: SessionStore, onWriteRefused?: (error: unknown) => void) {
    this.stored = parseHash(passwordHash);
    this.sessions = new SessionTable(clock, store, onWriteRefused);
  }

  async signIn(password: string): Promise<AdminSession | undefined> {
    const candidate = await derive(password, this.stored.salt, this.stored.params);
    if (candidate.length !== this.stored.key.length || !timingSafeEqual(candidate, this.stored.key)) return undefined;
    return this.sessions.open(randomBytes(32).toString('base64url'));
  }

  async check(token: string): Promise<AdminSession | undefined> {
    return this.sessions.use(token);
  }

  async signOut(token: string): Promise<void> {
    await this.sessions.close(token);
  }
}
