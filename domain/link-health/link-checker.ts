/*
 * The port that fetches one partner link (issue 40 point 1): redirects followed by hand, each hop recorded, the final
 * page's first bytes kept for the soft-404 patterns, and a timeout. Adapters: node's fetch (adapters/link-check), memory.
 */

/** One answer on the way: the address asked and its status; a redirect's Location, resolved. */
export interface LinkCheckHop {
  readonly url: string;
  readonly status: number;
  readonly location?: string;
}

/** What checking one address found. */
export interface LinkCheckResult {
  /** Every answer, the first address's first; the last is the final answer (none when the first request failed). */
  readonly hops: readonly LinkCheckHop[];
  /**
   * Why no final answer came: no answer in time, no connection, or redirects beyond the limit; `declined`: a host on
   * the way asked checkers to stay away longer than a run waits, so it was not asked (never a verdict on the link).
   */
  readonly failure?: 'timeout' | 'network' | 'too-many-redirects' | 'declined';
  /** The start of the final page's text (at most the checker's body limit), for the soft-404 and captcha patterns. */
  readonly body: string;
  /** The final answer's Retry-After, in ms, when it gave one (429, 503). */
  readonly retryAfterMs?: number;
}

/** Ends a host's turn once its answer is read, with the answer's Retry-After (ms) when it gave one. */
export type EndTurn = (retryAfterMs: number | undefined) => void;
/**
 * Waits until `url`'s host may be asked (./host-turns.ts): a checker takes a turn before every request, each hop of a
 * redirect included, and ends it once the answer is read; undefined: the host is not to be asked this run.
 */
export type HostTurn = (url: string) => Promise<EndTurn | undefined>;

export interface LinkCheckRequest {
  readonly url: string;
  /** For the requests themselves: the waits for a host's turn do not count. */
  readonly timeoutMs: number;
  readonly turn: HostTurn;
}

export interface LinkChecker {
  check(request: LinkCheckRequest): Promise<LinkCheckResult>;
}

/** Redirects followed before a link counts as failed (lychee's and linkinator's default is 10 as well). */
export const MAX_REDIRECTS = 10;
/** How much of a final page is read: soft-404 and captcha words sit near the top; memory stays bounded. */
export const BODY_LIMIT_BYTES = 256 * 1024;
