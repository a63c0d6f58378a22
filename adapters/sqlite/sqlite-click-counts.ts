import type { ClickCounts, DailyClickCount } from '../../domain/clicks/click-counts.js';
import type { ClickDay } from '../../domain/clicks/click-day.js';
import { inTransaction, type SqliteDatabase } from './database.js';

interface ClickCountRow {
  day: string;
  link_id: string;
  page: string;
  section: string;
  position: number;
  clicks: number;
}

/** Click counts in the SQLite file: one row per day, link and place, incremented in one transaction per batch. */
export class SqliteClickCounts implements ClickCounts {
  constructor(private readonly db: SqliteDatabase) {}

  async add(counts: readonly DailyClickCount[]): Promise<void> {
    if (counts.length === 0) return;
    const upsert = this.db.prepare(
      `INSERT INTO click_counts (day, link_id, page, section, position, clicks) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (day, link_id, page, section, position) DO UPDATE SET clicks = clicks + excluded.clicks`,
    );
    inTransaction(this.db, () => {
      for (const count of counts) upsert.run(count.day, count.linkId, count.page, count.section, count.position, count.clicks);
    });
  }

  async between(firstDay: ClickDay, lastDay: ClickDay): Promise<DailyClickCount[]> {
    const rows = this.db
      .prepare('SELECT day, link_id, page, section, position, clicks FROM click_counts WHERE day BETWEEN ? AND ?')
      .all(firstDay, lastDay) as unknown as ClickCountRow[];
    return rows.map((row) => ({ day: row.day, linkId: row.link_id, page: row.page, section: row.section, position: Number(row.position), clicks: Number(row.clicks) }));
  }
}
