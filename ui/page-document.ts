/**
 * The whole HTML document of a page (docs/architecture.md §4): the client build's index.html is the template; each
 * page gets its own <head> tags and, for public routes, its rendered markup. A static page loads its script after its
 * first paint (docs/decisions/088); the other pages preload their screen's chunks. `npm run build` and a running server
 * (ui/site-renderer.tsx, docs/decisions/101) both write pages through this one module, so they write the same bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { HEAD_SCRIPT_FILE, headScriptTag, PAGE_START_FILE, pageStartTag } from '../domain/navigation/inline-scripts.js';
import { HYDRATE_ATTRIBUTE, ISLAND_ATTRIBUTE } from './islands/island-markers.js';
import { ISLANDS_PRELOADED_ON_START } from './islands/island-preloads.js';
import { FIRST_PAINT_LINK, STATIC_PAGE_ATTRIBUTE } from './islands/static-pages.js';
import { chunkAssets, type ViteManifest } from './vite-manifest.js';

/** The page body's place in the template (ui/index.html). */
export const APP_HTML = '<!--app-html-->';

/**
 * The client build's template, kept beside the server bundle (`dist/ssr/page-template.html`): the build writes the
 * home page over dist/client/index.html, so a later render (a second prerender, a publish) reads this copy.
 */
export const PAGE_TEMPLATE_FILE = 'page-template.html';

/** Where the template copy of a build lives: `ssr/` beside its client folder (dist/ssr beside dist/client). */
export const pageTemplateFileOf = (clientDir: string): string => join(dirname(clientDir), 'ssr', PAGE_TEMPLATE_FILE);

/** Whether an HTML file is the client build's template, not a page written over it. */
export const isPageTemplate = (html: string): boolean => html.includes(APP_HTML);

/** The browser's whole app (ui/full-app.tsx), which ui/main.tsx loads on every page that is not static. */
const FULL_APP_MODULE = 'full-app.tsx';
/** The island loader (ui/islands/island-loader.ts), which ui/main.tsx loads on a static page (no chunk of its own when the build puts it in the entry's 'site' chunk). */
const ISLAND_LOADER_MODULE = 'islands/island-loader.ts';

/** What a page's document is made of. */
export interface PageParts {
  readonly path: string;
  /** The page's <head> tags (title, description, canonical…). */
  readonly head: string;
  /** Its rendered markup; empty for a page the browser renders (/admin). */
  readonly body: string;
  /** Static HTML whose islands alone hydrate (docs/decisions/083); else the whole app hydrates. */
  readonly staticPage: boolean;
  /** The source modules of the page's own screen chunk (ui/routes.tsx), for a page that is not static. */
  readonly screenModules: readonly string[];
  /** Data blocks the page carries before </body> (the site shell of a page the browser renders). */
  readonly dataBlocks?: readonly string[];
}

/** A page's document, and the same document with its body left to fill (the picture of the day's live template). */
export interface PageDocument {
  readonly html: string;
  readonly unfilled: string;
}

/** The documents of one client build: its template, its manifest and its inline scripts, read once. */
export class PageDocuments {
  private constructor(
    private readonly clientDir: string,
    private readonly template: string,
    private readonly entryScriptTag: RegExpExecArray,
    private readonly entryPreloads: readonly string[],
    private readonly manifest: ViteManifest,
  ) {}

  /** Reads the build in `clientDir`, its template from `templateFile`; throws, saying what is missing, on a build it cannot use. */
  static read(clientDir: string, templateFile: string): PageDocuments {
    if (!existsSync(templateFile)) throw new Error(`${templateFile} is missing: run \`npm run build:ui\`, then \`npm run prerender\`, which keeps the client build's template there`);
    const builtTemplate = readFileSync(templateFile, 'utf8');
    if (!isPageTemplate(builtTemplate)) throw new Error(`${templateFile} is not the client build's template: run \`npm run build:ui\` before \`npm run prerender\``);
    // The head script runs before the first paint: its text goes into the page, allowed by its hash (server/ui-hosting/head-script.ts).
    const headScriptSrc = `<script src="/${HEAD_SCRIPT_FILE}"></script>`;
    if (!builtTemplate.includes(headScriptSrc)) throw new Error(`ui/index.html no longer loads ${headScriptSrc}: update ui/page-document.ts, which writes its text into each page`);
    // The site's one stylesheet goes first in the head, ahead of the page's metadata and module preloads: it is what the
    // first paint waits for (docs/decisions/083).
    const stylesheetTag = /<link rel="stylesheet"[^>]*>\n?\s*/.exec(builtTemplate)?.[0];
    if (!stylesheetTag) throw new Error('The client build links no stylesheet: ui/vite.config.ts should write one (cssCodeSplit off)');
    const headScript = headScriptTag(readFileSync(join(clientDir, HEAD_SCRIPT_FILE), 'utf8'));
    const template = builtTemplate.replace(stylesheetTag, '').replace(headScriptSrc, () => `${stylesheetTag.trim()}\n    ${headScript}`);
    // The browser's entry (ui/main.tsx). A static page does not name it in its head: the script at the end of its body loads
    // it once the page has painted (docs/decisions/088); the other pages (/admin) keep Vite's module script.
    const entryScriptTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/.exec(template);
    if (!entryScriptTag) throw new Error('The client build\'s template loads no module script: ui/page-document.ts expects ui/main.tsx as its entry');
    // The chunks the entry imports, which Vite preloads from the template's head: a static page names them to load with it.
    const entryPreloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g)].map((preload) => preload[1]!);
    const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
    return new PageDocuments(clientDir, template, entryScriptTag, entryPreloads, manifest);
  }

  /** The islands of a page's markup that hydrate at load: their chunks are preloaded with the page (docs/decisions/083). */
  private loadIslandModules(body: string): string[] {
    const names = [...body.matchAll(new RegExp(`${ISLAND_ATTRIBUTE}="([a-z-]+)" ${HYDRATE_ATTRIBUTE}="load"`, 'g'))].map((match) => match[1]!);
    // The site-wide islands have no chunk of their own: they come with the loader (ui/islands/island-registry.ts).
    return [...new Set(names)].map((name) => `islands/${name}-island.tsx`).filter((module) => module in this.manifest);
  }

  /** The page's document. */
  documentOf(page: PageParts): PageDocument {
    if (page.staticPage) checkWaitingIslandsPreloaded(page.path, page.body);
    // Every page is styled by the site's one stylesheet, which the template links already (ui/vite.config.ts).
    const { js } = page.staticPage
      ? chunkAssets(this.manifest, [ISLAND_LOADER_MODULE, ...this.loadIslandModules(page.body)].filter((module) => module in this.manifest))
      : chunkAssets(this.manifest, [FULL_APP_MODULE, ...page.screenModules]);
    const links = page.staticPage ? [FIRST_PAINT_LINK] : js.map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`);
    // Replacer functions: a string replacement would read '$$' in the page ('$$$$' hotels) as a pattern.
    const withHead = this.template.replace('<!--app-head-->', () => [page.head, ...links].join('\n    '));
    const pageStart = () => pageStartTag(readFileSync(join(this.clientDir, PAGE_START_FILE), 'utf8'), this.entryScriptTag[1]!, [...this.entryPreloads, ...js.map((href) => `/${href}`)]);
    const document = page.staticPage
      ? withHead
          .replace(this.entryScriptTag[0], '')
          .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\n?\s*/g, '')
          .replace('<div id="root">', () => `<div id="root" ${STATIC_PAGE_ATTRIBUTE}>`)
          .replace('</body>', () => `  ${pageStart()}\n  </body>`)
      : withHead;
    const unfilled = (page.dataBlocks ?? []).reduce((html, block) => html.replace('</body>', () => `  ${block}\n  </body>`), document);
    return { html: unfilled.replace(APP_HTML, () => page.body), unfilled };
  }
}

/**
 * An island that waits for the visitor has its imports requested at once when it starts (ui/islands/island-preloads.ts,
 * docs/decisions/090): a page that has one the list leaves out stops the render, naming it.
 */
function checkWaitingIslandsPreloaded(path: string, body: string): void {
  for (const [, name] of body.matchAll(new RegExp(`${ISLAND_ATTRIBUTE}="([a-z-]+)" ${HYDRATE_ATTRIBUTE}="interaction"`, 'g'))) {
    if (!ISLANDS_PRELOADED_ON_START.has(name!)) {
      throw new Error(`${path}: island "${name}" waits for the visitor's interaction but its imports are not preloaded when it starts; add it to ISLANDS_PRELOADED_ON_START in ui/islands/island-preloads.ts`);
    }
  }
}
