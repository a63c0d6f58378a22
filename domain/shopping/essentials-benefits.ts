/** docs/product.md §2 /travel-essentials: the benefits strip, in order (the retailer's terms the page promises). */
export const ESSENTIALS_BENEFITS = ['Free Prime Shipping', '30-Day Returns', 'Top-Rated Products'] as const;
