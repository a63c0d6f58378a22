import type { Clock } from '../kernel/clock.js';
import type { Scheduler } from '../kernel/scheduler.js';
import type { EndTurn } from './link-checker.js';
import { hostOf } from './link-target.js';

/** The longest Retry-After obeyed by waiting; a host asking for a longer rest is asked nothing more this run. */
export const MAX_RETRY_AFTER_MS = 30_000;

interface HostQueue {
  /** Settles when the last turn taken on the host has ended: the next one waits for it. */
  tail: Promise<void>;
  /** Before this time (ms), the host rests: the pause after its last answer, or its Retry-After when longer. */
  restUntil: number;
  /** The host asked for a rest beyond MAX_RETRY_AFTER_MS: no more turns this run. */
  declined: boolean;
}

/**
 * The good neighbour's rule for every request of a run, each hop of a redirect chain included (issue 40 point 3,
 * docs/decisions/128, 140): one request at a time per host, in the order asked; the pause after each answer, or the
 * host's Retry-After when longer; a host that asks for more than MAX_RETRY_AFTER_MS is left alone for the rest of the
 * run. Hosts are independent, so a redirect to another host waits its turn there, never holding its first host's.
 */
export class HostTurns {
  private readonly hosts = new Map<string, HostQueue>();

  constructor(
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly pauseMs: number,
  ) {}

  /**
   * Waits for the turn of `url`'s host; undefined when the host declined this run, or when `goOn` says no once the turn
   * came (the server stopped, or lost its run, while it waited): the turn then passes on untaken.
   */
  async take(url: string, goOn: () => boolean): Promise<EndTurn | undefined> {
    const host = this.queueOf(hostOf(url));
    const previous = host.tail;
    let ended!: () => void;
    host.tail = new Promise<void>((resolve) => (ended = resolve));
    await previous;
    if (!host.declined) await new Promise<void>((resolve) => this.scheduler.schedule(host.restUntil - this.clock.now().getTime(), resolve));
    if (host.declined || !goOn()) {
      ended();
      return undefined;
    }
    return (retryAfterMs) => {
      host.declined = (retryAfterMs ?? 0) > MAX_RETRY_AFTER_MS;
      host.restUntil = this.clock.now().getTime() + Math.max(this.pauseMs, retryAfterMs ?? 0);
      ended();
    };
  }

  private queueOf(host: string): HostQueue {
    const known = this.hosts.get(host);
    if (known !== undefined) return known;
    const fresh: HostQueue = { tail: Promise.resolve(), restUntil: 0, declined: false };
    this.hosts.set(host, fresh);
    return fresh;
  }
}
