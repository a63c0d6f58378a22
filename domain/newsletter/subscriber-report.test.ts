import { describe, expect, it } from 'vitest';
import { aSubscription } from '../../test-support/inbox.js';
import { formulaSafe, REPORT_WEEKS, subscriberReport, subscribersCsv, weekStartOf } from './subscriber-report.js';

const confirmed = (email: string, confirmedAt: string, page = '/') => aSubscription({ email, state: 'confirmed', confirmedAt, page });

describe('subscriber counts by week (issue 39 point 4)', () => {
  it('starts weeks on Monday, UTC', () => {
    expect(weekStartOf(new Date('2026-11-30T00:00:00.000Z'))).toBe('2026-11-30');
    expect(weekStartOf(new Date('2026-12-06T23:59:59.999Z'))).toBe('2026-11-30');
    expect(weekStartOf(new Date('2026-12-07T00:00:00.000Z'))).toBe('2026-12-07');
    expect(weekStartOf(new Date('2026-12-01T10:00:00.000Z'))).toBe('2026-11-30');
  });

  it('counts confirmations and unsubscriptions in each of the last 12 weeks, oldest first', () => {
    const report = subscriberReport(
      [confirmed('a@x.cr', '2026-12-01T10:00:00.000Z'), confirmed('b@x.cr', '2026-11-29T10:00:00.000Z'), confirmed('c@x.cr', '2026-01-01T10:00:00.000Z')],
      4,
      ['2026-12-02T10:00:00.000Z', '2026-09-14T00:00:00.000Z'],
      new Date('2026-12-03T12:00:00.000Z'),
    );
    expect(report.confirmed).toBe(3);
    expect(report.pending).toBe(4);
    expect(report.weeks).toHaveLength(REPORT_WEEKS);
    expect(REPORT_WEEKS).toBe(12);
    expect(report.weeks[0]).toEqual({ weekStart: '2026-09-14', confirmed: 0, unsubscribed: 1 });
    expect(report.weeks.at(-2)).toEqual({ weekStart: '2026-11-23', confirmed: 1, unsubscribed: 0 });
    expect(report.weeks.at(-1)).toEqual({ weekStart: '2026-11-30', confirmed: 1, unsubscribed: 1 });
    expect(report.weeks.reduce((sum, week) => sum + week.confirmed, 0)).toBe(2);
  });
});

describe('the CSV export of confirmed subscribers (issue 39 point 2)', () => {
  it('writes one row per subscriber under a header, quoted where needed, lines ending CRLF', () => {
    expect(subscribersCsv([confirmed('ana@example.cr', '2026-12-01T10:00:00.000Z', '/relocation'), confirmed('bea@example.cr', '2026-12-02T10:00:00.000Z', '/a,"b"')])).toBe(
      'email,confirmedAt,page,consentVersion\r\nana@example.cr,2026-12-01T10:00:00.000Z,/relocation,2026-11-28\r\nbea@example.cr,2026-12-02T10:00:00.000Z,"/a,""b""",2026-11-28\r\n',
    );
    expect(subscribersCsv([])).toBe('email,confirmedAt,page,consentVersion\r\n');
  });

  it('makes a cell a spreadsheet would run as a formula plain text', () => {
    expect(['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)', '\tx', '\rx'].map(formulaSafe)).toEqual(["'=HYPERLINK(\"x\")", "'+1", "'-1", "'@SUM(A1)", "'\tx", "'\rx"]);
    expect(['ana@x.cr', 'a=b', '', '/'].map(formulaSafe)).toEqual(['ana@x.cr', 'a=b', '', '/']);
    expect(subscribersCsv([confirmed('=cmd@x.cr', '2026-12-01T10:00:00.000Z')])).toContain("\r\n'=cmd@x.cr,");
  });
});
