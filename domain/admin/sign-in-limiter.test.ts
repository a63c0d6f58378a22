import { describe, expect, it } from 'vitest';
import { InMemorySignInFailureLog } from '../../adapters/memory/in-memory-sign-in-failure-log.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import type { SignInFailureLog } from './sign-in-failure-log.js';
import { MAX_FAILED_SIGN_INS, MAX_SIGN_IN_ATTEMPTS_OVERALL, SignInLimiter } from './sign-in-limiter.js';

describe('SignInLimiter (5 sign-in attempts per minute per client, counted before the password is checked)', () => {
  it('lets a client try while it has fewer than 5 recent attempts', async () => {
    const limiter = new SignInLimiter(new ManualClock(), new InMemorySignInFailureLog());
    for (let i = 0; i < 5; i++) expect((await limiter.reserve('a')).kind).toBe('allowed');
    expect((await limiter.reserve('a')).kind).toBe('throttled');
  });

  it('makes a client wait after 5 attempts, until the oldest is a minute old', async () => {
    const clock = new ManualClock();
    const limiter = new SignInLimiter(clock, new InMemorySignInFailureLog());
    await limiter.reserve('a');
    clock.advance(20_000);
    for (let i = 0; i < 4; i++) await limiter.reserve('a');
    expect(await limiter.reserve('a')).toEqual({ kind: 'throttled', retryAfterSeconds: 40 });
    expect((await limiter.reserve('b')).kind).toBe('allowed');
    clock.advance(39_500);
    expect(await limiter.reserve('a')).toEqual({ kind: 'throttled', retryAfterSeconds: 1 });
    clock.advance(500);
    expect((await limiter.reserve('a')).kind).toBe('allowed');
  });

  it('counts parallel attempts one after the other: 40 at once, 5 allowed', async () => {
    const limiter = new SignInLimiter(new ManualClock(), new InMemorySignInFailureLog());
    const grants = await Promise.all(Array.from({ length: 40 }, () => limiter.reserve('a')));
    expect(grants.filter((grant) => grant.kind === 'allowed')).toHaveLength(5);
  });

  it('gives a released attempt back: a right password does not count', async () => {
    const limiter = new SignInLimiter(new ManualClock(), new InMemorySignInFailureLog());
    for (let i = 0; i < 10; i++) {
      const grant = await limiter.reserve('a');
      if (grant.kind !== 'allowed') throw new Error(`attempt ${i + 1} refused`);
      await grant.release();
    }
  });

  it('holds across limiters sharing one log, as servers behind a load balancer do', async () => {
    const clock = new ManualClock();
    const log = new InMemorySignInFailureLog();
    for (let i = 0; i < 5; i++) await new SignInLimiter(clock, log).reserve('a');
    expect(await new SignInLimiter(clock, log).reserve('a')).toEqual({ kind: 'throttled', retryAfterSeconds: 60 });
  });

  it(`refuses every client once ${MAX_SIGN_IN_ATTEMPTS_OVERALL} attempts from all clients fill the minute, until the oldest of them leaves it`, async () => {
    const clock = new ManualClock();
    const limiter = new SignInLimiter(clock, new InMemorySignInFailureLog());
    for (let i = 0; i < MAX_SIGN_IN_ATTEMPTS_OVERALL; i++) expect((await limiter.reserve(`client-${i}`)).kind).toBe('allowed');
    clock.advance(20_000);
    expect(await limiter.reserve('the operator')).toEqual({ kind: 'throttled', retryAfterSeconds: 40 });
    clock.advance(39_999);
    expect(await limiter.reserve('the operator')).toEqual({ kind: 'throttled', retryAfterSeconds: 1 });
    clock.advance(1);
    expect((await limiter.reserve('the operator')).kind).toBe('allowed');
  });

  it('tells a client refused by the overall ceiling to come back when the first place frees, not when the minute ends', async () => {
    const clock = new ManualClock();
    const limiter = new SignInLimiter(clock, new InMemorySignInFailureLog());
    for (let i = 0; i < MAX_SIGN_IN_ATTEMPTS_OVERALL / 2; i++) await limiter.reserve(`early-${i}`);
    clock.advance(30_000);
    for (let i = 0; i < MAX_SIGN_IN_ATTEMPTS_OVERALL / 2; i++) await limiter.reserve(`late-${i}`);
    clock.advance(15_000);
    expect(await limiter.reserve('the operator')).toEqual({ kind: 'throttled', retryAfterSeconds: 15 });
  });

  it('makes a client at its own limit under a full overall ceiling wait for whichever frees last', async () => {
    const clock = new ManualClock();
    const at = (seconds: number) => clock.now().getTime() + seconds * 1000;
    const refusing = (recent: readonly number[], overall: readonly number[]): SignInFailureLog => ({
      reserve: async () => ({ kind: 'refused', recent, overall }),
      release: async () => undefined,
      failuresAfter: async () => [...recent],
      forgetUpTo: async () => undefined,
    });
    const fiveAt = (seconds: number) => Array<number>(MAX_FAILED_SIGN_INS).fill(at(seconds));
    const fullAt = (seconds: number) => Array<number>(MAX_SIGN_IN_ATTEMPTS_OVERALL).fill(at(seconds));
    // Its own attempts free it in 30 s, all clients' in 50 s…
    expect(await new SignInLimiter(clock, refusing(fiveAt(-30), [...fullAt(-10), at(-5)])).reserve('a')).toEqual({ kind: 'throttled', retryAfterSeconds: 50 });
    // …or the other way round.
    expect(await new SignInLimiter(clock, refusing(fiveAt(-5), fullAt(-40))).reserve('a')).toEqual({ kind: 'throttled', retryAfterSeconds: 55 });
  });

  it('forgets attempts older than the minute when it counts a new one', async () => {
    const clock = new ManualClock();
    const log = new InMemorySignInFailureLog();
    const limiter = new SignInLimiter(clock, log);
    await limiter.reserve('a');
    clock.advance(60_000);
    await limiter.reserve('b');
    expect(await log.failuresAfter('a', 0)).toEqual([]);
  });
});
