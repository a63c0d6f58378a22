import { describe, expect, it } from 'vitest';
import { auditOutboundLink, linkAuditIdsOf, paidPartnerOf, type LinkAuditIds } from './outbound-link-audit.js';
import { marketplaceBookingUrl } from './marketplace-link.js';
import { retailSearchLink } from './retail-link.js';
import { reviewSiteLink } from './review-site-link.js';

const ids: LinkAuditIds = {
  marketplacePartnerId: 'PARTNER',
  retailTag: 'tag-20',
  reviewSiteMerchantId: 'MERCHANT',
  reviewSiteAffiliateId: 'AFFILIATE',
  brokerHosts: ['www.encuentra24.com', 'listings.broker.example'],
};
const outbound = (href: string, rel = 'sponsored noopener', target: string | null = '_blank') => ({ href, rel, target });

describe('the outbound-link audit of the built pages (docs/product.md §1, §7)', () => {
  it('passes the links the domain builds, and ignores the site\'s own links, mail and phone', () => {
    expect(auditOutboundLink(outbound(marketplaceBookingUrl('PARTNER', 'Arenal hike'), 'sponsored noopener noreferrer'), ids)).toEqual([]);
    expect(auditOutboundLink(outbound(retailSearchLink('Salsa Lizano', 'tag-20')), ids)).toEqual([]);
    expect(auditOutboundLink(outbound(reviewSiteLink('https://www.tripadvisor.com/Search?q=Nayara', ids)), ids)).toEqual([]);
    expect(auditOutboundLink({ href: '/tours', rel: '', target: null }, ids)).toEqual([]);
    expect(auditOutboundLink({ href: 'mailto:hello@example.org', rel: '', target: null }, ids)).toEqual([]);
    expect(auditOutboundLink({ href: 'tel:+50622220000', rel: '', target: null }, ids)).toEqual([]);
  });

  it('audits plain http links too, and never a relative link that carries an address', () => {
    expect(auditOutboundLink({ href: 'http://www.flickr.com/', rel: '', target: null }, ids)).toEqual([
      'opens in the same tab (target="_blank" expected)',
      'rel lacks noopener',
    ]);
    expect(auditOutboundLink({ href: '/out?to=https://www.amazon.com/', rel: '', target: null }, ids)).toEqual([]);
  });

  it('wants every outbound link in a new tab with noopener', () => {
    expect(auditOutboundLink({ href: 'https://www.flickr.com/', rel: '', target: null }, ids)).toEqual([
      'opens in the same tab (target="_blank" expected)',
      'rel lacks noopener',
    ]);
  });

  it('names each missing or wrong marketplace parameter', () => {
    const link = 'https://www.getyourguide.com/s/?partner_id=OTHER&utm_medium=email&q=';
    expect(auditOutboundLink(outbound(link, 'sponsored noopener noreferrer'), ids)).toEqual([
      'partner_id is "OTHER", expected "PARTNER"',
      'utm_medium is "email", expected "online_publisher"',
      'cmp is missing, expected "costa_rica_gateway"',
      'the search term (q) is empty',
    ]);
  });

  it('wants a search term that is more than blanks, and reports one that is missing', () => {
    const base = 'https://www.getyourguide.com/s/?partner_id=PARTNER&utm_medium=online_publisher&cmp=costa_rica_gateway';
    expect(auditOutboundLink(outbound(`${base}&q=%20%20`, 'sponsored noopener noreferrer'), ids)).toEqual(['the search term (q) is empty']);
    expect(auditOutboundLink(outbound(base, 'sponsored  noopener noreferrer'), ids)).toEqual(['the search term (q) is empty']);
  });

  it('wants marketplace links without referrer', () => {
    expect(auditOutboundLink(outbound(marketplaceBookingUrl('PARTNER', 'x'), 'sponsored noopener'), ids)).toEqual(['rel lacks noreferrer (tour links hide the referrer)']);
  });

  it('wants the partner tag on retail links', () => {
    expect(auditOutboundLink(outbound('https://www.amazon.com/s?k=coffee'), ids)).toEqual(['tag is missing, expected "tag-20"']);
  });

  it('wants every paid link marked sponsored: tours, shops and hotels (issue 18)', () => {
    const paid = [marketplaceBookingUrl('PARTNER', 'x'), retailSearchLink('x', 'tag-20'), reviewSiteLink('https://www.tripadvisor.com/Search?q=Nayara', ids)];
    for (const href of paid) expect(auditOutboundLink(outbound(href, 'noopener noreferrer'), ids), href).toEqual(['rel lacks sponsored (a paid link)']);
    expect(auditOutboundLink({ href: 'https://www.flickr.com/', rel: 'noopener', target: '_blank' }, ids)).toEqual([]);
  });

  it('wants review-site links through the affiliate redirect with the URL-encoded target', () => {
    expect(auditOutboundLink(outbound('https://www.tripadvisor.com/Search?q=Nayara'), ids)).toEqual(['goes to the review site directly, not through the affiliate redirect']);
    const unencoded = 'https://www.awin1.com/cread.php?awinmid=MERCHANT&awinaffid=AFFILIATE&ued=https://www.tripadvisor.com/Search?q=Nayara';
    expect(auditOutboundLink(outbound(unencoded), ids)).toEqual(['the review page (ued) is not URL-encoded']);
    const wrongIds = reviewSiteLink('https://www.tripadvisor.com/x', { reviewSiteMerchantId: 'M', reviewSiteAffiliateId: 'A' });
    expect(auditOutboundLink(outbound(wrongIds), ids)).toEqual(['awinmid is "M", expected "MERCHANT"', 'awinaffid is "A", expected "AFFILIATE"']);
    expect(auditOutboundLink(outbound('https://www.awin1.com/cread.php?awinmid=MERCHANT&awinaffid=AFFILIATE'), ids)).toEqual(['the review page (ued) is missing']);
  });

  it("fails a host that only looks like a partner's: the partner's domain followed or preceded by more", () => {
    const complete = 'partner_id=PARTNER&utm_medium=online_publisher&cmp=costa_rica_gateway&q=Arenal';
    expect(auditOutboundLink(outbound(`https://www.getyourguide.com.evil.example/s/?${complete}`, 'noopener noreferrer'), ids)).toEqual([
      'the host "www.getyourguide.com.evil.example" only looks like getyourguide.com',
    ]);
    expect(auditOutboundLink(outbound(`https://evilgetyourguide.com/s/?${complete}`, 'noopener noreferrer'), ids)).toEqual([
      'the host "evilgetyourguide.com" only looks like getyourguide.com',
    ]);
    expect(auditOutboundLink(outbound('https://www.amazon.com.example.net/s?k=coffee&tag=tag-20'), ids)).toEqual(['the host "www.amazon.com.example.net" only looks like amazon.com']);
    expect(auditOutboundLink(outbound('https://tripadvisor.com.example.org/Search?q=Nayara'), ids)).toEqual([
      'the host "tripadvisor.com.example.org" only looks like tripadvisor.com',
    ]);
    expect(auditOutboundLink(outbound('https://www.awin1.com.example.org/cread.php?awinmid=MERCHANT&awinaffid=AFFILIATE&ued=x'), ids)).toEqual([
      'the host "www.awin1.com.example.org" only looks like awin1.com',
    ]);
  });

  it("checks a partner's own host and its subdomains as the partner, and leaves other hosts alone", () => {
    expect(auditOutboundLink(outbound('https://ws-na.amazon-adsystem.com/widgets'), ids)).toEqual([]);
    expect(auditOutboundLink(outbound('https://getyourguide.com/s/?q=x', 'noopener noreferrer'), ids)).toContain('partner_id is missing, expected "PARTNER"');
    expect(auditOutboundLink(outbound('https://amazon.com/s?k=coffee'), ids)).toEqual(['tag is missing, expected "tag-20"']);
    expect(auditOutboundLink(outbound('https://smile.amazon.com/s?k=coffee'), ids)).toEqual(['tag is missing, expected "tag-20"']);
    expect(auditOutboundLink(outbound('https://tripadvisor.com/'), ids)).toEqual(['goes to the review site directly, not through the affiliate redirect']);
  });

  it("holds the broker's addresses to the paid links' rule: marked sponsored, a referral (docs/decisions/133)", () => {
    expect(auditOutboundLink(outbound('https://www.encuentra24.com/costa-rica-en'), ids)).toEqual([]);
    expect(auditOutboundLink(outbound('https://listings.broker.example/all', 'noopener'), ids)).toEqual(['rel lacks sponsored (a paid link: the broker may pay a referral fee)']);
    // Another host of the same company is not one of the settings' addresses.
    expect(auditOutboundLink(outbound('https://encuentra24.com/', 'noopener'), ids)).toEqual([]);
  });

  it('reports an address that is not a URL', () => {
    expect(auditOutboundLink(outbound('https://'), ids)).toEqual(['not a valid address']);
  });
});

describe('the partner of a paid link, by its host (docs/decisions/096)', () => {
  it('names the marketplace, the retailer and the review site, directly or through the affiliate redirect', () => {
    expect(paidPartnerOf(marketplaceBookingUrl('PARTNER', 'Arenal hike'), [])).toBe('marketplace');
    expect(paidPartnerOf(retailSearchLink('Salsa Lizano', 'tag-20'), [])).toBe('retail');
    expect(paidPartnerOf('https://smile.amazon.com/dp/1', [])).toBe('retail');
    expect(paidPartnerOf(reviewSiteLink('https://www.tripadvisor.com/Search?q=Nayara', ids), [])).toBe('review-site');
    expect(paidPartnerOf('https://www.tripadvisor.com/Hotel_Review', [])).toBe('review-site');
  });

  it("names the broker for a host of the settings' broker addresses (docs/decisions/133)", () => {
    expect(paidPartnerOf('https://www.encuentra24.com/costa-rica-en/real-estate', ids.brokerHosts)).toBe('broker');
    expect(paidPartnerOf('https://listings.broker.example/', ids.brokerHosts)).toBe('broker');
    expect(paidPartnerOf('https://www.encuentra24.com/', [])).toBeUndefined();
    expect(paidPartnerOf('https://encuentra24.com/', ids.brokerHosts)).toBeUndefined();
  });

  it('names none for another host, a look-alike, a page of the site or no address', () => {
    expect(paidPartnerOf('https://www.flickr.com/', ids.brokerHosts)).toBeUndefined();
    expect(paidPartnerOf('https://www.amazon.com.example.net/s?k=x', ids.brokerHosts)).toBeUndefined();
    expect(paidPartnerOf('https://awin1.com/cread.php', ids.brokerHosts)).toBeUndefined();
    expect(paidPartnerOf('/tours', ids.brokerHosts)).toBeUndefined();
    expect(paidPartnerOf('https://', ids.brokerHosts)).toBeUndefined();
  });
});

describe("the ids a page's links are audited by (docs/decisions/101, 133)", () => {
  it("are the settings' partner ids and the hosts of the broker's website and listings, each once", () => {
    const settings = {
      marketplace: { partnerId: 'P', widgetPartnerId: 'W' },
      retail: { tag: 't-20' },
      reviewSite: { merchantId: 'M', affiliateId: 'A' },
      broker: { name: 'B', siteUrl: 'https://www.broker.example/', listingsUrl: 'https://www.broker.example/listings', markets: ['Jaco'] },
    };
    expect(linkAuditIdsOf(settings as unknown as Parameters<typeof linkAuditIdsOf>[0])).toEqual({
      marketplacePartnerId: 'P',
      retailTag: 't-20',
      reviewSiteMerchantId: 'M',
      reviewSiteAffiliateId: 'A',
      brokerHosts: ['www.broker.example'],
    });
    expect(linkAuditIdsOf({ ...settings, broker: { ...settings.broker, listingsUrl: 'https://listings.broker.example/' } } as unknown as Parameters<typeof linkAuditIdsOf>[0]).brokerHosts).toEqual([
      'www.broker.example',
      'listings.broker.example',
    ]);
  });
});
