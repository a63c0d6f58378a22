import { reviewSiteLink } from '../affiliate/review-site-link.js';
import type { CatalogueReader } from '../catalogue/catalogue-reader.js';
import type { Hotel } from '../hotels/hotel.js';

/** One hotel card: the hotel in the visitor's words and its link to the review site, through the affiliate redirect. */
export interface HotelCardView extends Hotel {
  /** docs/product.md §7: the review page wrapped in the redirect with the settings' ids, or the hotel's own affiliate address. */
  readonly reviewSiteHref: string;
}

/** docs/product.md §2 hotels block: a destination's hotels, best first. */
export interface HotelsBlockView {
  readonly hotels: readonly HotelCardView[];
}

/** Reads the hotels (a query: which hotels a destination has) and the settings (the review site's ids). */
export function hotelsBlockView(reader: CatalogueReader, destination: string): HotelsBlockView {
  const { reviewSite } = reader.settings();
  const ids = { reviewSiteMerchantId: reviewSite.merchantId, reviewSiteAffiliateId: reviewSite.affiliateId };
  return {
    hotels: reader.hotelsOf(destination).map((hotel) => ({
      name: hotel.name,
      rating: hotel.rating,
      reviewCount: hotel.reviewCount,
      priceRange: hotel.priceRange,
      description: hotel.description.en,
      features: [...hotel.features.en],
      reviewSiteUrl: hotel.reviewSiteUrl,
      category: hotel.category.en,
      ...(hotel.affiliateUrl === undefined ? {} : { affiliateUrl: hotel.affiliateUrl }),
      reviewSiteHref: reviewSiteLink(hotel.reviewSiteUrl, ids, hotel.affiliateUrl),
    })),
  };
}
