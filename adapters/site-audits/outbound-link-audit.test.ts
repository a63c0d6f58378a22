import { describe, expect, it } from 'vitest';
import { auditPages, disclosureMarksOf, reportOf } from './outbound-link-audit.js';

const ids = { marketplacePartnerId: 'PARTNER', retailTag: 'tag-20', reviewSiteMerchantId: 'M', reviewSiteAffiliateId: 'A', brokerHosts: ['www.broker.example'] };
const good = 'https://www.getyourguide.com/s/?q=Arenal&partner_id=PARTNER&utm_medium=online_publisher&cmp=costa_rica_gateway';
const NEW_TAB = '<span class="hidden"> (opens in a new tab)</span>';
const tour = `<a href="${good.replace(/&/g, '&amp;')}" target="_blank" rel="sponsored noopener noreferrer">Book with GetYourGuide<svg><path d="M0 0"/></svg>${NEW_TAB}</a>`;
const buy = (id: string) => `<a href="https://www.amazon.com/dp/${id}?tag=tag-20" target="_blank" rel="sponsored noopener">Buy on Amazon${NEW_TAB}</a>`;
const line = (partner: string) => `<p data-affiliate-disclosure="${partner}">We may earn a commission. <a href="/privacy#affiliate-links">How we are paid</a></p>`;

describe('the build-time outbound-link audit', () => {
  it('passes a page whose links are right', () => {
    const html = `<main><a href="/tours">Tours</a>${line('marketplace')}${tour}</main>`;
    expect(auditPages([{ path: '/', html }], ids)).toEqual([]);
  });

  it('names the page, the link and what is wrong', () => {
    const bad = good.replace('partner_id=PARTNER', 'partner_id=WRONG');
    const html = `${line('marketplace retail')}<a href="${bad}" target="_blank" rel="sponsored noopener noreferrer">Book${NEW_TAB}</a><a href="https://www.amazon.com/s?k=x&amp;tag=tag-20" rel="sponsored noopener">Buy</a>`;
    const problems = auditPages([{ path: '/destinations/arenal', html }], ids);
    expect(problems).toEqual([
      { page: '/destinations/arenal', href: bad, problems: ['partner_id is "WRONG", expected "PARTNER"'] },
      { page: '/destinations/arenal', href: 'https://www.amazon.com/s?k=x&tag=tag-20', problems: ['opens in the same tab (target="_blank" expected)'] },
    ]);
    expect(reportOf(problems)).toContain('/destinations/arenal: https://www.getyourguide.com/s/?q=Arenal&partner_id=WRONG');
  });

  it('wants every link that opens a new tab to say so, in its text or its aria-label (issue 37 point 4)', () => {
    const html = `<main><a href="https://agency.example/1" target="_blank" rel="noopener">View <b>Original</b></a><a href="https://agency.example/2" target="_blank" rel="noopener" aria-label="View Original (opens in a new tab)">View Original</a><a href="https://agency.example/3" target="_blank" rel="noopener"><img src="/x.svg" alt="">Photo${NEW_TAB}</a></main>`;
    expect(auditPages([{ path: '/picture-of-the-day', html }], ids)).toEqual([
      { page: '/picture-of-the-day', href: 'https://agency.example/1', problems: ['opens a new tab without saying so: its text or accessible name must say "opens in a new tab"'] },
    ]);
  });

  it('wants sponsored on every paid link of every page (issue 18)', () => {
    const html = `${line('retail')}<a href="https://www.amazon.com/s?k=x&amp;tag=tag-20" target="_blank" rel="noopener">Buy on Amazon${NEW_TAB}</a>`;
    for (const path of ['/gift-store', '/travel-essentials', '/featured-coffee']) {
      expect(auditPages([{ path, html }], ids)[0]?.problems, path).toEqual(['rel lacks sponsored (a paid link)']);
    }
  });

  it('fails a page whose paid link comes before its commission line (docs/decisions/096)', () => {
    const html = `<main><section aria-labelledby="products"><h2 id="products">Gifts</h2><ul><li><article>${buy('1')}</article></li><li><article>${buy('2')}</article></li></ul></section><section>${line('retail')}</section></main>`;
    const problems = auditPages([{ path: '/gift-store', html }], ids);
    expect(problems).toEqual([{ page: '/gift-store', href: 'https://www.amazon.com/dp/1?tag=tag-20', problems: ['the first retail link of the page comes before its commission line'] }]);
    expect(reportOf(problems)).toContain('/gift-store: https://www.amazon.com/dp/1?tag=tag-20\n    - the first retail link of the page comes before its commission line');
  });

  it("fails a section whose own line comes after its first paid link, and a partner's links after another partner's line only", () => {
    const shops = `<section aria-labelledby="shops"><h2 id="shops">Shop</h2>${buy('2')}${line('retail')}${buy('3')}</section>`;
    expect(auditPages([{ path: '/coffee', html: `<section id="hero">${line('retail')}${buy('1')}</section>${shops}` }], ids)).toEqual([
      { page: '/coffee', href: 'https://www.amazon.com/dp/2?tag=tag-20', problems: ['the first retail link of section "shops" comes before its commission line'] },
    ]);
    expect(auditPages([{ path: '/destinations/tamarindo', html: `<section>${line('review-site')}</section><section>${tour}</section>` }], ids)).toEqual([
      { page: '/destinations/tamarindo', href: good, problems: ['no commission line of the page names marketplace'] },
    ]);
  });

  it("fails a broker link before the page's referral line, or one not marked sponsored (docs/decisions/133)", () => {
    const broker = (rel: string) => `<a href="https://www.broker.example/listings" target="_blank" rel="${rel}">Broker listings${NEW_TAB}</a>`;
    expect(auditPages([{ path: '/real-estate', html: `<main>${line('broker')}${broker('sponsored noopener')}</main>` }], ids)).toEqual([]);
    expect(auditPages([{ path: '/real-estate', html: `<main>${broker('sponsored noopener')}${line('broker')}</main>` }], ids)).toEqual([
      { page: '/real-estate', href: 'https://www.broker.example/listings', problems: ['the first broker link of the page comes before its commission line'] },
    ]);
    expect(auditPages([{ path: '/', html: `<main>${line('broker')}${broker('noopener')}</main>` }], ids)).toEqual([
      { page: '/', href: 'https://www.broker.example/listings', problems: ['rel lacks sponsored (a paid link: the broker may pay a referral fee)'] },
    ]);
  });

  it('reads the lines and paid links of a page in document order, with the groups around each', () => {
    const html = `<main id="main"><section aria-labelledby="a"><p data-affiliate-disclosure="review-site marketplace">…</p><img src="/x.svg" alt=""><article>${tour}</article></section><section><a href="/tours">Tours</a><a href="https://www.flickr.com/" rel="sponsored noopener" target="_blank">Flickr</a></section></main>`;
    expect(disclosureMarksOf(html, ids.brokerHosts)).toEqual([
      { kind: 'disclosure', partners: ['review-site', 'marketplace'], groups: ['main "main"', 'section "a"'] },
      { kind: 'paid-link', href: good, partner: 'marketplace', groups: ['main "main"', 'section "a"', 'article 3'] },
      { kind: 'paid-link', href: 'https://www.flickr.com/', partner: undefined, groups: ['main "main"', 'section 4'] },
    ]);
  });
});
