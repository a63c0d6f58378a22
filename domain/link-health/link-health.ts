import type { LinkObservation, LinkVerdict } from './link-verdict.js';

/** A link's state on the report (issue 40 point 2): a verdict, except that `failed` becomes `broken` only when confirmed. */
export type LinkState = Exclude<LinkVerdict, 'failed'> | 'broken';

/** The states that cost clicks and ask the operator to act. */
export const PROBLEM_STATES: readonly LinkState[] = ['broken', 'untagged', 'unavailable'];

/** How far apart two failed checks must be for a link to be broken, by default (commercial monitors confirm twice). */
export const DEFAULT_CONFIRM_AFTER_HOURS = 6;

/** What the checks found of one link so far. Times are ISO 8601. */
export interface LinkHealth {
  readonly linkId: string;
  readonly state: LinkState;
  /** When it came into this state. */
  readonly since: string;
  readonly lastChecked: string;
  readonly detail: string;
  readonly finalUrl?: string;
  readonly finalStatus?: number;
  /**
   * The first failed check not confirmed yet: a failure at least the confirmation time later makes the link broken;
   * any answer that is not a failure forgets it.
   */
  readonly failingSince?: string;
}

/**
 * The link's health after one more check at `now` (issue 40 point 2). A failure marks the link as failing and keeps
 * its state; a second failure at least `confirmAfterMs` after the first makes it broken. A partner that refuses
 * checkers (403, 429, 503, captcha) makes it unverifiable, never broken, and does not confirm a failure either.
 */
export function nextLinkHealth(previous: LinkHealth | undefined, linkId: string, observation: LinkObservation, now: Date, confirmAfterMs: number): LinkHealth {
  const at = now.toISOString();
  const seen = { linkId, lastChecked: at, detail: observation.detail, ...(observation.finalUrl === undefined ? {} : { finalUrl: observation.finalUrl }), ...(observation.finalStatus === undefined ? {} : { finalStatus: observation.finalStatus }) };
  if (observation.verdict === 'failed') {
    const failingSince = previous?.failingSince ?? at;
    if (now.getTime() - Date.parse(failingSince) >= confirmAfterMs) return { ...seen, state: 'broken', since: previous?.state === 'broken' ? previous.since : at, failingSince };
    const confirmAt = new Date(Date.parse(failingSince) + confirmAfterMs).toISOString();
    return { ...seen, state: previous?.state ?? 'ok', since: previous?.since ?? at, detail: `${observation.detail}: broken if it fails again from ${confirmAt}`, failingSince };
  }
  const state = observation.verdict;
  return { ...seen, state, since: previous?.state === state ? previous.since : at };
}
