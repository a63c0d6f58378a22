import { jsonLdScript, pageJsonLd } from '../../domain/seo/structured-data.js';
import type { PageEntry } from '../../domain/presentation/site-pages.js';
import { siteConfig } from '../content/site-config.js';
import { HOME } from '../../domain/navigation/site-places.js';

/**
 * The JSON-LD every page carries besides its content's (docs/decisions/076): Organization and WebSite on
 * the home page, the breadcrumb trail on every indexable page below it. Rendered with the page, so the
 * prerendered HTML holds it and client navigation keeps it in step.
 */
export function PageStructuredData({ page, siteName }: { page: PageEntry; siteName: string }) {
  // The site's description is the home page's, the one page that describes the site (pageJsonLd).
  const site = { name: siteName, mainDomain: siteConfig.mainDomain, description: page.seo.description, logoPath: '/favicon.svg' };
  const blocks = pageJsonLd({ heading: page.heading, canonicalPath: page.seo.canonicalPath, noindex: page.seo.noindex }, site, HOME.label);
  return blocks.map((block, index) => <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(block) }} />);
}
