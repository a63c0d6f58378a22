import { clickCountKey, type ClickCounts, type DailyClickCount } from '../../domain/clicks/click-counts.js';
import type { ClickDay } from '../../domain/clicks/click-day.js';
import { InMemoryDisk } from './in-memory-disk.js';

/**
 * Click counts in memory, for tests; `sharing` gives a second instance over the same totals (a second server). On a
 * full `disk` (InMemoryDisk) a batch is refused whole.
 */
export class InMemoryClickCounts implements ClickCounts {
  constructor(
    private readonly totals: Map<string, DailyClickCount> = new Map(),
    private readonly disk: InMemoryDisk = new InMemoryDisk(),
  ) {}

  sharing(): InMemoryClickCounts {
    return new InMemoryClickCounts(this.totals, this.disk);
  }

  async add(counts: readonly DailyClickCount[]): Promise<void> {
    if (counts.length > 0) this.disk.write();
    for (const count of counts) {
      const key = clickCountKey(count);
      const known = this.totals.get(key);
      this.totals.set(key, { ...count, clicks: (known?.clicks ?? 0) + count.clicks });
    }
  }

  async between(firstDay: ClickDay, lastDay: ClickDay): Promise<DailyClickCount[]> {
    return [...this.totals.values()].filter((count) => count.day >= firstDay && count.day <= lastDay).map((count) => ({ ...count }));
  }
}
