import { describe, expect, it } from 'vitest';
import { auditPages, reportOf } from './outbound-link-audit.js';

const ids = { marketplacePartnerId: 'PARTNER', retailTag: 'tag-20', reviewSiteMerchantId: 'M', reviewSiteAffiliateId: 'A' };
const good = 'https://www.getyourguide.com/s/?q=Arenal&partner_id=PARTNER&utm_medium=online_publisher&cmp=costa_rica_gateway';

describe('the build-time outbound-link audit', () => {
  it('passes a page whose links are right', () => {
    const html = `<main><a href="/tours">Tours</a><a href="${good.replace(/&/g, '&amp;')}" target="_blank" rel="sponsored noopener noreferrer">Book with GetYourGuide</a></main>`;
    expect(auditPages([{ path: '/', html }], ids)).toEqual([]);
  });

  it('names the page, the link and what is wrong', () => {
    const bad = good.replace('partner_id=PARTNER', 'partner_id=WRONG');
    const html = `<a href="${bad}" target="_blank" rel="sponsored noopener noreferrer">Book</a><a href="https://www.amazon.com/s?k=x&amp;tag=tag-20" rel="sponsored noopener">Buy</a>`;
    const problems = auditPages([{ path: '/destinations/arenal', html }], ids);
    expect(problems).toEqual([
      { page: '/destinations/arenal', href: bad, problems: ['partner_id is "WRONG", expected "PARTNER"'] },
      { page: '/destinations/arenal', href: 'https://www.amazon.com/s?k=x&tag=tag-20', problems: ['opens in the same tab (target="_blank" expected)'] },
    ]);
    expect(reportOf(problems)).toContain('/destinations/arenal: https://www.getyourguide.com/s/?q=Arenal&partner_id=WRONG');
  });

  it('wants sponsored on every paid link of every page (issue 18)', () => {
    const html = '<a href="https://www.amazon.com/s?k=x&amp;tag=tag-20" target="_blank" rel="noopener">Buy on Amazon</a>';
    for (const path of ['/gift-store', '/travel-essentials', '/featured-coffee']) {
      expect(auditPages([{ path, html }], ids)[0]?.problems, path).toEqual(['rel lacks sponsored (a paid link)']);
    }
  });
});
