import { marketplaceBookingUrl } from '../affiliate/marketplace-link.js';
import { retailSearchLink } from '../affiliate/retail-link.js';
import { reviewSiteLink } from '../affiliate/review-site-link.js';
import type { CatalogueDocument } from '../catalogue/catalogue-document.js';
import type { CatalogueRecordKey } from '../catalogue/catalogue-store.js';
import { tourLinkIdOf } from '../catalogue/schema/tour-schema.js';
import { brokerLink, hotelLink, productLink, tourLink } from '../clicks/catalogue-links.js';
import type { ClickPartner } from '../clicks/click-partners.js';
import type { CatalogueLink } from '../clicks/link-catalogue.js';

/**
 * One outbound partner link of the published catalogue (issue 40 point 1), as the pages draw it: its click-count id
 * (docs/decisions/067), so its clicks and its health meet; the address a visitor follows; the record that makes it,
 * where the operator fixes it; and the partner parameters that must still be on the partner's final address, or the
 * click earns nothing.
 */
export interface LinkTarget {
  readonly linkId: string;
  readonly partner: ClickPartner;
  readonly label: string;
  readonly url: string;
  readonly record: CatalogueRecordKey;
  /** Query parameters the final address must still carry, with their values (the partner id, the retail tag). */
  readonly partnerParameters: Readonly<Record<string, string>>;
}

/**
 * Every partner link the published catalogue's records make (tours, hotels, products, the broker's site), built by the
 * same functions the pages use, so what is checked is what a visitor follows. A hotel's link goes through the affiliate
 * network's redirect, whose ids the review site's own address never carries: none are required at its end.
 */
export function linkTargetsOf(catalogue: CatalogueDocument): LinkTarget[] {
  const { settings } = catalogue;
  const partnerId = settings.marketplace.partnerId;
  const tag = settings.retail.tag;
  const ids = { reviewSiteMerchantId: settings.reviewSite.merchantId, reviewSiteAffiliateId: settings.reviewSite.affiliateId };
  const tours = catalogue.tours.flatMap((tour): LinkTarget[] =>
    tour.visibility === 'public'
      ? [{ ...named(tourLink({ id: tourLinkIdOf(tour), title: tour.title.en })), url: marketplaceBookingUrl(partnerId, tour.searchTerm), record: { collection: 'tours', id: tour.id }, partnerParameters: { partner_id: partnerId } }]
      : [],
  );
  const hotels = catalogue.hotels.map((hotel): LinkTarget => ({ ...named(hotelLink(hotel)), url: reviewSiteLink(hotel.reviewSiteUrl, ids, hotel.affiliateUrl), record: { collection: 'hotels', id: hotel.id }, partnerParameters: {} }));
  const products = catalogue.products.map((product): LinkTarget => ({ ...named(productLink({ id: product.id, name: product.title.en })), url: retailSearchLink(product.searchTerm, tag), record: { collection: 'products', id: product.id }, partnerParameters: { tag } }));
  const broker: LinkTarget = { ...named(brokerLink('contact-broker', 'Contact Broker')), url: settings.broker.siteUrl, record: { collection: 'settings', id: 'site' }, partnerParameters: {} };
  return [...tours, ...hotels, ...products, broker];
}

/** A catalogue link's id, partner and label, under the names a target gives them. */
const named = ({ id, partner, label }: CatalogueLink) => ({ linkId: id, partner, label });

/** The host a link's requests go to first: the checker paces each host on its own (issue 40 point 3). */
export function hostOf(url: string): string {
  return new URL(url).host;
}
