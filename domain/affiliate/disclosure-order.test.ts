import { describe, expect, it } from 'vitest';
import { auditDisclosureOrder, DISCLOSURE_ATTRIBUTE, type PageMark, type PaidPartner } from './disclosure-order.js';

const line = (partners: readonly string[], ...groups: string[]): PageMark => ({ kind: 'disclosure', partners, groups });
const link = (href: string, partner: PaidPartner | undefined, ...groups: string[]): PageMark => ({ kind: 'paid-link', href, partner, groups });

describe('the order of commission lines and paid links (docs/decisions/096)', () => {
  it('passes a page whose line comes before its first paid link, whatever section either sits in', () => {
    expect(auditDisclosureOrder([line(['retail'], 'section products'), link('a', 'retail', 'section products', 'article 1'), link('b', 'retail', 'section more')])).toEqual([]);
    expect(auditDisclosureOrder([line(['retail']), link('a', 'retail', 'section hero')])).toEqual([]);
  });

  it('fails a page whose paid link comes before the line, once, at the first such link', () => {
    expect(auditDisclosureOrder([link('a', 'retail', 'article 1'), link('b', 'retail', 'article 2'), line(['retail'])])).toEqual([
      { href: 'a', problem: 'the first retail link of the page comes before its commission line' },
    ]);
  });

  it('names a link once, by the outermost group it comes first in, when the groups around it fail together', () => {
    const marks = [link('a', 'retail', 'main', 'section products'), link('b', 'retail', 'main', 'section products'), line(['retail'], 'main', 'section products')];
    expect(auditDisclosureOrder(marks)).toEqual([{ href: 'a', problem: 'the first retail link of the page comes before its commission line' }]);
  });

  it('fails a section whose own line comes after its first paid link, though a line earlier on the page covers it', () => {
    const marks = [line(['retail'], 'section hero'), link('pick', 'retail', 'section hero'), link('a', 'retail', 'section shops'), link('b', 'retail', 'section shops'), line(['retail'], 'section shops')];
    expect(auditDisclosureOrder(marks)).toEqual([{ href: 'a', problem: 'the first retail link of section shops comes before its commission line' }]);
  });

  it("wants each partner's links after a line naming that partner, not another's", () => {
    const marks = [
      line(['review-site'], 'section hotels'),
      link('hotel', 'review-site', 'section hotels'),
      link('widget', 'marketplace', 'section widget'),
      line(['marketplace'], 'section tours'),
      link('tour', 'marketplace', 'section tours'),
    ];
    expect(auditDisclosureOrder(marks)).toEqual([{ href: 'widget', problem: 'the first marketplace link of the page comes before its commission line' }]);
    expect(auditDisclosureOrder([line(['review-site', 'marketplace']), link('hotel', 'review-site'), link('tour', 'marketplace')])).toEqual([]);
  });

  it('fails a page with paid links and no line naming their partner, and a sponsored link to no known partner', () => {
    expect(auditDisclosureOrder([line(['marketplace']), link('a', 'retail'), link('b', 'retail')])).toEqual([{ href: 'a', problem: 'no commission line of the page names retail' }]);
    expect(auditDisclosureOrder([line(['retail']), link('x', undefined)])).toEqual([{ href: 'x', problem: 'marked sponsored, but it leads to no partner a commission line can name' }]);
  });

  it('passes a page without paid links, with or without a line', () => {
    expect(auditDisclosureOrder([])).toEqual([]);
    expect(auditDisclosureOrder([line(['retail'], 'section privacy')])).toEqual([]);
  });

  it('finds the lines by a data attribute, which HTML allows on any element and the W3C checker accepts', () => {
    expect(DISCLOSURE_ATTRIBUTE).toMatch(/^data-[a-z]+(-[a-z]+)*$/);
  });
});
