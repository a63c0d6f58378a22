import { describe, expect, it } from 'vitest';
import { someSettings } from '../../test-support/catalogue-documents.js';
import { affiliateIdsOf } from './affiliate-ids.js';

describe('the partner ids of the settings', () => {
  it('are the marketplace partner id, the retail tag and the review site\'s two ids', () => {
    expect(affiliateIdsOf(someSettings())).toEqual({ marketplacePartnerId: 'PARTNER-ID', retailTag: 'retail-tag-20', reviewSiteMerchantId: 'MERCHANT', reviewSiteAffiliateId: 'AFFILIATE' });
  });
});
