/**
 * The social card (og:image, 1200 × 630) of a page: drawn at build time from the page's title over
 * the site's design (scripts/og-images.ts), never a hot-linked photo (docs/decisions/007).
 */
export function ogImageFor(path: string): string {
  return `/og/${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}.png`;
}
