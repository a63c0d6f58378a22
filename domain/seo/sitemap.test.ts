import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap.js';

describe('sitemap.xml and robots.txt (docs/product.md §2 search metadata)', () => {
  it('lists each indexable page once at its canonical address', () => {
    const xml = sitemapXml([{ path: '/' }, { path: '/tours' }, { path: '/destinations/arenal' }, { path: '/tours' }], 'costaricagateway.com');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain('<url><loc>https://costaricagateway.com/</loc></url>');
    expect(xml).toContain('<url><loc>https://costaricagateway.com/destinations/arenal</loc></url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes XML in addresses', () => {
    expect(sitemapXml([{ path: '/a&b' }], 'example.org')).toContain('<loc>https://example.org/a&amp;b</loc>');
    expect(sitemapXml([{ path: '/a<b>"c' }], 'example.org')).toContain('<loc>https://example.org/a&lt;b&gt;&quot;c</loc>');
  });

  it('dates each page with the day its content last changed', () => {
    const xml = sitemapXml([{ path: '/tours', lastModified: '2026-11-20' }, { path: '/tours', lastModified: '2026-01-01' }], 'costaricagateway.com');
    expect(xml).toContain('<url><loc>https://costaricagateway.com/tours</loc><lastmod>2026-11-20</lastmod></url>');
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });

  it('refuses a date that is not an ISO date', () => {
    expect(() => sitemapXml([{ path: '/tours', lastModified: 'yesterday' }], 'costaricagateway.com')).toThrow('lastmod of /tours is not an ISO date: "yesterday"');
  });

  it('lets crawlers in everywhere but the closed paths, and names the sitemap', () => {
    expect(robotsTxt(['/admin', '/api/'], 'costaricagateway.com')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: https://costaricagateway.com/sitemap.xml\n',
    );
  });

  it('opens what a public page needs inside a closed path (the longer rule wins for crawlers)', () => {
    expect(robotsTxt(['/admin', '/api/'], 'costaricagateway.com', ['/api/photo-feed'])).toBe(
      'User-agent: *\nAllow: /\nAllow: /api/photo-feed\nDisallow: /admin\nDisallow: /api/\n\nSitemap: https://costaricagateway.com/sitemap.xml\n',
    );
  });
});
