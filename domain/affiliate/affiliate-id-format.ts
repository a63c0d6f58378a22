/** The longest partner id or tag accepted: longer than any partner's own (GetYourGuide, Amazon, the affiliate network). */
export const AFFILIATE_ID_LENGTH = 64;

/**
 * A partner id or tag as it goes into every partner link (docs/product.md §9): letters, digits, hyphens and
 * underscores, 1 to AFFILIATE_ID_LENGTH of them. Nothing that a URL would have to escape or that would end the query
 * value (a space, &, =, #, /), so a wrong value stops `npm run build` instead of shipping links that earn nothing.
 */
export function isAffiliateId(text: string): boolean {
  return new RegExp(`^[A-Za-z0-9_-]{1,${AFFILIATE_ID_LENGTH}}$`).test(text);
}
