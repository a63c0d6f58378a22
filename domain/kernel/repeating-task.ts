import type { CancelTask, Scheduler } from './scheduler.js';

/**
 * Runs `round` now, then `everyMs` after each round ends, until stopped; a round that fails is told to `onError` and
 * the next one comes as usual. `stop` waits for the round under way.
 */
export class RepeatingTask {
  private timer: CancelTask | undefined;
  private round: Promise<void> = Promise.resolve();
  /** Set by start and stop; no round is scheduled before start. */
  private stopped?: boolean;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly everyMs: number,
    private readonly work: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.stopped = false;
    this.next(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timer?.();
    this.timer = undefined;
    await this.round;
  }

  private next(delayMs: number): void {
    if (this.stopped) return;
    this.timer = this.scheduler.schedule(delayMs, () => {
      this.round = this.work().then(
        () => this.next(this.everyMs),
        (error: unknown) => {
          this.onError(error);
          this.next(this.everyMs);
        },
      );
    });
  }
}
