import { describe, expect, it } from 'vitest';
import { InMemoryDisk } from '../../adapters/memory/in-memory-disk.js';
import { InMemorySessionStore } from '../../adapters/memory/in-memory-session-store.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS, SessionTable } from './session-table.js';

const MINUTE = 60_000;
/**
 * A session's reference as every SessionStore computes it, the token's SHA-256 in base64url, worked out here on
 * its own with Web Crypto (a domain test imports no adapter but the in-memory ones).
 */
async function tokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const tableOn = (clock: ManualClock, store = new InMemorySessionStore()) => new SessionTable(clock, store);

describe('SessionTable (admin sessions: 8 h absolute, 30 min idle)', () => {
  it('opens a session that expires after the idle timeout', async () => {
    const clock = new ManualClock();
    const session = await tableOn(clock).open('t');
    expect(session.expiresAt.getTime()).toBe(clock.now().getTime() + SESSION_IDLE_TIMEOUT_MS);
  });

  it('keeps a session alive while it is used within 30 minutes, moving its expiry on', async () => {
    const clock = new ManualClock();
    const table = tableOn(clock);
    await table.open('t');
    clock.advance(29 * MINUTE);
    expect((await table.use('t'))?.expiresAt.getTime()).toBe(clock.now().getTime() + SESSION_IDLE_TIMEOUT_MS);
  });

  it('ends a session unused for 30 minutes', async () => {
    const clock = new ManualClock();
    const table = tableOn(clock);
    await table.open('t');
    clock.advance(30 * MINUTE);
    expect(await table.use('t')).toBeUndefined();
    clock.advance(-30 * MINUTE);
    expect(await table.use('t')).toBeUndefined();
  });

  it('ends every session 8 hours after sign-in, however busy', async () => {
    const clock = new ManualClock();
    const table = tableOn(clock);
    const opened = clock.now().getTime();
    await table.open('t');
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      clock.advance(20 * MINUTE);
      expect(await table.use('t')).toBeDefined();
    }
    expect((await table.use('t'))!.expiresAt.getTime()).toBe(opened + SESSION_ABSOLUTE_LIFETIME_MS);
    clock.advance(20 * MINUTE);
    expect(await table.use('t')).toBeUndefined();
  });

  it('forgets a closed session and knows no unknown token', async () => {
    const table = tableOn(new ManualClock());
    await table.open('t');
    await table.close('t');
    expect(await table.use('t')).toBeUndefined();
    expect(await table.use('never')).toBeUndefined();
  });

  it('shares its sessions with every table over the same store, as servers do', async () => {
    const clock = new ManualClock();
    const store = new InMemorySessionStore();
    await tableOn(clock, store).open('t');
    clock.advance(10 * MINUTE);
    expect((await tableOn(clock, store).use('t'))?.expiresAt.getTime()).toBe(clock.now().getTime() + SESSION_IDLE_TIMEOUT_MS);
  });

  it('never moves a session\'s last use back when a server\'s clock is behind', async () => {
    const clock = new ManualClock();
    const store = new InMemorySessionStore();
    const table = tableOn(clock, store);
    await table.open('t');
    clock.advance(10 * MINUTE);
    await table.use('t');
    clock.advance(-5 * MINUTE);
    expect((await table.use('t'))?.expiresAt.getTime()).toBe(clock.now().getTime() + 5 * MINUTE + SESSION_IDLE_TIMEOUT_MS);
  });

  it('forgets idle sessions of others when a new one opens', async () => {
    const clock = new ManualClock();
    const store = new InMemorySessionStore();
    const table = tableOn(clock, store);
    await table.open('idle');
    clock.advance(SESSION_IDLE_TIMEOUT_MS);
    await table.open('new');
    expect(await store.find('idle')).toBeUndefined();
    expect(await store.find('new')).toBeDefined();
  });

  it('keeps every session used within the idle timeout when a new one opens and cleans up', async () => {
    const clock = new ManualClock();
    const store = new InMemorySessionStore();
    const table = tableOn(clock, store);
    await table.open('active');
    clock.advance(SESSION_IDLE_TIMEOUT_MS - MINUTE);
    await table.open('new');
    expect(await store.find('active')).toBeDefined();
    expect((await table.use('active'))?.expiresAt.getTime()).toBe(clock.now().getTime() + SESSION_IDLE_TIMEOUT_MS);
  });

  describe('on a disk that refuses writes (issue 35, docs/decisions/093)', () => {
    function onFullDisk() {
      const clock = new ManualClock();
      const disk = new InMemoryDisk();
      const refusals: unknown[] = [];
      const store = new InMemorySessionStore(disk);
      return { clock, disk, refusals, store, table: new SessionTable(clock, store, (error) => refusals.push(error)) };
    }

    it('lets a live session be used when its last use cannot be written; its expiry stays where the store has it', async () => {
      const { clock, disk, table } = onFullDisk();
      const opened = (await table.open('t')).expiresAt;
      disk.fill();
      clock.advance(10 * MINUTE);
      expect(await table.use('t')).toEqual({ token: 't', expiresAt: opened });
      clock.advance(SESSION_IDLE_TIMEOUT_MS - 10 * MINUTE);
      expect(await table.use('t')).toBeUndefined();
    });

    it('tells of the first refused write, then of none until a write succeeds again', async () => {
      const { clock, disk, refusals, table } = onFullDisk();
      await table.open('t');
      disk.fill();
      for (let use = 0; use < 3; use++) {
        clock.advance(MINUTE);
        await table.use('t');
      }
      expect(refusals).toEqual([expect.objectContaining({ code: 'ENOSPC' })]);
      disk.free();
      clock.advance(MINUTE);
      await table.use('t');
      disk.fill();
      clock.advance(MINUTE);
      await table.use('t');
      expect(refusals).toHaveLength(2);
    });

    it('tells of the first refusal of a table that has written nothing yet, as a server started on a full disk', async () => {
      const clock = new ManualClock();
      const disk = new InMemoryDisk();
      const store = new InMemorySessionStore(disk);
      await new SessionTable(clock, store).open('t');
      disk.fill();
      const refusals: unknown[] = [];
      clock.advance(MINUTE);
      expect(await new SessionTable(clock, store, (error) => refusals.push(error)).use('t')).toBeDefined();
      expect(refusals).toHaveLength(1);
    });

    it('counts a session opened as a write that succeeded: the next refusal is told again', async () => {
      const { clock, disk, refusals, table } = onFullDisk();
      await table.open('t');
      disk.fill();
      clock.advance(MINUTE);
      await table.use('t');
      disk.free();
      await table.open('u');
      disk.fill();
      clock.advance(MINUTE);
      await table.use('t');
      expect(refusals).toHaveLength(2);
    });

    it('ends an expired session though it cannot be forgotten, and tells of it', async () => {
      const { clock, disk, refusals, store, table } = onFullDisk();
      await table.open('t');
      disk.fill();
      clock.advance(SESSION_IDLE_TIMEOUT_MS);
      expect(await table.use('t')).toBeUndefined();
      expect(await store.find('t')).toBeDefined();
      expect(refusals).toHaveLength(1);
    });

    it('opens no session it cannot keep, and a Logout it cannot write fails', async () => {
      const { disk, table } = onFullDisk();
      await table.open('t');
      disk.fill();
      await expect(table.open('u')).rejects.toMatchObject({ code: 'ENOSPC' });
      await expect(table.close('t')).rejects.toMatchObject({ code: 'ENOSPC' });
    });

    it('tells no one when nobody listens', async () => {
      const clock = new ManualClock();
      const disk = new InMemoryDisk();
      const table = new SessionTable(clock, new InMemorySessionStore(disk));
      await table.open('t');
      disk.fill();
      clock.advance(MINUTE);
      expect(await table.use('t')).toBeDefined();
    });
  });

  describe('isOpen (by the session\'s reference, as an upload URL names it)', () => {
    it('is true for a live session, without counting as a use', async () => {
      const clock = new ManualClock();
      const store = new InMemorySessionStore();
      const table = tableOn(clock, store);
      await table.open('t');
      clock.advance(10 * MINUTE);
      expect(await table.isOpen(await tokenHash('t'))).toBe(true);
      expect((await store.find('t'))?.lastUsedAt).toBe(clock.now().getTime() - 10 * MINUTE);
    });

    it('is false once the session is closed (Logout), and for a reference no session has', async () => {
      const table = tableOn(new ManualClock());
      await table.open('t');
      await table.close('t');
      expect(await table.isOpen(await tokenHash('t'))).toBe(false);
      expect(await table.isOpen(await tokenHash('never'))).toBe(false);
    });

    it('is false for the token itself: only the reference names a session', async () => {
      const table = tableOn(new ManualClock());
      await table.open('t');
      expect(await table.isOpen('t')).toBe(false);
    });

    it('is false from the instant the session expires, though the store still holds it', async () => {
      const clock = new ManualClock();
      const store = new InMemorySessionStore();
      const table = tableOn(clock, store);
      await table.open('t');
      clock.advance(SESSION_IDLE_TIMEOUT_MS - 1);
      expect(await table.isOpen(await tokenHash('t'))).toBe(true);
      clock.advance(1);
      expect(await table.isOpen(await tokenHash('t'))).toBe(false);
      expect(await store.find('t')).toBeDefined();
    });

    it('is false 8 hours after sign-in, however busy the session was', async () => {
      const clock = new ManualClock();
      const table = tableOn(clock);
      await table.open('t');
      for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
        clock.advance(20 * MINUTE);
        await table.use('t');
      }
      clock.advance(SESSION_ABSOLUTE_LIFETIME_MS - (8 * 60 - 20) * MINUTE - 1);
      expect(await table.isOpen(await tokenHash('t'))).toBe(true);
      clock.advance(1);
      expect(await table.isOpen(await tokenHash('t'))).toBe(false);
    });
  });
});
