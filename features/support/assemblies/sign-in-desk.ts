import { InMemoryAdminAuthenticator } from '../../../adapters/memory/in-memory-admin-authenticator.js';
import { InMemoryClickCounts } from '../../../adapters/memory/in-memory-click-counts.js';
import { InMemoryDisk } from '../../../adapters/memory/in-memory-disk.js';
import { InMemorySessionStore } from '../../../adapters/memory/in-memory-session-store.js';
import { InMemorySignInFailureLog } from '../../../adapters/memory/in-memory-sign-in-failure-log.js';
import { ManualClock } from '../../../adapters/memory/manual-clock.js';
import { AdminSignIn, SignInUnavailableError } from '../../../domain/admin/admin-sign-in.js';
import { SignInLimiter } from '../../../domain/admin/sign-in-limiter.js';
import { ADMIN_CLICKS_PATH } from '../../../domain/api-paths.js';
import { ClickDashboardReader } from '../../../domain/clicks/click-dashboard-reader.js';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/admin-sessions.js';
import { call, errorShapeOf, type ApiAnswer } from '../api-client.js';
import type { ServerUnderTest } from '../server-under-test.js';
import { arenalCatalogue } from './click-counting.js';

/** What a person signing in is told: let in, wrong password, wait, or sign-in unavailable; with the wait told, if any. */
export interface SignInAnswer {
  readonly outcome: 'let in' | 'wrong password' | 'asked to wait' | 'unavailable';
  readonly retryAfterSeconds?: number;
  /** The session a person let in holds. */
  readonly token?: string;
  /** How long the answer took, where the level has a real clock for it (@api). */
  readonly elapsedMs?: number;
}

/**
 * The operator's sign-in and the admin reads, with the disk under the portal's records (issue 35, docs/decisions/093):
 * at @domain the server's use cases (AdminSignIn, SignInLimiter, the sessions, ClickDashboardReader) over in-memory
 * stores on one InMemoryDisk, at @api the real server over HTTP, its own SQLite made to refuse writes. Sign-ins come
 * from a visitor address (X-Forwarded-For, which the server believes from loopback).
 */
export interface SignInDesk {
  signIn(password: string, from: string): Promise<SignInAnswer>;
  /** Whether the operator's click report for the last 7 days is shown to this session. */
  clickReportShown(token: string): Promise<boolean>;
  /** The disk under the records is full (every write refused), or has room again. */
  diskFull(full: boolean): void;
  /** Time passes on the server's clock. */
  pass(ms: number): void;
}

export function domainSignInDesk(): SignInDesk {
  const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
  const disk = new InMemoryDisk();
  const authenticator = new InMemoryAdminAuthenticator(TEST_ADMIN_PASSWORD, clock, new InMemorySessionStore(disk));
  const signIn = new AdminSignIn(authenticator, new SignInLimiter(clock, new InMemorySignInFailureLog(disk)));
  const reader = new ClickDashboardReader(new InMemoryClickCounts(new Map(), disk), arenalCatalogue(), clock);
  return {
    async signIn(password, from) {
      try {
        const outcome = await signIn.signIn(from, password);
        if (outcome.kind === 'signed-in') return { outcome: 'let in', token: outcome.session.token };
        if (outcome.kind === 'denied') return { outcome: 'wrong password' };
        return { outcome: 'asked to wait', retryAfterSeconds: outcome.retryAfterSeconds };
      } catch (error) {
        if (error instanceof SignInUnavailableError) return { outcome: 'unavailable', retryAfterSeconds: error.retryAfterSeconds };
        throw error;
      }
    },
    // The server's AdminGuard lets the call in (the session's use), then the report is read.
    async clickReportShown(token) {
      if (!(await authenticator.check(token))) return false;
      await reader.dashboard(7);
      return true;
    },
    diskFull: (full) => (full ? disk.fill() : disk.free()),
    pass: (ms) => clock.advance(ms),
  };
}

const OUTCOME_OF: Readonly<Record<number, SignInAnswer['outcome']>> = { 200: 'let in', 401: 'wrong password', 429: 'asked to wait', 503: 'unavailable' };

export function apiSignInDesk(server: ServerUnderTest): SignInDesk {
  const clock = () => {
    if (!(server.clock instanceof ManualClock)) throw new Error('The server under test has no manual clock');
    return server.clock;
  };
  return {
    async signIn(password, from) {
      const answer = await call(server.baseUrl, 'POST', '/api/admin/session', { headers: { 'x-forwarded-for': from }, body: { password } });
      const outcome = OUTCOME_OF[answer.status];
      if (!outcome) throw new Error(`A sign-in answered ${answer.status}: ${answer.text}`);
      if (answer.status !== 200) errorShapeOf(answer);
      return {
        outcome,
        elapsedMs: answer.elapsedMs,
        ...(answer.headers['retry-after'] === undefined ? {} : { retryAfterSeconds: retryAfterOf(answer) }),
        ...(answer.status === 200 ? { token: answer.json<{ token: string }>().token } : {}),
      };
    },
    async clickReportShown(token) {
      const answer = await call(server.baseUrl, 'GET', `${ADMIN_CLICKS_PATH}?days=7`, { headers: { authorization: `Bearer ${token}` } });
      if (answer.status !== 200) errorShapeOf(answer);
      return answer.status === 200 && Array.isArray(answer.json<{ daily?: unknown }>().daily);
    },
    diskFull: (full) => server.storageRefusesWrites(full),
    pass: (ms) => clock().advance(ms),
  };
}

/** Retry-After in whole seconds (the only form the server sends). */
function retryAfterOf(answer: ApiAnswer): number {
  const value = String(answer.headers['retry-after']);
  if (!/^\d+$/.test(value)) throw new Error(`Retry-After is not a number of seconds: ${value}`);
  return Number(value);
}
