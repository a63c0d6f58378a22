import type { ClickDay } from './click-day.js';
import type { ClickReport } from './click-report.js';

/** The clicks of one day on one link at one place (page, section, position): all that is ever stored. */
export interface DailyClickCount extends ClickReport {
  readonly day: ClickDay;
  readonly clicks: number;
}

/**
 * The stored click counts (docs/architecture.md §1 `ClickCounts`): memory, SQLite or PostgreSQL. Adding is an
 * increment, so any number of servers count into the same totals.
 */
export interface ClickCounts {
  /** Adds each count to the stored total of its day, link and place, all or none. */
  add(counts: readonly DailyClickCount[]): Promise<void>;
  /** Every stored count from `firstDay` to `lastDay`, both included, in no particular order. */
  between(firstDay: ClickDay, lastDay: ClickDay): Promise<DailyClickCount[]>;
}

/** The key of a count's day, link and place. */
export function clickCountKey(count: Omit<DailyClickCount, 'clicks'>): string {
  return JSON.stringify([count.day, count.linkId, count.page, count.section, count.position]);
}

/** Counts of the same day, link and place added together. */
export function mergeClickCounts(counts: readonly DailyClickCount[]): DailyClickCount[] {
  const merged = new Map<string, DailyClickCount>();
  for (const count of counts) {
    const key = clickCountKey(count);
    const known = merged.get(key);
    merged.set(key, known ? { ...known, clicks: known.clicks + count.clicks } : { ...count });
  }
  return [...merged.values()];
}
