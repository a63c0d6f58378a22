import type { ClickPartner } from '../clicks/click-partners.js';
import type { LinkCheckResult } from './link-checker.js';
import type { LinkTarget } from './link-target.js';

/**
 * What one check says of a link (issue 40 point 2). `failed` is not yet `broken`: a link is broken only after two
 * failed checks some hours apart (./link-health.ts); `unverifiable` is the partner refusing checkers, never broken.
 */
export type LinkVerdict = 'ok' | 'redirected' | 'failed' | 'untagged' | 'unavailable' | 'unverifiable';

export interface LinkObservation {
  readonly verdict: LinkVerdict;
  /** What was found, in the operator's words. */
  readonly detail: string;
  /** The final address (the last hop's), when an answer came. */
  readonly finalUrl?: string;
  readonly finalStatus?: number;
  readonly hops: number;
}

/** Statuses that say "a checker is not welcome", not "the page is gone" (Amazon, Cloudflare: lychee #733, #1504). */
export const UNVERIFIABLE_STATUSES: readonly number[] = [403, 429, 503];

/** Words of a bot challenge page, which some partners answer with 200. */
export const CAPTCHA_PATTERNS: readonly RegExp[] = [/captcha/i, /are you a robot/i, /robot check/i, /verify you are (a )?human/i];

/**
 * Per partner, the words of a page that answers 200 but sells nothing (issue 40 point 1): GetYourGuide's product no
 * longer offered or a search with no results, Amazon's "Currently unavailable", Tripadvisor's removed listing.
 */
export const SOFT_404_PATTERNS: Readonly<Record<ClickPartner, readonly RegExp[]>> = {
  marketplace: [/no longer (available|offered|bookable)/i, /activity is not available/i, /no results found/i, /we couldn.t find any/i, /0 activities found/i],
  retail: [/currently unavailable/i, /we don.t know when or if this item will be back/i, /no results for/i],
  'review-site': [/this (listing|property) (is no longer|has been removed)/i, /no longer available/i, /no results found/i],
  broker: [],
};

/** The verdict of one check of one target. Order matters: a refusal before a soft 404, a soft 404 before a lost tag. */
export function verdictOf(target: LinkTarget, result: LinkCheckResult): LinkObservation {
  const final = result.hops.at(-1);
  const hops = result.hops.length;
  if (result.failure !== undefined || final === undefined) return { verdict: 'failed', detail: failureText(result.failure), hops, ...(final ? { finalUrl: final.url, finalStatus: final.status } : {}) };
  const seen = { finalUrl: final.url, finalStatus: final.status, hops };
  if (UNVERIFIABLE_STATUSES.includes(final.status)) return { verdict: 'unverifiable', detail: `The partner refused the checker (${final.status}): not a sign the page is gone`, ...seen };
  if (CAPTCHA_PATTERNS.some((pattern) => pattern.test(result.body))) return { verdict: 'unverifiable', detail: 'The partner answered with a robot check (captcha)', ...seen };
  if (final.status < 200 || final.status > 299) return { verdict: 'failed', detail: `The final address answered ${final.status}`, ...seen };
  const soft = SOFT_404_PATTERNS[target.partner].find((pattern) => pattern.test(result.body));
  if (soft !== undefined) return { verdict: 'unavailable', detail: `The page says "${soft.exec(result.body)![0]}"`, ...seen };
  if (hops > 1 && isHomePage(final.url) && !isHomePage(target.url)) return { verdict: 'unavailable', detail: "Redirected to the partner's home page", ...seen };
  const lost = Object.entries(target.partnerParameters).filter(([name, value]) => new URL(final.url).searchParams.get(name) !== value);
  if (lost.length > 0) return { verdict: 'untagged', detail: `Lost on the way: ${lost.map(([name]) => name).join(', ')}`, ...seen };
  if (hops > 1) return { verdict: 'redirected', detail: `Redirected ${hops - 1} time${hops > 2 ? 's' : ''}, partner parameters kept`, ...seen };
  return { verdict: 'ok', detail: 'Answered 200', ...seen };
}

function isHomePage(url: string): boolean {
  return new URL(url).pathname === '/';
}

function failureText(failure: LinkCheckResult['failure']): string {
  if (failure === 'timeout') return 'No answer in time';
  if (failure === 'too-many-redirects') return 'Too many redirects';
  return 'No connection to the partner';
}
