/** What a gate gave back: the task's result, or `busy` when the task was refused without being started. */
export type GateOutcome<T> = { readonly kind: 'done'; readonly value: T } | { readonly kind: 'busy' };

/**
 * At most `running` tasks at a time, at most `waiting` more in line (first come, first served), and any
 * further task refused at once (docs/decisions/052): a burst of costly work (password hashing) then
 * takes a bounded share of the machine, and the rest of the server stays fast.
 */
export class ConcurrencyGate {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly running: number,
    readonly waiting: number,
  ) {
    if (!Number.isInteger(running) || running < 1) throw new RangeError('A gate lets at least one task run');
    if (!Number.isInteger(waiting) || waiting < 0) throw new RangeError('A gate keeps zero or more tasks waiting');
  }

  /** Tasks running now, and tasks waiting for a place. */
  get load(): { readonly running: number; readonly waiting: number } {
    return { running: this.active, waiting: this.queue.length };
  }

  async run<T>(task: () => Promise<T>): Promise<GateOutcome<T>> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) return { kind: 'busy' };
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active++;
    }
    try {
      return { kind: 'done', value: await task() };
    } finally {
      // The place passes straight to the next in line, so a newcomer cannot overtake it.
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}
