import type { Clock } from '../kernel/clock.js';
import type { CancelTask, Scheduler } from '../kernel/scheduler.js';
import { nextLinkHealth, type LinkHealth } from './link-health.js';
import type { LinkChecker, LinkCheckResult } from './link-checker.js';
import { LINK_CHECK_LEASE_MS, LINK_CHECK_POLL_MS } from './link-check-schedule.js';
import type { ClaimedLinkCheckRun, LinkHealthStore } from './link-health-store.js';
import type { LinkTargetSource } from './link-target-source.js';
import { hostOf, type LinkTarget } from './link-target.js';
import { verdictOf } from './link-verdict.js';

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

/** The longest Retry-After obeyed by waiting and asking once more; a longer one leaves the link unverifiable this run. */
export const MAX_RETRY_AFTER_MS = 30_000;

/**
 * Checks every partner link of the published catalogue (issue 40 points 1 to 4, docs/decisions/127, 128), on every
 * server: the run is claimed in the shared store for a lease, so of two servers one runs it; the lease is renewed
 * after each check and a run a stopped server left is taken up where it stopped (links checked since it began are not
 * checked again). Each host is asked one request at a time, a pause between, its Retry-After obeyed; hosts are asked
 * side by side.
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
    await Promise.all([...byHost(left).values()].map((hostTargets) => this.checkHost(hostTargets, health, lease)));
    if (lease.held && !this.halted) await this.store.finish(this.clock.now(), this.claimant);
    return run;
  }

  /**
   * One host's links, one request at a time: the pause between two, or the host's Retry-After when longer. A Retry-After
   * up to MAX_RETRY_AFTER_MS is waited out and the link asked once more; a longer one leaves the host's other links to
   * the next run, since asking sooner is what the partner refused.
   */
  private async checkHost(targets: readonly LinkTarget[], health: ReadonlyMap<string, LinkHealth>, lease: { held: boolean }): Promise<void> {
    let restMs = 0;
    for (const target of targets) {
      await this.wait(restMs);
      if (!lease.held || this.halted) return;
      let result = await this.check(target);
      const asked = result.retryAfterMs ?? Infinity;
      if (asked <= MAX_RETRY_AFTER_MS) {
        await this.wait(Math.max(asked, this.settings.pauseMs));
        result = await this.check(target);
      }
      const next = nextLinkHealth(health.get(target.linkId), target.linkId, verdictOf(target, result), this.clock.now(), this.settings.confirmAfterMs);
      await this.store.record(next);
      lease.held &&= await this.store.renew(this.clock.now(), this.claimant, this.leaseMs);
      if ((result.retryAfterMs ?? 0) > MAX_RETRY_AFTER_MS) return;
      restMs = Math.max(this.settings.pauseMs, result.retryAfterMs ?? 0);
    }
  }

  private get leaseMs(): number {
    return this.settings.leaseMs ?? LINK_CHECK_LEASE_MS;
  }

  private check(target: LinkTarget): Promise<LinkCheckResult> {
    return this.checker.check({ url: target.url, timeoutMs: this.settings.timeoutMs });
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => this.scheduler.schedule(ms, resolve));
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
