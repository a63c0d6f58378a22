/** docs/architecture.md §7: the retail affiliate is Amazon. */
const RETAIL_ORIGIN = 'https://www.amazon.com';

/** docs/product.md §7 product form: one product page, with the shared partner tag. */
export function retailProductLink(productId: string, tag: string): string {
  return `${RETAIL_ORIGIN}/dp/${encodeURIComponent(productId)}?${new URLSearchParams({ tag }).toString()}`;
}

/** docs/product.md §7 search form: a search for the term, with the shared partner tag. */
export function retailSearchLink(searchTerm: string, tag: string): string {
  return `${RETAIL_ORIGIN}/s?${new URLSearchParams({ k: searchTerm, tag }).toString()}`;
}

/** docs/product.md §2 coffee page: the retail affiliate's ad frame is served from this origin. */
export const RETAIL_AD_FRAME_ORIGIN = 'https://ws-na.amazon-adsystem.com';

/** docs/product.md §2: a shopping card's button reads 'Buy on' and the retailer's name. */
export function buyButtonLabel(retailerName: string): string {
  return `Buy on ${retailerName}`;
}
