import { describe, expect, it } from 'vitest';
import { InMemoryAdminAuthenticator } from '../../adapters/memory/in-memory-admin-authenticator.js';
import { InMemoryDisk } from '../../adapters/memory/in-memory-disk.js';
import { InMemorySessionStore } from '../../adapters/memory/in-memory-session-store.js';
import { InMemorySignInFailureLog } from '../../adapters/memory/in-memory-sign-in-failure-log.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { ConcurrencyGate } from '../kernel/concurrency-gate.js';
import type { AdminAuthenticator } from './admin-authenticator.js';
import { AdminSignIn, SIGN_IN_UNAVAILABLE_RETRY_AFTER_SECONDS, SignInUnavailableError } from './admin-sign-in.js';
import type { SignInFailureLog } from './sign-in-failure-log.js';
import { SignInLimiter } from './sign-in-limiter.js';

function signIn(log: SignInFailureLog = new InMemorySignInFailureLog(), authenticator?: AdminAuthenticator, gate?: ConcurrencyGate) {
  const clock = new ManualClock();
  return new AdminSignIn(authenticator ?? new InMemoryAdminAuthenticator('pura vida', clock), new SignInLimiter(clock, log), gate);
}

/** An authenticator whose every check takes until the test says so, counting the checks. */
class SlowAuthenticator implements AdminAuthenticator {
  checks = 0;
  private readonly waiting: (() => void)[] = [];
  async signIn(): Promise<undefined> {
    this.checks++;
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    return undefined;
  }
  finishAll(): void {
    for (const finish of this.waiting.splice(0)) finish();
  }
  async check(): Promise<undefined> {
    return undefined;
  }
  async signOut(): Promise<void> {}
}

describe('AdminSignIn', () => {
  it('opens a session for the right password, and the right password does not count against the limit', async () => {
    const useCase = signIn();
    for (let i = 0; i < 8; i++) expect((await useCase.signIn('127.0.0.1', 'pura vida')).kind).toBe('signed-in');
  });

  it('denies a wrong password, and after 5 denials throttles even the right one', async () => {
    const useCase = signIn();
    for (let i = 0; i < 5; i++) expect(await useCase.signIn('1.2.3.4', 'guess')).toEqual({ kind: 'denied' });
    expect(await useCase.signIn('1.2.3.4', 'pura vida')).toEqual({ kind: 'throttled', retryAfterSeconds: 60 });
    expect((await useCase.signIn('5.6.7.8', 'pura vida')).kind).toBe('signed-in');
  });

  it('checks at most 5 of 40 parallel wrong passwords and throttles the rest', async () => {
    const authenticator = new SlowAuthenticator();
    const useCase = signIn(new InMemorySignInFailureLog(), authenticator, new ConcurrencyGate(10, 10));
    const outcomes = Promise.all(Array.from({ length: 40 }, () => useCase.signIn('1.2.3.4', 'guess')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    authenticator.finishAll();
    const kinds = (await outcomes).map((outcome) => outcome.kind);
    expect(kinds.filter((kind) => kind === 'denied')).toHaveLength(5);
    expect(kinds.filter((kind) => kind === 'throttled')).toHaveLength(35);
    expect(authenticator.checks).toBe(5);
  });

  it('checks only as many passwords at once as the gate allows; one beyond its line is told to retry in a second and not counted', async () => {
    const authenticator = new SlowAuthenticator();
    const log = new InMemorySignInFailureLog();
    const useCase = signIn(log, authenticator, new ConcurrencyGate(1, 1));
    const first = useCase.signIn('a', 'guess');
    const second = useCase.signIn('b', 'guess');
    expect(await useCase.signIn('c', 'guess')).toEqual({ kind: 'throttled', retryAfterSeconds: 1 });
    expect(await log.failuresAfter('c', 0)).toEqual([]);
    expect(authenticator.checks).toBe(1);
    authenticator.finishAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    authenticator.finishAll();
    expect([await first, await second]).toEqual([{ kind: 'denied' }, { kind: 'denied' }]);
  });

  it('refuses with SignInUnavailableError, without checking the password, when the attempt cannot be counted', async () => {
    const log = new InMemorySignInFailureLog();
    log.reserve = () => Promise.reject(new Error('disk full'));
    const authenticator = new SlowAuthenticator();
    await expect(signIn(log, authenticator).signIn('1.2.3.4', 'guess')).rejects.toThrow(SignInUnavailableError);
    expect(authenticator.checks).toBe(0);
  });

  it('tells the operator to try again in a minute, and keeps the store\'s error as its cause for the log', async () => {
    const log = new InMemorySignInFailureLog();
    const diskFull = new Error('disk full');
    log.reserve = () => Promise.reject(diskFull);
    const refusal: unknown = await signIn(log).signIn('1.2.3.4', 'guess').catch((error: unknown) => error);
    expect(refusal).toMatchObject({ name: 'SignInUnavailableError', message: 'Sign-in is unavailable right now. Please try again in a minute.', cause: diskFull });
  });

  describe('on storage that refuses writes (a full disk: issue 35, docs/decisions/093)', () => {
    /** The operator's password, its sessions and the attempt log on one disk, as one DATA_DIR holds them. */
    function onOneDisk() {
      const disk = new InMemoryDisk();
      const clock = new ManualClock();
      const log = new InMemorySignInFailureLog(disk);
      const authenticator = new InMemoryAdminAuthenticator('pura vida', clock, new InMemorySessionStore(disk));
      return { disk, log, useCase: new AdminSignIn(authenticator, new SignInLimiter(clock, log)) };
    }
    const refusalOf = (attempt: Promise<unknown>) => attempt.then(() => undefined, (error: unknown) => error);

    it('refuses every attempt alike, right or wrong, and never lets a guess through uncounted', async () => {
      const { disk, useCase } = onOneDisk();
      disk.fill();
      for (const password of ['guess 1', 'guess 2', 'guess 3', 'guess 4', 'guess 5', 'guess 6', 'guess 7', 'pura vida']) {
        expect(await refusalOf(useCase.signIn('1.2.3.4', password))).toBeInstanceOf(SignInUnavailableError);
      }
    });

    it('tells the client to come back in a minute', async () => {
      const { disk, useCase } = onOneDisk();
      disk.fill();
      expect(await refusalOf(useCase.signIn('1.2.3.4', 'guess'))).toMatchObject({ retryAfterSeconds: SIGN_IN_UNAVAILABLE_RETRY_AFTER_SECONDS });
      expect(SIGN_IN_UNAVAILABLE_RETRY_AFTER_SECONDS).toBe(60);
    });

    it('refuses the right password alike when its session cannot be kept, and its attempt stays counted', async () => {
      const disk = new InMemoryDisk();
      const clock = new ManualClock();
      const log = new InMemorySignInFailureLog();
      const useCase = new AdminSignIn(new InMemoryAdminAuthenticator('pura vida', clock, new InMemorySessionStore(disk)), new SignInLimiter(clock, log));
      disk.fill();
      const refusal = await refusalOf(useCase.signIn('1.2.3.4', 'pura vida'));
      expect(refusal).toBeInstanceOf(SignInUnavailableError);
      expect(refusal).toMatchObject({ cause: { code: 'ENOSPC' } });
      expect(await log.failuresAfter('1.2.3.4', 0)).toHaveLength(1);
    });

    it('refuses the right password alike when its attempt cannot be given back', async () => {
      const log = new InMemorySignInFailureLog();
      log.release = () => Promise.reject(new Error('disk full'));
      expect(await refusalOf(signIn(log).signIn('1.2.3.4', 'pura vida'))).toBeInstanceOf(SignInUnavailableError);
    });

    it('refuses alike an attempt the gate turned away whose place cannot be given back', async () => {
      const log = new InMemorySignInFailureLog();
      log.release = () => Promise.reject(new Error('disk full'));
      const authenticator = new SlowAuthenticator();
      const useCase = signIn(log, authenticator, new ConcurrencyGate(1, 0));
      const first = useCase.signIn('a', 'guess');
      expect(await refusalOf(useCase.signIn('b', 'guess'))).toBeInstanceOf(SignInUnavailableError);
      authenticator.finishAll();
      expect(await first).toEqual({ kind: 'denied' });
    });

    it('signs in again once the disk has room', async () => {
      const { disk, useCase } = onOneDisk();
      disk.fill();
      await refusalOf(useCase.signIn('1.2.3.4', 'pura vida'));
      disk.free();
      expect((await useCase.signIn('1.2.3.4', 'pura vida')).kind).toBe('signed-in');
    });
  });
});
