import type { Clock } from '../../domain/kernel/clock.js';
import type { LinkChecker, LinkCheckRequest, LinkCheckResult } from '../../domain/link-health/link-checker.js';
import type { Scheduler } from '../../domain/kernel/scheduler.js';

/** One request the fake checker took: its address, host, and when it began and ended on the clock. */
export interface CheckedRequest {
  readonly url: string;
  readonly host: string;
  readonly startedAt: number;
  endedAt?: number;
}

/**
 * A LinkChecker that answers from a script, each hop taking its host's turn and `answerMs` on the scheduler's timeline,
 * and logs each request with its times, so pacing is tested on a fake clock: how many requests a host had at once, and
 * the gaps.
 */
export class InMemoryLinkChecker implements LinkChecker {
  readonly requests: CheckedRequest[] = [];
  private readonly answers = new Map<string, LinkCheckResult[]>();

  constructor(
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly answerMs = 100,
  ) {}

  /** The answers to give for an address, in turn; the last is repeated. Unscripted addresses answer 200 at once. */
  answer(url: string, ...results: LinkCheckResult[]): void {
    this.answers.set(url, results);
  }

  /**
   * Gives the scripted answer hop by hop: each hop (or, for an answer without hops, the address itself) takes its host's
   * turn, is logged as one request and takes `answerMs`; the final hop ends its turn with the answer's Retry-After.
   */
  async check({ url, turn }: LinkCheckRequest): Promise<LinkCheckResult> {
    const queue = this.answers.get(url) ?? [];
    const result = (queue.length > 1 ? queue.shift() : queue[0]) ?? { hops: [{ url, status: 200 }], body: '' };
    const asked = result.hops.length > 0 ? result.hops.map((hop) => hop.url) : [url];
    for (const [index, address] of asked.entries()) {
      const endTurn = await turn(address);
      if (endTurn === undefined) return { hops: result.hops.slice(0, index), failure: 'declined', body: '' };
      const request: CheckedRequest = { url: address, host: new URL(address).host, startedAt: this.clock.now().getTime() };
      this.requests.push(request);
      await new Promise<void>((resolve) => this.scheduler.schedule(this.answerMs, resolve));
      request.endedAt = this.clock.now().getTime();
      endTurn(index === asked.length - 1 ? result.retryAfterMs : undefined);
    }
    return result;
  }

  /** The most requests one host had under way at once. */
  peakPerHost(): number {
    let peak = 0;
    for (const request of this.requests) {
      const overlapping = this.requests.filter((other) => other.host === request.host && other.startedAt <= request.startedAt && (other.endedAt ?? Infinity) > request.startedAt);
      peak = Math.max(peak, overlapping.length);
    }
    return peak;
  }

  /** The shortest time between one request's end and the next request's start on the same host. */
  shortestGap(): number {
    let gap = Infinity;
    const hosts = new Set(this.requests.map((request) => request.host));
    for (const host of hosts) {
      const own = this.requests.filter((request) => request.host === host);
      for (let index = 1; index < own.length; index++) gap = Math.min(gap, own[index]!.startedAt - (own[index - 1]!.endedAt ?? Infinity));
    }
    return gap;
  }
}
