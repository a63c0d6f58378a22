import type { Clock } from '../kernel/clock.js';

/** docs/decisions/068: one client (an address; for IPv6, its /64) may report this many clicks a minute; more are answered 429, not counted. */
export const CLICKS_PER_CLIENT_PER_MINUTE = 60;
const MINUTE_MS = 60_000;
/** Clients remembered at once: past this, the oldest minute's clients are forgotten first, so memory stays bounded. */
export const MAX_TRACKED_CLIENTS = 50_000;

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;

/** The eight groups of an IPv6 address, without leading zeros, or undefined when it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  return groups.every((group) => IPV6_GROUP.test(group)) ? groups.map((group) => parseInt(group, 16).toString(16)) : undefined;
}

/**
 * Who the limit counts (issue 35): an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4 form), an IPv6
 * address by its /64, the smallest block a provider gives one home or one server, whose owner can use any of its 2^64
 * addresses; anything else as it is.
 */
export function limitedClientOf(address: string): string {
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped) return mapped[1]!;
  // A link-local address names its interface after a %: the interface is not part of the address.
  const groups = ipv6Groups(address.split('%')[0]!);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

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

  /** Takes one report of the client at this address (its /64 for IPv6): undefined when allowed, else the seconds until it may report again. */
  take(address: string): number | undefined {
    const client = limitedClientOf(address);
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
