import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aHotel, aPublicTour, anAdminOnlyTour, someSettings } from '../../test-support/catalogue-documents.js';
import { hostOf, linkTargetsOf } from './link-target.js';

describe('linkTargetsOf', () => {
  const targets = linkTargetsOf(aCatalogueDocument());
  const byId = (id: string) => targets.find((target) => target.linkId === id)!;

  it('gives each public tour its booking link by its click-count id, its record and the partner id it must keep', () => {
    expect(byId('tour:arenal-1')).toEqual({
      linkId: 'tour:arenal-1',
      partner: 'marketplace',
      label: 'Arenal Volcano Hike',
      url: `https://www.getyourguide.com/s/?q=${encodeURIComponent(aPublicTour().searchTerm).replace(/%20/g, '+')}&partner_id=PARTNER-ID&utm_medium=online_publisher&cmp=costa_rica_gateway`,
      record: { collection: 'tours', id: 'arenal-volcano-hike' },
      partnerParameters: { partner_id: 'PARTNER-ID' },
    });
  });

  it('leaves out admin-only tours, which no page links to', () => {
    expect(targets.some((target) => target.record.id === anAdminOnlyTour().id)).toBe(false);
  });

  it('gives a hotel its review-site link and requires nothing of its end, a product its search with the retail tag', () => {
    expect(byId('hotel:nayara-springs')).toMatchObject({ partner: 'review-site', url: aHotel().affiliateUrl, record: { collection: 'hotels', id: 'nayara-springs' }, partnerParameters: {} });
    const product = targets.find((target) => target.partner === 'retail')!;
    expect(product.url).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=.+&tag=retail-tag-20$/);
    expect(product).toMatchObject({ record: { collection: 'products' }, partnerParameters: { tag: 'retail-tag-20' } });
  });

  it("wraps a hotel's review page in the affiliate network's redirect when it has no link of its own", () => {
    const plain = linkTargetsOf(aCatalogueDocument({ hotels: [aHotel({ affiliateUrl: undefined })] })).find((target) => target.partner === 'review-site')!;
    expect(plain.url).toBe(`https://www.awin1.com/cread.php?awinmid=MERCHANT&awinaffid=AFFILIATE&ued=${encodeURIComponent(aHotel().reviewSiteUrl)}`);
  });

  it("gives the broker's site as the settings name it", () => {
    expect(byId('broker:contact-broker')).toEqual({ linkId: 'broker:contact-broker', partner: 'broker', label: 'Contact Broker', url: someSettings().broker.siteUrl, record: { collection: 'settings', id: 'site' }, partnerParameters: {} });
  });

  it('lists tours, hotels, products and the broker, once each', () => {
    expect(targets.map((target) => target.partner)).toEqual(['marketplace', 'marketplace', 'review-site', 'retail', 'retail', 'retail', 'broker']);
  });

  it('names the host a link goes to first', () => {
    expect(hostOf('https://www.amazon.com:8443/s?k=a')).toBe('www.amazon.com:8443');
  });
});
