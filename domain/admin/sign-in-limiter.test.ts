import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { SignInLimiter } from './sign-in-limiter.js';

describe('SignInLimiter (5 failed sign-ins per minute per client)', () => {
  it('lets a client try while it has fewer than 5 recent failures', () => {
    const limiter = new SignInLimiter(new ManualClock());
    for (let i = 0; i < 4; i++) limiter.recordFailure('a');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('makes a client wait after 5 failures, until the oldest is a minute old', () => {
    const clock = new ManualClock();
    const limiter = new SignInLimiter(clock);
    limiter.recordFailure('a');
    clock.advance(20_000);
    for (let i = 0; i < 4; i++) limiter.recordFailure('a');
    expect(limiter.retryAfterSeconds('a')).toBe(40);
    expect(limiter.retryAfterSeconds('b')).toBe(0);
    clock.advance(39_500);
    expect(limiter.retryAfterSeconds('a')).toBe(1);
    clock.advance(500);
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    clock.advance(60_000);
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });
});
