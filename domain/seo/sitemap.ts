import { canonicalUrl } from './seo-block.js';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap of the indexable pages (each path once), at their canonical addresses. */
export function sitemapXml(paths: readonly string[], mainDomain: string): string {
  const urls = [...new Set(paths)].map((path) => `  <url><loc>${escapeXml(canonicalUrl(mainDomain, path))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** robots.txt: everything open except the given paths, and where the sitemap is. */
export function robotsTxt(closedPaths: readonly string[], mainDomain: string): string {
  return ['User-agent: *', 'Allow: /', ...closedPaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${canonicalUrl(mainDomain, '/sitemap.xml')}`, ''].join('\n');
}
