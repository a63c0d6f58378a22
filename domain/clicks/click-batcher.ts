import type { Clock } from '../kernel/clock.js';
import type { CancelTask, Scheduler } from '../kernel/scheduler.js';
import { clickDayOf } from './click-day.js';
import { clickCountKey, type ClickCounts, type DailyClickCount } from './click-counts.js';
import type { ClickReport } from './click-report.js';

/** A click waits at most this long before it is written (docs/decisions/068-click-batches.md). */
export const CLICK_BATCH_MAX_AGE_MS = 1000;

/**
 * Counts clicks in memory and writes them in batches (docs/decisions/068): the first click of an empty batch starts a
 * one-second timer, and when it runs, the whole batch is one `add` of one row per day, link and place. A storm of
 * clicks costs one write a second; a stop loses at most the batch not yet written (the shutdown writes it). A write
 * that fails puts its counts back into the next batch, so nothing counted is dropped.
 */
export class ClickBatcher {
  private pending = new Map<string, DailyClickCount>();
  private timer: CancelTask | undefined;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly counts: ClickCounts,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly onWriteError: (error: unknown) => void = () => undefined,
  ) {}

  record(report: ClickReport): void {
    this.put({ ...report, day: clickDayOf(this.clock.now()), clicks: 1 });
    this.scheduleFlush();
  }

  /** How many clicks wait to be written. */
  get waiting(): number {
    let clicks = 0;
    for (const count of this.pending.values()) clicks += count.clicks;
    return clicks;
  }

  /** Writes what waits now (the timer's task, and the shutdown's), after any write already under way. */
  flush(): Promise<void> {
    this.timer?.();
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.writing = this.writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.counts.add(batch);
      } catch (error) {
        for (const count of batch) this.put(count);
        this.scheduleFlush();
        this.onWriteError(error);
      }
    });
    return this.writing;
  }

  /** The server's stop: writes what waits, and starts no timer after (a failed last write is reported, not retried). */
  close(): Promise<void> {
    this.closed = true;
    return this.flush();
  }

  private scheduleFlush(): void {
    if (this.closed) return;
    this.timer ??= this.scheduler.schedule(CLICK_BATCH_MAX_AGE_MS, () => {
      this.timer = undefined;
      void this.flush();
    });
  }

  private put(count: DailyClickCount): void {
    const key = clickCountKey(count);
    const known = this.pending.get(key);
    this.pending.set(key, known ? { ...known, clicks: known.clicks + count.clicks } : count);
  }
}
