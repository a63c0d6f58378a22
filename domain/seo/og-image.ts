import type { SeoBlock } from './seo-block.js';

/**
 * The social card (og:image, 1200 × 630) of a page: drawn at build time from the page's title over
 * the site's design (scripts/og-images.ts), never a hot-linked photo (docs/decisions/007).
 */
export function ogImageFor(path: string): string {
  return `/og/${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}.png`;
}

/** A page's search metadata as its record gives it: the canonical path is the page's, the social card is drawn from it. */
export function pageSeo(path: string, { title, description, keywords }: { readonly title: string; readonly description: string; readonly keywords: readonly string[] }): SeoBlock {
  return { canonicalPath: path, title, description, keywords, ogTitle: title, ogDescription: description, ogImage: ogImageFor(path) };
}
