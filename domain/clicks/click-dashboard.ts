import { daysEndingOn, type ClickDay } from './click-day.js';
import type { DailyClickCount } from './click-counts.js';
import { CLICK_PARTNERS, CLICK_PARTNER_NAMES, partnerOfLinkId, type ClickPartner } from './click-partners.js';
import type { LinkCatalogue } from './link-catalogue.js';

/** The periods the dashboard offers, in days (docs/decisions/069-clicks-dashboard.md). */
export const CLICK_PERIODS = [7, 30, 90] as const;
export type ClickPeriod = (typeof CLICK_PERIODS)[number];
/** How many links and pages the top lists show. */
export const TOP_LIST_LENGTH = 10;

export function isClickPeriod(value: unknown): value is ClickPeriod {
  return (CLICK_PERIODS as readonly unknown[]).includes(value);
}

export interface DailyPartnerClicks {
  readonly day: ClickDay;
  readonly byPartner: Readonly<Record<ClickPartner, number>>;
  readonly total: number;
}

export interface TopLink {
  readonly linkId: string;
  /** The catalogue's name of what the link sells; the id itself for a link no longer in the catalogue. */
  readonly label: string;
  readonly partner: ClickPartner | undefined;
  readonly clicks: number;
  /** Its part of the period's clicks, 0 to 1. */
  readonly share: number;
}

export interface TopPage {
  readonly page: string;
  readonly clicks: number;
  readonly share: number;
}

/** What the operator's Clicks view shows for a period ending today. */
export interface ClickDashboard {
  readonly period: ClickPeriod;
  readonly firstDay: ClickDay;
  readonly lastDay: ClickDay;
  readonly total: number;
  readonly daily: readonly DailyPartnerClicks[];
  readonly topLinks: readonly TopLink[];
  readonly topPages: readonly TopPage[];
}

/** The first and last day of a period ending on `lastDay`. */
export function periodDays(lastDay: ClickDay, period: ClickPeriod): { firstDay: ClickDay; lastDay: ClickDay } {
  return { firstDay: daysEndingOn(lastDay, period)[0]!, lastDay };
}

function noPartnerClicks(): Record<ClickPartner, number> {
  return Object.fromEntries(CLICK_PARTNERS.map((partner) => [partner, 0])) as Record<ClickPartner, number>;
}

const byClicksThenName = <T extends { clicks: number }>(name: (item: T) => string) => (a: T, b: T) => b.clicks - a.clicks || name(a).localeCompare(name(b));

/**
 * The period's clicks per day and partner (every day listed, a quiet one with zeros), and its top links and pages with
 * their share. Counts outside the period are ignored.
 */
export function clickDashboard(counts: readonly DailyClickCount[], catalogue: LinkCatalogue, lastDay: ClickDay, period: ClickPeriod): ClickDashboard {
  const days = daysEndingOn(lastDay, period);
  const perDay = new Map(days.map((day) => [day, noPartnerClicks()]));
  const perLink = new Map<string, number>();
  const perPage = new Map<string, number>();
  let total = 0;
  for (const count of counts) {
    const day = perDay.get(count.day);
    if (!day) continue;
    const partner = partnerOfLinkId(count.linkId);
    if (partner) day[partner] += count.clicks;
    total += count.clicks;
    perLink.set(count.linkId, (perLink.get(count.linkId) ?? 0) + count.clicks);
    perPage.set(count.page, (perPage.get(count.page) ?? 0) + count.clicks);
  }
  const share = (clicks: number) => (total === 0 ? 0 : clicks / total);
  return {
    period,
    firstDay: days[0]!,
    lastDay,
    total,
    daily: days.map((day) => {
      const byPartner = perDay.get(day)!;
      return { day, byPartner, total: CLICK_PARTNERS.reduce((sum, partner) => sum + byPartner[partner], 0) };
    }),
    topLinks: [...perLink]
      .map(([linkId, clicks]) => ({ linkId, label: catalogue.link(linkId)?.label ?? linkId, partner: partnerOfLinkId(linkId), clicks, share: share(clicks) }))
      .sort(byClicksThenName((link) => link.label))
      .slice(0, TOP_LIST_LENGTH),
    topPages: [...perPage]
      .map(([page, clicks]) => ({ page, clicks, share: share(clicks) }))
      .sort(byClicksThenName((page) => page.page))
      .slice(0, TOP_LIST_LENGTH),
  };
}

/** A share as the dashboard writes it: whole per cent, "<1%" for a small non-zero part. */
export function shareText(share: number): string {
  if (share > 0 && share < 0.005) return '<1%';
  return `${Math.round(share * 100)}%`;
}

export function partnerName(partner: ClickPartner | undefined): string {
  return partner ? CLICK_PARTNER_NAMES[partner] : 'Unknown partner';
}

function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The daily counts as CSV (RFC 4180), one row per day, link and place, sorted; the operator's spreadsheet export. */
export function dailyClicksCsv(counts: readonly DailyClickCount[], catalogue: LinkCatalogue): string {
  const header = ['day', 'partner', 'link', 'label', 'page', 'section', 'position', 'clicks'];
  const rows = [...counts]
    .sort((a, b) => a.day.localeCompare(b.day) || a.linkId.localeCompare(b.linkId) || a.page.localeCompare(b.page) || a.section.localeCompare(b.section) || a.position - b.position)
    .map((count) => [count.day, partnerName(partnerOfLinkId(count.linkId)), count.linkId, catalogue.link(count.linkId)?.label ?? count.linkId, count.page, count.section, count.position, count.clicks]);
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
