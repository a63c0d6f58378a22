import type { CatalogueSettings } from '../catalogue/schema/settings-schema.js';

/**
 * docs/product.md §9, docs/architecture.md §7: the partner ids every affiliate link is built from: the catalogue's settings
 * record holds them (docs/decisions/101); the link builders take them from there.
 */
export interface AffiliateIds {
  /** The tour marketplace partner id, one constant across pages. */
  readonly marketplacePartnerId: string;
  /** The retail affiliate tag, shared by all shopping pages. */
  readonly retailTag: string;
  /** The review site's advertiser id and our publisher id at the affiliate network. */
  readonly reviewSiteMerchantId: string;
  readonly reviewSiteAffiliateId: string;
}

/** The partner ids of the catalogue's settings record (docs/decisions/101). */
export function affiliateIdsOf(settings: Pick<CatalogueSettings, 'marketplace' | 'retail' | 'reviewSite'>): AffiliateIds {
  return {
    marketplacePartnerId: settings.marketplace.partnerId,
    retailTag: settings.retail.tag,
    reviewSiteMerchantId: settings.reviewSite.merchantId,
    reviewSiteAffiliateId: settings.reviewSite.affiliateId,
  };
}
