import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap.js';

describe('sitemap.xml and robots.txt (docs/product.md §2 search metadata)', () => {
  it('lists each indexable page once at its canonical address', () => {
    const xml = sitemapXml(['/', '/tours', '/destinations/arenal', '/tours'], 'costaricagateway.com');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain('<url><loc>https://costaricagateway.com/</loc></url>');
    expect(xml).toContain('<url><loc>https://costaricagateway.com/destinations/arenal</loc></url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes XML in addresses', () => {
    expect(sitemapXml(['/a&b'], 'example.org')).toContain('<loc>https://example.org/a&amp;b</loc>');
  });

  it('lets crawlers in everywhere but the closed paths, and names the sitemap', () => {
    expect(robotsTxt(['/admin', '/api/'], 'costaricagateway.com')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: https://costaricagateway.com/sitemap.xml\n',
    );
  });
});
