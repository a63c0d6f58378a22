import type { AffiliateIds } from './affiliate-ids.js';

/**
 * docs/architecture.md §7: the review site is Tripadvisor, reached through an affiliate network's redirect
 * (Awin's deep-link form: advertiser id, publisher id, and the URL-encoded destination in `ued`).
 */
const REVIEW_REDIRECT_URL = 'https://www.awin1.com/cread.php';

/**
 * docs/product.md §7: a hotel's link wraps the URL-encoded review page in the affiliate redirect, unless the
 * hotel has its own override affiliate URL, which is used as it is.
 */
export function reviewSiteLink(
  reviewPageUrl: string,
  ids: Pick<AffiliateIds, 'reviewSiteMerchantId' | 'reviewSiteAffiliateId'>,
  overrideUrl?: string,
): string {
  if (overrideUrl) return overrideUrl;
  return `${REVIEW_REDIRECT_URL}?awinmid=${encodeURIComponent(ids.reviewSiteMerchantId)}&awinaffid=${encodeURIComponent(ids.reviewSiteAffiliateId)}&ued=${encodeURIComponent(reviewPageUrl)}`;
}

/** docs/product.md §2 hotels block: the hotel link's words name the hotel, so each link tells its hotel apart (issue 23.2). */
export function reviewSiteButtonLabel(hotelName: string, reviewSiteName: string): string {
  return `See ${hotelName} on ${reviewSiteName}`;
}
