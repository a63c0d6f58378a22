import { describe, expect, it } from 'vitest';
import { claimableRun, statusAfter } from './link-check-schedule.js';

const now = new Date('2026-11-02T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const fresh = { startedAt: now.toISOString(), resumed: false };

describe('claimableRun', () => {
  it('starts the first run when a schedule is on, and none when it is off and nobody asked', () => {
    expect(claimableRun({}, now, 'a', DAY)).toEqual(fresh);
    expect(claimableRun({}, now, 'a', undefined)).toBeUndefined();
  });

  it('starts a scheduled run once the last began the interval ago, not sooner', () => {
    expect(claimableRun({ startedAt: ago(DAY), finishedAt: ago(DAY - HOUR) }, now, 'a', DAY)).toEqual(fresh);
    expect(claimableRun({ startedAt: ago(DAY - 1), finishedAt: ago(HOUR) }, now, 'a', DAY)).toBeUndefined();
  });

  it('starts a run the operator asked for after the last began, schedule or not', () => {
    expect(claimableRun({ requestedAt: ago(1) }, now, 'a', undefined)).toEqual(fresh);
    expect(claimableRun({ startedAt: ago(HOUR), finishedAt: ago(HOUR / 2), requestedAt: ago(HOUR - 1) }, now, 'a', undefined)).toEqual(fresh);
    expect(claimableRun({ startedAt: ago(HOUR), finishedAt: ago(HOUR / 2), requestedAt: ago(HOUR) }, now, 'a', undefined)).toBeUndefined();
    expect(claimableRun({ startedAt: ago(HOUR), finishedAt: ago(HOUR / 2), requestedAt: ago(HOUR + 1) }, now, 'a', DAY)).toBeUndefined();
  });

  it('takes up an unfinished run where it began once its lease ran out, or at once by its own server', () => {
    const unfinished = { startedAt: ago(HOUR), finishedAt: ago(DAY), claimant: 'b', claimedUntil: now.toISOString() };
    expect(claimableRun(unfinished, now, 'a', undefined)).toEqual({ startedAt: ago(HOUR), resumed: true });
    expect(claimableRun({ startedAt: ago(HOUR) }, now, 'a', undefined)).toEqual({ startedAt: ago(HOUR), resumed: true });
    expect(claimableRun({ ...unfinished, claimant: 'a', claimedUntil: ago(-1) }, now, 'a', undefined)).toEqual({ startedAt: ago(HOUR), resumed: true });
  });

  it("claims nothing while another server's lease holds", () => {
    expect(claimableRun({ startedAt: ago(HOUR), claimant: 'b', claimedUntil: ago(-1) }, now, 'a', DAY)).toBeUndefined();
    expect(claimableRun({ requestedAt: ago(1), claimant: 'b', claimedUntil: ago(-1) }, now, 'a', DAY)).toBeUndefined();
  });

  it('counts a run that ended at the moment it began as ended', () => {
    expect(claimableRun({ startedAt: ago(HOUR), finishedAt: ago(HOUR) }, now, 'a', undefined)).toBeUndefined();
  });
});

describe('statusAfter', () => {
  it('claims with the lease, or changes nothing', () => {
    expect(statusAfter.claim({ finishedAt: ago(DAY) }, now, 'a', 60_000, undefined)).toBeUndefined();
    expect(statusAfter.claim({ requestedAt: ago(1), finishedAt: ago(DAY) }, now, 'a', 60_000, undefined)).toEqual({
      status: { requestedAt: ago(1), finishedAt: ago(DAY), startedAt: now.toISOString(), claimant: 'a', claimedUntil: ago(-60_000) },
      run: fresh,
    });
  });

  it('renews and finishes only for the claimant', () => {
    const held = { startedAt: ago(HOUR), claimant: 'a', claimedUntil: ago(-1) };
    expect(statusAfter.renew(held, now, 'a', 60_000)).toEqual({ ...held, claimedUntil: ago(-60_000) });
    expect(statusAfter.renew(held, now, 'b', 60_000)).toBeUndefined();
    expect(statusAfter.finish(held, now, 'a')).toEqual({ startedAt: ago(HOUR), finishedAt: now.toISOString() });
    expect(statusAfter.finish(held, now, 'b')).toBeUndefined();
  });
});
