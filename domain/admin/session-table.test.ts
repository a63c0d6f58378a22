import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS, SessionTable } from './session-table.js';

const MINUTE = 60_000;

describe('SessionTable (admin sessions: 8 h absolute, 30 min idle)', () => {
  it('opens a session that expires after the idle timeout', () => {
    const clock = new ManualClock();
    const session = new SessionTable(clock).open('t');
    expect(session.expiresAt.getTime()).toBe(clock.now().getTime() + SESSION_IDLE_TIMEOUT_MS);
  });

  it('keeps a session alive while it is used within 30 minutes, moving its expiry on', () => {
    const clock = new ManualClock();
    const table = new SessionTable(clock);
    table.open('t');
    clock.advance(29 * MINUTE);
    expect(table.use('t')?.expiresAt.getTime()).toBe(clock.now().getTime() + SESSION_IDLE_TIMEOUT_MS);
  });

  it('ends a session unused for 30 minutes', () => {
    const clock = new ManualClock();
    const table = new SessionTable(clock);
    table.open('t');
    clock.advance(30 * MINUTE);
    expect(table.use('t')).toBeUndefined();
    clock.advance(-30 * MINUTE);
    expect(table.use('t')).toBeUndefined();
  });

  it('ends every session 8 hours after sign-in, however busy', () => {
    const clock = new ManualClock();
    const table = new SessionTable(clock);
    const opened = clock.now().getTime();
    table.open('t');
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      clock.advance(20 * MINUTE);
      expect(table.use('t')).toBeDefined();
    }
    expect(table.use('t')!.expiresAt.getTime()).toBe(opened + SESSION_ABSOLUTE_LIFETIME_MS);
    clock.advance(20 * MINUTE);
    expect(table.use('t')).toBeUndefined();
  });

  it('forgets a closed session and knows no unknown token', () => {
    const table = new SessionTable(new ManualClock());
    table.open('t');
    table.close('t');
    expect(table.use('t')).toBeUndefined();
    expect(table.use('never')).toBeUndefined();
  });
});
