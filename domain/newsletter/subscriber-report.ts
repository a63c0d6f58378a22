import { csvFormatRow } from 'd3-dsv';
import type { Subscription } from '../inbox/inbox-store.js';

/** How many weeks the admin Inbox counts, the current one last. */
export const REPORT_WEEKS = 12;
const DAY_MS = 86_400_000;

export interface SubscriberWeek {
  /** The week's Monday (UTC), YYYY-MM-DD. */
  readonly weekStart: string;
  /** Subscriptions confirmed that week that are still confirmed. */
  readonly confirmed: number;
  /** Unsubscriptions that week. */
  readonly unsubscribed: number;
}

export interface SubscriberReport {
  readonly confirmed: number;
  readonly pending: number;
  readonly weeks: readonly SubscriberWeek[];
}

/** The Monday (UTC) of the week holding `time`. */
export function weekStartOf(time: Date): string {
  const daysSinceMonday = (time.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()) - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The admin Inbox's subscriber counts (w39 contract): totals, and the last REPORT_WEEKS weeks, oldest first. */
export function subscriberReport(confirmed: readonly Subscription[], pending: number, unsubscribedAt: readonly string[], now: Date): SubscriberReport {
  const current = Date.parse(weekStartOf(now));
  const weeks = Array.from({ length: REPORT_WEEKS }, (_, index) => new Date(current - (REPORT_WEEKS - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10));
  const countIn = (week: string, times: readonly string[]) => times.filter((time) => weekStartOf(new Date(time)) === week).length;
  const confirmedAt = confirmed.map((subscription) => subscription.confirmedAt!);
  return {
    confirmed: confirmed.length,
    pending,
    weeks: weeks.map((weekStart) => ({ weekStart, confirmed: countIn(weekStart, confirmedAt), unsubscribed: countIn(weekStart, unsubscribedAt) })),
  };
}

/**
 * A cell a spreadsheet would take for a formula (=, +, -, @, or a tab or carriage return first), made plain text by a
 * leading apostrophe (OWASP's advice on CSV injection): an address is chosen by the visitor.
 */
export function formulaSafe(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** The confirmed subscribers for the operator's mailing tool (issue 39 point 2): RFC 4180 CSV by d3-dsv, formula-safe. */
export function subscribersCsv(confirmed: readonly Subscription[]): string {
  const rows = confirmed.map((subscription) => [subscription.email, subscription.confirmedAt!, subscription.page, subscription.consentVersion].map(formulaSafe));
  return [['email', 'confirmedAt', 'page', 'consentVersion'], ...rows].map((row) => `${csvFormatRow(row)}\r\n`).join('');
}
