import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createContainer } from './container.js';
import { createQueryClient } from './query-client.js';
import { Root } from './root.js';
import { NOT_FOUND_PAGE, PAGES } from './content/pages.js';
import { headHtml } from './seo/document-head.js';
import { siteConfig } from './content/site-config.js';
import './styles/theme.css.js';

export interface PrerenderedPage {
  /** Where the page is served from: '/tours' → 'tours/index.html'. */
  readonly file: string;
  readonly head: string;
  /** Empty for client-only routes: the browser renders them. */
  readonly body: string;
}

function render(path: string): string {
  return renderToString(
    <Root container={createContainer()} queryClient={createQueryClient()} router={(app) => <StaticRouter location={path}>{app}</StaticRouter>} />,
  );
}

const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/** Every page the build writes (docs/architecture.md §4 "SSR-safe from day one"): one per route, plus 404.html. */
export function prerenderAll(): PrerenderedPage[] {
  const pages = PAGES.map((page) => ({
    file: fileFor(page.path),
    head: headHtml(page.seo, siteConfig.mainDomain),
    body: page.rendering === 'prerendered' ? render(page.path) : '',
  }));
  pages.push({ file: '404.html', head: headHtml(NOT_FOUND_PAGE.seo, siteConfig.mainDomain), body: render('/404-page-not-found') });
  return pages;
}
