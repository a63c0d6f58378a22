import { canonicalUrl } from './seo-block.js';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SitemapEntry {
  readonly path: string;
  /** When the page's content last changed, as an ISO date ('2026-11-20'); omitted when unknown. */
  readonly lastModified?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The sitemap of the indexable pages (each path once, the first entry of a path wins), at their canonical
 * addresses, each with the date its content last changed (docs/decisions/076).
 */
export function sitemapXml(entries: readonly SitemapEntry[], mainDomain: string): string {
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of entries) if (!byPath.has(entry.path)) byPath.set(entry.path, entry);
  const urls = [...byPath.values()].map(({ path, lastModified }) => {
    if (lastModified !== undefined && !ISO_DATE.test(lastModified)) throw new Error(`lastmod of ${path} is not an ISO date: "${lastModified}"`);
    const lastmod = lastModified === undefined ? '' : `<lastmod>${lastModified}</lastmod>`;
    return `  <url><loc>${escapeXml(canonicalUrl(mainDomain, path))}</loc>${lastmod}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * robots.txt: everything open except the closed paths, and where the sitemap is. `openedPaths` lie inside a closed
 * path but a public page needs them (the picture of the day's feed): crawlers follow the longest matching rule.
 */
export function robotsTxt(closedPaths: readonly string[], mainDomain: string, openedPaths: readonly string[] = []): string {
  return ['User-agent: *', 'Allow: /', ...openedPaths.map((path) => `Allow: ${path}`), ...closedPaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${canonicalUrl(mainDomain, '/sitemap.xml')}`, ''].join('\n');
}
