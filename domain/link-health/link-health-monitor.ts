import type { Clock } from '../kernel/clock.js';
import type { CancelTask, Scheduler } from '../kernel/scheduler.js';
import { nextLinkHealth, type LinkHealth } from './link-health.js';
import type { HostTurn, LinkChecker, LinkCheckResult } from './link-checker.js';
import { LINK_CHECK_LEASE_MS, LINK_CHECK_POLL_MS } from './link-check-schedule.js';
import type { ClaimedLinkCheckRun, LinkHealthStore } from './link-health-store.js';
import type { LinkTargetSource } from './link-target-source.js';
import { hostOf, type LinkTarget } from './link-target.js';
import { verdictOf } from './link-verdict.js';
import { HostTurns, MAX_RETRY_AFTER_MS } from './host-turns.js';

/** How the checks behave (server/settings-schema.ts gives the operator's values). */
export interface LinkCheckSettings {
  /** Between runs; undefined: no schedule, runs only when the operator asks (LINK_CHECK off). */
  readonly intervalMs: number | undefined;
  /** Between two requests to one host (issue 40 point 3: a good neighbour). */
  readonly pauseMs: number;
  /** How far apart two failures must be for a link to be broken (./link-health.ts). */
  readonly confirmAfterMs: number;
  /** How long one request may take. */
  readonly timeoutMs: number;
  /** A run's lease (LINK_CHECK_LEASE_MS unless set): a stopped server's run is taken up this long after its last check. */
  readonly leaseMs?: number;
  /** How often this server looks for a due run (LINK_CHECK_POLL_MS unless set). */
  readonly pollMs?: number;
}

export { MAX_RETRY_AFTER_MS } from './host-turns.js';

/**
 * Checks every partner link of the published catalogue (issue 40 points 1 to 4, docs/decisions/127, 128), on every
 * server: the run is claimed in the shared store for a lease, so of two servers one runs it; the lease is renewed
 * after each check and a run a stopped server left is taken up where it stopped (links checked since it began are not
 * checked again). Links are queued by the host each asks first, the queues side by side; every request, each hop of a
 * redirect included, takes its host's turn (./host-turns.ts): one at a time per host, a pause between, Retry-After obeyed.
 */
export class LinkHealthMonitor {
  private timer: CancelTask | undefined;
  private running: Promise<void> | undefined;
  private halted = false;

  constructor(
    private readonly store: LinkHealthStore,
    /** The links the published catalogue makes now (./published-link-targets.ts). */
    private readonly targets: LinkTargetSource,
    private readonly checker: LinkChecker,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly settings: LinkCheckSettings,
    /** This server's name in its leases, unique among the servers. */
    private readonly claimant: string,
    /** Told of a run that failed for an unforeseen reason (the database away): its lease runs out and it is taken up again. */
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Looks whether a run is due now, then every LINK_CHECK_POLL_MS, until stop. */
  start(): void {
    this.halted = false;
    this.next(0);
  }

  /** Looks no more, and lets the check under way end (the run stops there and is taken up later). */
  async stop(): Promise<void> {
    this.halted = true;
    this.timer?.();
    this.timer = undefined;
    await this.running;
  }

  /** "Check now": asks for a run, which this server starts at once unless a run is under way somewhere. */
  async checkNow(): Promise<void> {
    await this.store.request(this.clock.now());
    void this.runOnce();
  }

  /** Runs the due run, if this server can claim it, to its end; gives the run, or undefined when none was claimed. */
  async runDue(): Promise<ClaimedLinkCheckRun | undefined> {
    const run = await this.store.claim(this.clock.now(), this.claimant, this.leaseMs, this.settings.intervalMs);
    if (run === undefined) return undefined;
    const [targets, known] = await Promise.all([this.targets.targets(), this.store.all()]);
    const health = new Map<string, LinkHealth>(known.map((link) => [link.linkId, link]));
    const begun = Date.parse(run.startedAt);
    const left = targets.filter((target) => {
      const checked = health.get(target.linkId)?.lastChecked;
      return checked === undefined || Date.parse(checked) < begun;
    });
    const lease = { held: true };
    const turns = new HostTurns(this.clock, this.scheduler, this.settings.pauseMs);
    await Promise.all([...byHost(left).values()].map((hostTargets) => this.checkHost(hostTargets, health, lease, turns)));
    if (lease.held && !this.halted) await this.store.finish(this.clock.now(), this.claimant);
    return run;
  }

  /**
   * One queue's links in turn. A Retry-After up to MAX_RETRY_AFTER_MS is waited out (the host's turn holds it back) and
   * the link asked once more; a check declined (a host asked for a longer rest, or this server stopped or lost the
   * lease while it waited) is not recorded: the link keeps what the last run found, and the run that takes it up asks it.
   */
  private async checkHost(targets: readonly LinkTarget[], health: ReadonlyMap<string, LinkHealth>, lease: { held: boolean }, turns: HostTurns): Promise<void> {
    for (const target of targets) {
      if (!lease.held || this.halted) return;
      let result = await this.check(target, turns, lease);
      if ((result.retryAfterMs ?? Infinity) <= MAX_RETRY_AFTER_MS) result = await this.check(target, turns, lease);
      if (result.failure === 'declined') continue;
      const next = nextLinkHealth(health.get(target.linkId), target.linkId, verdictOf(target, result), this.clock.now(), this.settings.confirmAfterMs);
      await this.store.record(next);
      lease.held &&= await this.store.renew(this.clock.now(), this.claimant, this.leaseMs);
    }
  }

  private get leaseMs(): number {
    return this.settings.leaseMs ?? LINK_CHECK_LEASE_MS;
  }

  /** One check, each of its requests in its host's turn; none once this server stops or loses the lease while it waits. */
  private check(target: LinkTarget, turns: HostTurns, lease: { held: boolean }): Promise<LinkCheckResult> {
    const turn: HostTurn = (url) => turns.take(url, () => lease.held && !this.halted);
    return this.checker.check({ url: target.url, timeoutMs: this.settings.timeoutMs, turn });
  }

  private next(delayMs: number): void {
    if (this.halted) return;
    this.timer = this.scheduler.schedule(delayMs, () => {
      void this.runOnce().then(() => this.next(this.settings.pollMs ?? LINK_CHECK_POLL_MS));
    });
  }

  /** The run under way on this server, or a new look for a due one: never two at once on one server. */
  private runOnce(): Promise<void> {
    this.running ??= this.runDue()
      .then(() => undefined, (error: unknown) => this.onError(error))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}

/** The targets grouped by the host each asks first, in their order. */
function byHost(targets: readonly LinkTarget[]): Map<string, LinkTarget[]> {
  const hosts = new Map<string, LinkTarget[]>();
  for (const target of targets) hosts.set(hostOf(target.url), [...(hosts.get(hostOf(target.url)) ?? []), target]);
  return hosts;
}
