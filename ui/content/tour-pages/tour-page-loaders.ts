import type { TourPageContent } from './tour-page-content.js';

export interface TourPageContentLoader {
  /** The content file, as a key of Vite's build manifest (relative to ui/). */
  readonly module: string;
  load(): Promise<TourPageContent>;
}

/**
 * Each destination and activity page's content is its own module, so a visitor downloads only the
 * page they open (docs/architecture.md §4). Keyed by the page's path in ui/content/site-map.ts.
 */
const LOADERS: Readonly<Record<string, TourPageContentLoader>> = {
  '/destinations/arenal': { module: 'content/tour-pages/arenal-page.ts', load: () => import('./arenal-page.js').then((m) => m.ARENAL_PAGE) },
  '/destinations/manuel-antonio': {
    module: 'content/tour-pages/manuel-antonio-page.ts',
    load: () => import('./manuel-antonio-page.js').then((m) => m.MANUEL_ANTONIO_PAGE),
  },
  '/destinations/monteverde': {
    module: 'content/tour-pages/monteverde-page.ts',
    load: () => import('./monteverde-page.js').then((m) => m.MONTEVERDE_PAGE),
  },
  '/destinations/tamarindo': {
    module: 'content/tour-pages/tamarindo-page.ts',
    load: () => import('./tamarindo-page.js').then((m) => m.TAMARINDO_PAGE),
  },
  '/destinations/santa-teresa': {
    module: 'content/tour-pages/santa-teresa-page.ts',
    load: () => import('./santa-teresa-page.js').then((m) => m.SANTA_TERESA_PAGE),
  },
  '/destinations/playas-de-coco': {
    module: 'content/tour-pages/playas-de-coco-page.ts',
    load: () => import('./playas-de-coco-page.js').then((m) => m.PLAYAS_DE_COCO_PAGE),
  },
  '/destinations/dominical': {
    module: 'content/tour-pages/dominical-page.ts',
    load: () => import('./dominical-page.js').then((m) => m.DOMINICAL_PAGE),
  },
  '/destinations/jaco': { module: 'content/tour-pages/jaco-page.ts', load: () => import('./jaco-page.js').then((m) => m.JACO_PAGE) },
  '/destinations/puerto-viejo': {
    module: 'content/tour-pages/puerto-viejo-page.ts',
    load: () => import('./puerto-viejo-page.js').then((m) => m.PUERTO_VIEJO_PAGE),
  },
  '/destinations/papagayo': {
    module: 'content/tour-pages/papagayo-page.ts',
    load: () => import('./papagayo-page.js').then((m) => m.PAPAGAYO_PAGE),
  },
  '/canopy-tours': { module: 'content/tour-pages/canopy-tours-page.ts', load: () => import('./canopy-tours-page.js').then((m) => m.CANOPY_TOURS_PAGE) },
  '/scuba-diving': { module: 'content/tour-pages/scuba-diving-page.ts', load: () => import('./scuba-diving-page.js').then((m) => m.SCUBA_DIVING_PAGE) },
  '/fishing': { module: 'content/tour-pages/fishing-page.ts', load: () => import('./fishing-page.js').then((m) => m.FISHING_PAGE) },
  '/surf-lessons': { module: 'content/tour-pages/surf-lessons-page.ts', load: () => import('./surf-lessons-page.js').then((m) => m.SURF_LESSONS_PAGE) },
  '/bird-watching': {
    module: 'content/tour-pages/bird-watching-page.ts',
    load: () => import('./bird-watching-page.js').then((m) => m.BIRD_WATCHING_PAGE),
  },
};

export function tourPageContentLoader(path: string): TourPageContentLoader {
  const loader = LOADERS[path];
  if (!loader) throw new Error(`No destination or activity page content for ${path}`);
  return loader;
}

/** Every page's content at once: for the catalogue test and the build-time checks, never the browser. */
export async function allTourPageContent(): Promise<TourPageContent[]> {
  return Promise.all(Object.values(LOADERS).map((loader) => loader.load()));
}
