/** docs/product.md §1, §7: the tour marketplace link carries these fixed tracking fields (docs/architecture.md §7). */
export const MARKETPLACE_UTM_MEDIUM = 'online_publisher';
export const MARKETPLACE_CAMPAIGN = 'costa_rica_gateway';
const MARKETPLACE_SEARCH_URL = 'https://www.getyourguide.com/s/';

/** docs/product.md §1: a tour card's booking link (partner id, publisher medium, campaign, search term). */
export function marketplaceBookingUrl(partnerId: string, searchTerm: string): string {
  const query = new URLSearchParams({
    q: searchTerm,
    partner_id: partnerId,
    utm_medium: MARKETPLACE_UTM_MEDIUM,
    cmp: MARKETPLACE_CAMPAIGN,
  });
  return `${MARKETPLACE_SEARCH_URL}?${query.toString()}`;
}

/** docs/product.md §1: tour links open in a new tab "with no opener or referrer". */
export const TOUR_LINK_REL = 'noopener noreferrer';

/** docs/product.md §1: the booking button reads 'Book with' followed by the marketplace name. */
export function bookingButtonLabel(marketplaceName: string): string {
  return `Book with ${marketplaceName}`;
}
