import type { Clock } from '../../domain/kernel/clock.js';
import type { CancelTask, Scheduler } from '../../domain/kernel/scheduler.js';

interface Pending {
  readonly due: number;
  readonly order: number;
  readonly task: () => void;
}

/** Lets every promise settled so far run its callbacks (a macrotask turn: all microtasks run first). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A clock and a scheduler on one virtual timeline, for async work paced by timers (the link checker's pauses): `advance`
 * moves to each due task in turn, lets the promises it resolves run, and reads the clock at that task's time.
 */
export class VirtualTime implements Clock, Scheduler {
  private elapsed = 0;
  private order = 0;
  private readonly pending = new Set<Pending>();

  constructor(private readonly start: Date = new Date('2026-11-01T00:00:00.000Z')) {}

  now(): Date {
    return new Date(this.start.getTime() + this.elapsed);
  }

  schedule(delayMs: number, task: () => void): CancelTask {
    const entry = { due: this.elapsed + Math.max(0, delayMs), order: this.order++, task };
    this.pending.add(entry);
    return () => this.pending.delete(entry);
  }

  /** Moves the timeline on by `ms`, running what falls due in order and letting the work it wakes go on. */
  async advance(ms: number): Promise<void> {
    const until = this.elapsed + ms;
    await settle();
    for (let next = this.nextDue(until); next; next = this.nextDue(until)) {
      this.pending.delete(next);
      this.elapsed = next.due;
      next.task();
      await settle();
    }
    this.elapsed = until;
    await settle();
  }

  /** Runs until `done` settles, moving to each due task in turn; gives its value. */
  async until<T>(done: Promise<T>, limitMs = 24 * 3_600_000): Promise<T> {
    let settled = false;
    const watched = done.finally(() => (settled = true));
    const limit = this.elapsed + limitMs;
    await settle();
    while (!settled) {
      const next = this.nextDue(limit);
      if (next === undefined) throw new Error('Nothing left to run, and the work has not ended');
      await this.advance(next.due - this.elapsed);
    }
    return watched;
  }

  private nextDue(until: number): Pending | undefined {
    return [...this.pending].filter((entry) => entry.due <= until).sort((a, b) => a.due - b.due || a.order - b.order)[0];
  }
}
