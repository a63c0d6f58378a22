/**
 * Where newsletter sign-ups go (browser side). docs/product.md §7: the product makes no server call for
 * it; the adapter decides (a local log today, a mailing-list provider later).
 */
export interface NewsletterSubscriptions {
  /** Resolves once the address is subscribed; rejects when it cannot be. */
  subscribe(email: string): Promise<void>;
}
