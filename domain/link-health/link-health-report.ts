import { adminViewPath } from '../admin/admin-view-address.js';
import { csvFormatRows } from 'd3-dsv';
import type { CatalogueRecordKey } from '../catalogue/catalogue-store.js';
import { CLICK_PARTNER_NAMES, type ClickPartner } from '../clicks/click-partners.js';
import type { DailyClickCount } from '../clicks/click-counts.js';
import { clickDayOf, daysEndingOn } from '../clicks/click-day.js';
import { PROBLEM_STATES, type LinkState } from './link-health.js';
import type { LinkDismissal, StoredLinkHealth } from './link-health-store.js';
import type { LinkTarget } from './link-target.js';

/** The days of clicks a problem is weighed by (issue 40 point 5). */
export const CLICKS_AT_STAKE_DAYS = 30;

/** One link on the admin page's Links view. */
export interface LinkReportRow {
  readonly linkId: string;
  readonly label: string;
  readonly partner: string;
  readonly url: string;
  readonly record: CatalogueRecordKey;
  /** Where the operator fixes it: the catalogue editor's view of its record (built beside this, issue 37/38). */
  readonly editorPath: string;
  /** `unchecked` until a run reaches it. */
  readonly state: LinkState | 'unchecked';
  readonly since?: string;
  readonly lastChecked?: string;
  readonly detail: string;
  readonly finalUrl?: string;
  /** A failure waiting for its confirmation (./link-health.ts). */
  readonly failingSince?: string;
  /** Its clicks in the last CLICKS_AT_STAKE_DAYS days, all places together. */
  readonly clicks: number;
  /** broken, untagged or unavailable: it costs clicks. */
  readonly problem: boolean;
  /** The operator's "this is expected", while the link stays in the state it was given in. */
  readonly dismissal?: LinkDismissal;
}

export interface LinkHealthReport {
  /** Problems not dismissed by clicks at stake, most first; then the dismissed; then the rest by clicks. */
  readonly rows: readonly LinkReportRow[];
  /** How many links are in each state. */
  readonly counts: Readonly<Record<LinkState | 'unchecked', number>>;
}

/** The catalogue editor's address for a record (the editor is another part of the admin page). */
export function editorPathOf(record: CatalogueRecordKey): string {
  return adminViewPath({ view: 'catalogue', record });
}

/** Clicks per link over the CLICKS_AT_STAKE_DAYS days ending today (Costa Rica's day, docs/decisions/067). */
export function clicksAtStakeRange(now: Date): { readonly first: string; readonly last: string } {
  const days = daysEndingOn(clickDayOf(now), CLICKS_AT_STAKE_DAYS);
  return { first: days[0]!, last: days.at(-1)! };
}

/**
 * The Links view (issue 40 point 5): every link of the published catalogue with its state, since when, last checked
 * and its clicks in the last 30 days, problems first, weighed by the clicks they cost. A dismissal counts only while
 * the link is still in the state it was dismissed in.
 */
export function linkHealthReport(targets: readonly LinkTarget[], healths: readonly StoredLinkHealth[], clicks: readonly DailyClickCount[]): LinkHealthReport {
  const health = new Map(healths.map((link) => [link.linkId, link]));
  const clicksOf = new Map<string, number>();
  for (const count of clicks) clicksOf.set(count.linkId, (clicksOf.get(count.linkId) ?? 0) + count.clicks);
  const counts: Record<LinkState | 'unchecked', number> = { ok: 0, redirected: 0, broken: 0, untagged: 0, unavailable: 0, unverifiable: 0, unchecked: 0 };
  const rows = targets.map((target): LinkReportRow => {
    const found = health.get(target.linkId);
    const state = found?.state ?? 'unchecked';
    counts[state] += 1;
    const dismissal = found?.dismissal?.state === state ? found.dismissal : undefined;
    return {
      linkId: target.linkId,
      label: target.label,
      partner: partnerName(target.partner),
      url: target.url,
      record: target.record,
      editorPath: editorPathOf(target.record),
      state,
      detail: found?.detail ?? 'Not checked yet',
      clicks: clicksOf.get(target.linkId) ?? 0,
      problem: (PROBLEM_STATES as readonly string[]).includes(state),
      ...(found === undefined ? {} : { since: found.since, lastChecked: found.lastChecked }),
      ...(found?.finalUrl === undefined ? {} : { finalUrl: found.finalUrl }),
      ...(found?.failingSince === undefined ? {} : { failingSince: found.failingSince }),
      ...(dismissal === undefined ? {} : { dismissal }),
    };
  });
  const rank = (row: LinkReportRow) => (row.problem ? (row.dismissal === undefined ? 0 : 1) : 2);
  return { rows: rows.sort((a, b) => rank(a) - rank(b) || b.clicks - a.clicks || a.label.localeCompare(b.label)), counts };
}

function partnerName(partner: ClickPartner): string {
  return CLICK_PARTNER_NAMES[partner];
}

/** A cell a spreadsheet would run as a formula (=, +, -, @) is kept as text. */
const safeCell = (value: string) => (/^[=+\-@]/.test(value) ? `'${value}` : value);

/** The report as CSV, one row per link in its order (issue 40 point 5). */
export function linkHealthCsv(report: LinkHealthReport): string {
  const header = ['Link', 'Label', 'Partner', 'State', 'Since', 'Last checked', `Clicks (${CLICKS_AT_STAKE_DAYS} days)`, 'Detail', 'Expected (note)', 'Address', 'Final address', 'Record'];
  const rows = report.rows.map((row) => [row.linkId, row.label, row.partner, row.state, row.since ?? '', row.lastChecked ?? '', String(row.clicks), row.detail, row.dismissal?.note ?? '', row.url, row.finalUrl ?? '', `${row.record.collection}/${row.record.id}`].map(safeCell));
  return `${csvFormatRows([header, ...rows])}\n`;
}
