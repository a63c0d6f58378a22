/** Cancels a scheduled task; calling it after the task ran, or twice, does nothing. */
export type CancelTask = () => void;

/** Runs a task once after a delay (docs/architecture.md §1: timers are a port, so rules over time test without waiting). */
export interface Scheduler {
  schedule(delayMs: number, task: () => void): CancelTask;
}
