import { describe, expect, it } from 'vitest';
import { InMemorySignInFailureLog } from '../../adapters/memory/in-memory-sign-in-failure-log.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { SignInLimiter } from './sign-in-limiter.js';

describe('SignInLimiter (5 failed sign-ins per minute per client)', () => {
  it('lets a client try while it has fewer than 5 recent failures', async () => {
    const limiter = new SignInLimiter(new ManualClock(), new InMemorySignInFailureLog());
    for (let i = 0; i < 4; i++) await limiter.recordFailure('a');
    expect(await limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('makes a client wait after 5 failures, until the oldest is a minute old', async () => {
    const clock = new ManualClock();
    const limiter = new SignInLimiter(clock, new InMemorySignInFailureLog());
    await limiter.recordFailure('a');
    clock.advance(20_000);
    for (let i = 0; i < 4; i++) await limiter.recordFailure('a');
    expect(await limiter.retryAfterSeconds('a')).toBe(40);
    expect(await limiter.retryAfterSeconds('b')).toBe(0);
    clock.advance(39_500);
    expect(await limiter.retryAfterSeconds('a')).toBe(1);
    clock.advance(500);
    expect(await limiter.retryAfterSeconds('a')).toBe(0);
    clock.advance(60_000);
    expect(await limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('holds across limiters sharing one log, as servers behind a load balancer do', async () => {
    const clock = new ManualClock();
    const log = new InMemorySignInFailureLog();
    for (let i = 0; i < 5; i++) await new SignInLimiter(clock, log).recordFailure('a');
    expect(await new SignInLimiter(clock, log).retryAfterSeconds('a')).toBe(60);
  });

  it('forgets failures older than the minute when it records a new one', async () => {
    const clock = new ManualClock();
    const log = new InMemorySignInFailureLog();
    const limiter = new SignInLimiter(clock, log);
    await limiter.recordFailure('a');
    clock.advance(60_000);
    await limiter.recordFailure('b');
    expect(await log.failuresAfter('a', 0)).toEqual([]);
  });
});
