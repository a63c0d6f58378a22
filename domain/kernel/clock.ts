/** The time now (docs/architecture.md §1: a port wherever a rule depends on time, so tests need not wait). */
export interface Clock {
  now(): Date;
}
