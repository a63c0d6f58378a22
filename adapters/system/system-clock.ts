import type { Clock } from '../../domain/kernel/clock.js';

/** The machine's clock. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
