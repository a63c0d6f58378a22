import type { Clock } from './clock.js';

export interface RateRule {
  /** Requests a client may make in one window. */
  readonly perWindow: number;
  readonly windowMs: number;
  /** Clients remembered at once; past it, ended windows are forgotten first, then the oldest. Memory stays bounded. */
  readonly maxClients: number;
}

export type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number };

/**
 * A fixed-window limit per client (an address): each client's window starts with its first request;
 * within it, `perWindow` requests are allowed and the rest refused with the time until it ends
 * (docs/decisions/057). A refused request is not counted. Kept in memory: per server, not shared.
 */
export class PerClientRateLimit {
  private readonly windows = new Map<string, { readonly start: number; count: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly rule: RateRule,
  ) {}

  /** How many clients are remembered now. */
  get clients(): number {
    return this.windows.size;
  }

  /** Counts one request of `client`, or refuses it. */
  take(client: string): RateDecision {
    const now = this.clock.now().getTime();
    let window = this.windows.get(client);
    if (window && now - window.start >= this.rule.windowMs) {
      this.windows.delete(client);
      window = undefined;
    }
    if (!window) {
      this.makeRoom(now);
      window = { start: now, count: 0 };
      this.windows.set(client, window);
    }
    if (window.count >= this.rule.perWindow) return { allowed: false, retryAfterMs: window.start + this.rule.windowMs - now };
    window.count++;
    return { allowed: true };
  }

  private makeRoom(now: number): void {
    if (this.windows.size < this.rule.maxClients) return;
    for (const [client, window] of this.windows) if (now - window.start >= this.rule.windowMs) this.windows.delete(client);
    // Map order is the order windows started: the first is the oldest.
    while (this.windows.size >= this.rule.maxClients) this.windows.delete(this.windows.keys().next().value!);
  }
}
