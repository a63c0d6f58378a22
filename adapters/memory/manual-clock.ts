import type { Clock } from '../../domain/kernel/clock.js';

/** A clock that moves only when told: expiry rules are tested without waiting. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date = new Date('2026-01-15T09:00:00Z')) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
