/**
 * docs/product.md §9, docs/architecture.md §7: the partner ids every affiliate link is built from. One config holds them
 * (ui/content/site-config.ts in the browser); the link builders take them from there.
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
