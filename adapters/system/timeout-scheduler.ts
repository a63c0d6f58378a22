import type { CancelTask, Scheduler } from '../../domain/kernel/scheduler.js';

/** A Scheduler on the runtime's own timers (setTimeout exists in the browser and in Node). */
export class TimeoutScheduler implements Scheduler {
  schedule(delayMs: number, task: () => void): CancelTask {
    const handle = setTimeout(task, Math.max(0, delayMs));
    return () => clearTimeout(handle);
  }
}
