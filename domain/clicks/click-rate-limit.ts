import type { Clock } from '../kernel/clock.js';

/** docs/decisions/068: one client address may report this many clicks a minute; more are answered 429, not counted. */
export const CLICKS_PER_CLIENT_PER_MINUTE = 60;
const MINUTE_MS = 60_000;
/** Clients remembered at once: past this, the oldest minute's clients are forgotten first, so memory stays bounded. */
export const MAX_TRACKED_CLIENTS = 50_000;

/**
 * The per-client limit of click reports (docs/decisions/068), kept in each server's memory: it guards the counts
 * against one address flooding them, and a limit per server (not shared) is enough for that. Fixed one-minute
 * windows; the answer says when the window ends (Retry-After).
 */
export class ClickRateLimiter {
  private readonly windows = new Map<string, { readonly start: number; count: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly limit: number = CLICKS_PER_CLIENT_PER_MINUTE,
    private readonly maxClients: number = MAX_TRACKED_CLIENTS,
  ) {}

  /** Takes one report of the client: undefined when allowed, else the seconds until it may report again. */
  take(client: string): number | undefined {
    const now = this.clock.now().getTime();
    let window = this.windows.get(client);
    if (!window || now - window.start >= MINUTE_MS) {
      this.windows.delete(client);
      this.forgetOldest(now);
      window = { start: now, count: 0 };
      this.windows.set(client, window);
    }
    if (window.count >= this.limit) return Math.max(1, Math.ceil((window.start + MINUTE_MS - now) / 1000));
    window.count++;
    return undefined;
  }

  /** How many clients are remembered. */
  get clients(): number {
    return this.windows.size;
  }

  private forgetOldest(now: number): void {
    // A Map iterates in insertion order, and each client is (re)inserted when its window starts: oldest first.
    for (const [client, window] of this.windows) {
      if (this.windows.size < this.maxClients && now - window.start < MINUTE_MS) return;
      this.windows.delete(client);
    }
  }
}
