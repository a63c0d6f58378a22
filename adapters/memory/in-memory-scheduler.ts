import type { CancelTask, Scheduler } from '../../domain/kernel/scheduler.js';

interface Pending {
  readonly due: number;
  readonly order: number;
  readonly task: () => void;
}

/** A Scheduler on a virtual timeline: `advance` runs what falls due, in due-time order. */
export class InMemoryScheduler implements Scheduler {
  private elapsed = 0;
  private order = 0;
  private readonly pending = new Set<Pending>();

  schedule(delayMs: number, task: () => void): CancelTask {
    const entry = { due: this.elapsed + Math.max(0, delayMs), order: this.order++, task };
    this.pending.add(entry);
    return () => this.pending.delete(entry);
  }

  /** Moves the timeline on by `ms`, running each task that falls due (tasks it schedules too). */
  advance(ms: number): void {
    const until = this.elapsed + ms;
    for (let next = this.nextDue(until); next; next = this.nextDue(until)) {
      this.pending.delete(next);
      this.elapsed = next.due;
      next.task();
    }
    this.elapsed = until;
  }

  /** How many tasks wait to run. */
  get waiting(): number {
    return this.pending.size;
  }

  private nextDue(until: number): Pending | undefined {
    return [...this.pending].filter((entry) => entry.due <= until).sort((a, b) => a.due - b.due || a.order - b.order)[0];
  }
}
