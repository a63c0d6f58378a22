/*
 * When a mail that could not be sent is tried again (issue 39 point 4, docs/decisions/123): exponential backoff from
 * 30 seconds, doubling each time, at most 1 hour apart, and given up after MAX_MAIL_ATTEMPTS (about 8 hours in all),
 * so an SMTP outage of a working day loses nothing and a wrong address is not tried for ever.
 */

export const FIRST_RETRY_MS = 30_000;
export const LONGEST_RETRY_MS = 3_600_000;
export const MAX_MAIL_ATTEMPTS = 12;

export interface RetryTiming {
  readonly firstRetryMs: number;
  readonly longestRetryMs: number;
  readonly maxAttempts: number;
}

export const MAIL_RETRY_TIMING: RetryTiming = { firstRetryMs: FIRST_RETRY_MS, longestRetryMs: LONGEST_RETRY_MS, maxAttempts: MAX_MAIL_ATTEMPTS };

/** After `attempts` failed attempts: how long to wait before the next, or undefined when the mail is given up. */
export function retryDelayMs(attempts: number, timing: RetryTiming = MAIL_RETRY_TIMING): number | undefined {
  if (attempts >= timing.maxAttempts) return undefined;
  return Math.min(timing.firstRetryMs * 2 ** (attempts - 1), timing.longestRetryMs);
}
