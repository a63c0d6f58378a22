import type { ClickCounts, DailyClickCount } from '../../domain/clicks/click-counts.js';
import type { ClickDay } from '../../domain/clicks/click-day.js';
import type { PostgresPool } from './database.js';

/**
 * Click counts in PostgreSQL: one statement per batch (arrays unnested into rows), incrementing each row, so servers
 * writing at once add up instead of overwriting each other.
 */
export class PostgresClickCounts implements ClickCounts {
  constructor(private readonly pool: PostgresPool) {}

  async add(counts: readonly DailyClickCount[]): Promise<void> {
    if (counts.length === 0) return;
    await this.pool.query(
      `INSERT INTO click_counts (day, link_id, page, section, position, clicks)
       SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::int[], $6::bigint[])
       ON CONFLICT (day, link_id, page, section, position) DO UPDATE SET clicks = click_counts.clicks + excluded.clicks`,
      [
        counts.map((count) => count.day),
        counts.map((count) => count.linkId),
        counts.map((count) => count.page),
        counts.map((count) => count.section),
        counts.map((count) => count.position),
        counts.map((count) => count.clicks),
      ],
    );
  }

  async between(firstDay: ClickDay, lastDay: ClickDay): Promise<DailyClickCount[]> {
    const { rows } = await this.pool.query<{ day: string; link_id: string; page: string; section: string; position: number; clicks: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, link_id, page, section, position, clicks FROM click_counts WHERE day BETWEEN $1 AND $2`,
      [firstDay, lastDay],
    );
    return rows.map((row) => ({ day: row.day, linkId: row.link_id, page: row.page, section: row.section, position: Number(row.position), clicks: Number(row.clicks) }));
  }
}
