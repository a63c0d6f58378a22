import type { DailyClickCount } from '../domain/clicks/click-counts.js';
import type { ClickReport } from '../domain/clicks/click-report.js';

/**
 * Object mother of click reports and the daily counts made of them (docs/decisions/067): a click on the first tour card
 * of the Arenal page, a link the catalogue knows. Sample data only, with overrides.
 */
export const aClickReport = (overrides: Partial<ClickReport> = {}): ClickReport => ({
  linkId: 'tour:arenal-1',
  page: '/destinations/arenal',
  section: 'tours',
  position: 1,
  ...overrides,
});

export const aDailyClickCount = (overrides: Partial<DailyClickCount> = {}): DailyClickCount => ({
  day: '2026-11-25',
  ...aClickReport(),
  clicks: 1,
  ...overrides,
});
