import { dirname } from 'node:path';
import type { CatalogueDocument } from '../domain/catalogue/catalogue-document.js';
import { LIVE_TEMPLATE_FILE } from '../domain/photo-feed/picture-of-the-day-page.js';
import type { PageRenderer, RenderedPage as PublishedRendering } from '../domain/publishing/site-publication.js';
import { createSiteRenderer, type RenderedPage } from './site-renderer.js';

/*
 * The server bundle's side of publishing (docs/decisions/105): the site's renderer in the shape the publisher asks for
 * (domain/publishing), run in a worker thread by the server (adapters/ssr/worker-site-renderer.ts), and the build's
 * pages as a publication remembers them (scripts/prerender.ts), so both give the same bytes.
 */

/** A rendered page as a publication holds it: the picture of the day's live template is a file it brings. */
export function publishedRenderingOf({ screenModules: _screenModules, liveTemplate, ...page }: RenderedPage): PublishedRendering {
  const folder = dirname(page.file);
  return liveTemplate === undefined ? page : { ...page, files: [{ file: `${folder === '.' ? '' : `${folder}/`}${LIVE_TEMPLATE_FILE}`, body: liveTemplate }] };
}

/** The site's renderer as the publisher asks for it (domain/publishing/site-publication.ts PageRenderer). */
export async function createPublishingRenderer(clientDir: string): Promise<PageRenderer> {
  const renderer = await createSiteRenderer(clientDir);
  return {
    pagePaths: async (document: CatalogueDocument) => renderer.pagePaths(document),
    render: async (document: CatalogueDocument, paths: readonly string[]) => (await renderer.render(document, paths)).map(publishedRenderingOf),
  };
}
