import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { PerClientRateLimit } from './per-client-rate-limit.js';

const rule = { perWindow: 3, windowMs: 60_000, maxClients: 2 };

describe('PerClientRateLimit', () => {
  it('lets a client make perWindow requests in a window, refuses the next until the window ends', () => {
    const clock = new ManualClock();
    const limit = new PerClientRateLimit(clock, rule);
    expect([limit.take('198.51.100.7'), limit.take('198.51.100.7'), limit.take('198.51.100.7')]).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    clock.advance(20_000);
    expect(limit.take('198.51.100.7')).toEqual({ allowed: false, retryAfterMs: 40_000 });
    clock.advance(39_999);
    expect(limit.take('198.51.100.7')).toEqual({ allowed: false, retryAfterMs: 1 });
    clock.advance(1);
    expect(limit.take('198.51.100.7')).toEqual({ allowed: true });
  });

  it('counts each client on its own', () => {
    const limit = new PerClientRateLimit(new ManualClock(), rule);
    for (let request = 0; request < 3; request++) limit.take('198.51.100.7');
    expect(limit.take('198.51.100.7').allowed).toBe(false);
    expect(limit.take('203.0.113.4').allowed).toBe(true);
  });

  it('remembers at most maxClients: ended windows go first, then the oldest', () => {
    const clock = new ManualClock();
    const limit = new PerClientRateLimit(clock, rule);
    for (let request = 0; request < 3; request++) limit.take('a');
    clock.advance(60_000);
    for (let request = 0; request < 3; request++) limit.take('b');
    // 'a' ended its window: forgotten to make room for 'c'; 'b' is still counted.
    limit.take('c');
    expect(limit.clients).toBe(2);
    expect(limit.take('b').allowed).toBe(false);
    // No ended window: the oldest ('b') makes room.
    limit.take('d');
    expect(limit.clients).toBe(2);
    expect(limit.take('b').allowed).toBe(true);
  });

  it('forgets every window that has ended, to the millisecond, when it needs room, and nobody while it has room', () => {
    const clock = new ManualClock();
    const limit = new PerClientRateLimit(clock, rule);
    limit.take('a');
    clock.advance(60_000);
    limit.take('b');
    expect(limit.clients).toBe(2);
    const later = new PerClientRateLimit(clock, rule);
    later.take('a');
    later.take('b');
    clock.advance(60_000);
    later.take('c');
    expect(later.clients).toBe(1);
  });

  it('counts a client whose window ended as the newest once it starts again', () => {
    const clock = new ManualClock();
    const limit = new PerClientRateLimit(clock, { ...rule, maxClients: 3 });
    limit.take('a');
    clock.advance(10);
    for (let request = 0; request < 3; request++) limit.take('b');
    clock.advance(59_990);
    limit.take('a');
    clock.advance(5);
    limit.take('c');
    // No window has ended: the oldest one still running is b's (a's started again after it), so b makes room for d.
    limit.take('d');
    expect(limit.take('b').allowed).toBe(true);
  });
});
