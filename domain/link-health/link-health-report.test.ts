import { describe, expect, it } from 'vitest';
import type { DailyClickCount } from '../clicks/click-counts.js';
import { clicksAtStakeRange, editorPathOf, linkHealthCsv, linkHealthReport } from './link-health-report.js';
import type { StoredLinkHealth } from './link-health-store.js';
import type { LinkTarget } from './link-target.js';

const target = (id: string, label: string, partner: LinkTarget['partner'] = 'marketplace'): LinkTarget => ({ linkId: `tour:${id}`, partner, label, url: `https://p.test/${id}`, record: { collection: 'tours', id }, partnerParameters: {} });
const health = (id: string, state: StoredLinkHealth['state'], extra: Partial<StoredLinkHealth> = {}): StoredLinkHealth => ({ linkId: `tour:${id}`, state, since: '2026-11-01T00:00:00.000Z', lastChecked: '2026-11-02T00:00:00.000Z', detail: `${state} detail`, ...extra });
const clicks = (id: string, count: number, day = '2026-11-01'): DailyClickCount => ({ day, linkId: `tour:${id}`, page: '/tours', section: 'tours', position: 1, clicks: count });

describe('linkHealthReport', () => {
  const targets = [target('a', 'A'), target('b', 'B'), target('c', 'C'), target('d', 'D'), target('e', 'E'), target('f', 'F', 'retail')];
  const healths = [
    health('a', 'ok'),
    health('b', 'broken', { finalUrl: 'https://p.test/gone' }),
    health('c', 'untagged'),
    health('d', 'unavailable', { dismissal: { state: 'unavailable', note: 'Sold out until May', at: '2026-11-02T01:00:00.000Z' } }),
    health('e', 'unverifiable', { failingSince: '2026-11-02T00:00:00.000Z', dismissal: { state: 'broken', note: 'stale', at: '2026-10-01T00:00:00.000Z' } }),
  ];
  const report = linkHealthReport(targets, healths, [clicks('a', 50), clicks('b', 3), clicks('b', 2, '2026-11-02'), clicks('c', 9), clicks('d', 99), clicks('e', 1)]);

  it('lists problems first by clicks at stake, then dismissed problems, then the rest by clicks', () => {
    expect(report.rows.map((row) => [row.linkId, row.state, row.clicks])).toEqual([
      ['tour:c', 'untagged', 9],
      ['tour:b', 'broken', 5],
      ['tour:d', 'unavailable', 99],
      ['tour:a', 'ok', 50],
      ['tour:e', 'unverifiable', 1],
      ['tour:f', 'unchecked', 0],
    ]);
  });

  it('gives each row its state, times, detail, final address, editor link and partner', () => {
    expect(report.rows[1]).toEqual({
      linkId: 'tour:b', label: 'B', partner: 'GetYourGuide', url: 'https://p.test/b', record: { collection: 'tours', id: 'b' }, editorPath: '/admin?view=catalogue&collection=tours&id=b',
      state: 'broken', since: '2026-11-01T00:00:00.000Z', lastChecked: '2026-11-02T00:00:00.000Z', detail: 'broken detail', finalUrl: 'https://p.test/gone', clicks: 5, problem: true,
    });
    expect(report.rows.at(-1)).toEqual({ linkId: 'tour:f', label: 'F', partner: 'Amazon', url: 'https://p.test/f', record: { collection: 'tours', id: 'f' }, editorPath: '/admin?view=catalogue&collection=tours&id=f', state: 'unchecked', detail: 'Not checked yet', clicks: 0, problem: false });
  });

  it('keeps a dismissal only while the link is in the state it was given in', () => {
    expect(report.rows[2]?.problem).toBe(true);
    expect(report.rows[2]?.dismissal).toEqual({ state: 'unavailable', note: 'Sold out until May', at: '2026-11-02T01:00:00.000Z' });
    expect(report.rows[4]).not.toHaveProperty('dismissal');
    expect(report.rows[4]).toMatchObject({ failingSince: '2026-11-02T00:00:00.000Z', problem: false });
  });

  it('counts the links in each state', () => {
    expect(report.counts).toEqual({ ok: 1, redirected: 0, broken: 1, untagged: 1, unavailable: 1, unverifiable: 1, unchecked: 1 });
  });

  it('orders equal clicks by label', () => {
    const tied = linkHealthReport([target('y', 'Y'), target('x', 'X')], [health('x', 'broken'), health('y', 'broken')], []);
    expect(tied.rows.map((row) => row.label)).toEqual(['X', 'Y']);
  });
});

describe('linkHealthCsv', () => {
  it('writes one row per link, quoting commas and keeping formulas as text', () => {
    const report = linkHealthReport([target('a', '=HYPERLINK("x")'), target('b', 'Tour, with comma')], [health('a', 'broken', { dismissal: { state: 'broken', note: '-1 known', at: 'x' }, finalUrl: 'https://p.test/z' })], [clicks('a', 4)]);
    expect(linkHealthCsv(report).split('\n')).toEqual([
      'Link,Label,Partner,State,Since,Last checked,Clicks (30 days),Detail,Expected (note),Address,Final address,Record',
      `tour:a,"'=HYPERLINK(""x"")",GetYourGuide,broken,2026-11-01T00:00:00.000Z,2026-11-02T00:00:00.000Z,4,broken detail,'-1 known,https://p.test/a,https://p.test/z,tours/a`,
      'tour:b,"Tour, with comma",GetYourGuide,unchecked,,,0,Not checked yet,,https://p.test/b,,tours/b',
      '',
    ]);
  });
});

describe('editorPathOf and clicksAtStakeRange', () => {
  it("links to the catalogue editor's record", () => {
    expect(editorPathOf({ collection: 'products', id: 'a b' })).toBe('/admin?view=catalogue&collection=products&id=a+b');
  });

  it("spans the 30 days ending today in Costa Rica", () => {
    expect(clicksAtStakeRange(new Date('2026-11-02T05:00:00.000Z'))).toEqual({ first: '2026-10-03', last: '2026-11-01' });
  });
});
