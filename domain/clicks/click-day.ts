/**
 * The day a click is counted on (docs/decisions/067): the operator's day in Costa Rica, UTC−6 all year (the country
 * has kept no daylight saving time since 1992), so "today" on the dashboard starts at midnight in San José.
 */
export const CLICK_DAY_OFFSET_MINUTES = -6 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day, YYYY-MM-DD. */
export type ClickDay = string;

export function clickDayOf(instant: Date): ClickDay {
  return new Date(instant.getTime() + CLICK_DAY_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The `count` days ending with `lastDay`, oldest first. */
export function daysEndingOn(lastDay: ClickDay, count: number): ClickDay[] {
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(last - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}
