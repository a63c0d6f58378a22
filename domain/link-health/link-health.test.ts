import { describe, expect, it } from 'vitest';
import { nextLinkHealth, type LinkHealth } from './link-health.js';
import type { LinkObservation } from './link-verdict.js';

const HOUR = 3_600_000;
const CONFIRM = 6 * HOUR;
const t0 = new Date('2026-11-01T00:00:00.000Z');
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
const failed: LinkObservation = { verdict: 'failed', detail: 'The final address answered 404', finalUrl: 'https://p.test/x', finalStatus: 404, hops: 1 };
const ok: LinkObservation = { verdict: 'ok', detail: 'Answered 200', finalUrl: 'https://p.test/x', finalStatus: 200, hops: 1 };
const refused: LinkObservation = { verdict: 'unverifiable', detail: 'refused', finalStatus: 429, hops: 1 };

/** The health after each observation in turn, at its hour. */
function after(...checks: [LinkObservation, number][]): LinkHealth {
  let health: LinkHealth | undefined;
  for (const [observation, hours] of checks) health = nextLinkHealth(health, 'tour:a', observation, at(hours), CONFIRM);
  return health!;
}

describe('nextLinkHealth', () => {
  it('takes the verdict of a first answer, since now', () => {
    expect(after([ok, 0])).toEqual({ linkId: 'tour:a', state: 'ok', since: t0.toISOString(), lastChecked: t0.toISOString(), detail: 'Answered 200', finalUrl: 'https://p.test/x', finalStatus: 200 });
    expect(after([refused, 0])).toEqual({ linkId: 'tour:a', state: 'unverifiable', since: t0.toISOString(), lastChecked: t0.toISOString(), detail: 'refused', finalStatus: 429 });
  });

  it('keeps "since" while the state holds and moves it when the state changes', () => {
    expect(after([ok, 0], [ok, 24])).toMatchObject({ state: 'ok', since: at(0).toISOString(), lastChecked: at(24).toISOString() });
    expect(after([ok, 0], [refused, 24])).toMatchObject({ state: 'unverifiable', since: at(24).toISOString() });
  });

  it('does not call a link broken after one failure: it keeps its state and says when a second failure confirms it', () => {
    expect(after([ok, 0], [failed, 24])).toEqual({
      linkId: 'tour:a', state: 'ok', since: at(0).toISOString(), lastChecked: at(24).toISOString(), finalUrl: 'https://p.test/x', finalStatus: 404,
      detail: `The final address answered 404: broken if it fails again from ${at(30).toISOString()}`, failingSince: at(24).toISOString(),
    });
    expect(after([failed, 0])).toMatchObject({ state: 'ok', since: at(0).toISOString(), failingSince: at(0).toISOString() });
  });

  it('is broken on a second failure the confirmation time after the first, not sooner', () => {
    expect(after([ok, 0], [failed, 24], [failed, 29.99])).toMatchObject({ state: 'ok', failingSince: at(24).toISOString() });
    expect(after([ok, 0], [failed, 24], [failed, 30])).toEqual({
      linkId: 'tour:a', state: 'broken', since: at(30).toISOString(), lastChecked: at(30).toISOString(), detail: 'The final address answered 404', finalUrl: 'https://p.test/x', finalStatus: 404, failingSince: at(24).toISOString(),
    });
    expect(after([ok, 0], [failed, 24], [failed, 25], [failed, 31])).toMatchObject({ state: 'broken', since: at(31).toISOString() });
  });

  it('stays broken, since its first confirmation, while it keeps failing', () => {
    expect(after([failed, 0], [failed, 6], [failed, 30])).toMatchObject({ state: 'broken', since: at(6).toISOString(), lastChecked: at(30).toISOString(), detail: 'The final address answered 404' });
  });

  it('keeps no final address or status a check did not see', () => {
    const bare = nextLinkHealth(undefined, 'tour:a', { verdict: 'failed', detail: 'No answer in time', hops: 0 }, t0, CONFIRM);
    expect(bare).not.toHaveProperty('finalUrl');
    expect(bare).not.toHaveProperty('finalStatus');
    expect(nextLinkHealth(undefined, 'tour:a', { verdict: 'ok', detail: 'x', hops: 1 }, t0, CONFIRM)).toEqual({ linkId: 'tour:a', state: 'ok', since: t0.toISOString(), lastChecked: t0.toISOString(), detail: 'x' });
  });

  it('calls a first failure broken at once only when no confirmation time is asked for', () => {
    expect(nextLinkHealth(undefined, 'tour:a', failed, t0, 0)).toMatchObject({ state: 'broken', since: t0.toISOString() });
  });

  it('forgets a failure once an answer comes, even a refusal, so two failures must follow each other', () => {
    expect(after([failed, 0], [ok, 3], [failed, 7])).toMatchObject({ state: 'ok', failingSince: at(7).toISOString() });
    expect(after([failed, 0], [refused, 3], [failed, 7])).toMatchObject({ state: 'unverifiable', failingSince: at(7).toISOString() });
    expect(after([failed, 0], [failed, 6], [ok, 7])).not.toHaveProperty('failingSince');
  });
});
