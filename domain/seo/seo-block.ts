/** docs/product.md §3 "SEO block": what a page tells search engines and social networks about itself. */
export interface SeoBlock {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly ogTitle?: string;
  readonly ogDescription?: string;
  readonly ogImage?: string;
  /** The page's path; the canonical address is the main domain plus this path. */
  readonly canonicalPath: string;
  /** docs/product.md §9: robots is "index, follow" unless noindex. */
  readonly noindex?: boolean;
}

/** docs/product.md §9 / docs/architecture.md §4: the canonical address is the main host (every product domain redirects there) plus the path. */
export function canonicalUrl(mainDomain: string, path: string): string {
  return `https://${mainDomain}${path === '/' ? '/' : path.replace(/\/+$/, '')}`;
}

export function robotsFor(seo: Pick<SeoBlock, 'noindex'>): string {
  return seo.noindex ? 'noindex, nofollow' : 'index, follow';
}

/**
 * The X (Twitter) card a page asks for: the large picture card when it has a social image (the 1200×630
 * cards of docs/decisions/007), the small summary otherwise.
 */
export function twitterCardFor(seo: Pick<SeoBlock, 'ogImage'>): 'summary_large_image' | 'summary' {
  return seo.ogImage ? 'summary_large_image' : 'summary';
}
