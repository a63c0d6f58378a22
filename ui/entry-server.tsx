import './styles/theme.css.js';

/*
 * The UI's server bundle (dist/ssr/entry-server.js): the renderer `npm run build` writes every page with
 * (scripts/prerender.ts) and a running server renders published pages with (docs/decisions/101), the picture of the
 * day's renderer (docs/decisions/026), and the names the build's scripts read.
 */
export { createSiteRenderer, renderPictureOfTheDay, type OgCard, type RenderedPage, type SiteRenderer } from './site-renderer.js';
export { PAGE_TEMPLATE_FILE, isPageTemplate, pageTemplateFileOf } from './page-document.js';
export { siteConfig } from './content/site-config.js';
export { createPublishingRenderer, publishedRenderingOf } from './publishing-renderer.js';
