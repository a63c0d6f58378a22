import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { isGa4MeasurementId, isMetaPixelId } from '../domain/analytics/tags.js';
import { SERVER_PATH_PREFIXES } from '../domain/api-paths.js';
import { buildSettingsFrom, type BuildSettings } from './build-settings-schema.js';
import { ISLANDS_PRELOADED_ON_START, preloadedDependencies } from './islands/island-preloads.js';

const uiRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = `http://localhost:${process.env.API_PORT ?? 3001}`;

/** The analytics tag ids are baked into the build: a wrong one stops it, naming the variable (the server checks the same at start). */
for (const [variable, valid, example] of [
  ['VITE_GA4_MEASUREMENT_ID', isGa4MeasurementId, 'G-ABC123XYZ9'],
  ['VITE_META_PIXEL_ID', isMetaPixelId, '123456789012345'],
] as const) {
  const value = process.env[variable]?.trim();
  if (value && !valid(value)) throw new Error(`Configuration error: ${variable} must look like ${example}, got "${value}"`);
}

/**
 * The UI's own build-time variables (ui/build-settings-schema.ts, docs/decisions/095): checked once, from the
 * environment and any `.env` file Vite reads; a wrong value stops the build, naming the variable.
 */
function checkedBuildSettings(mode: string): BuildSettings {
  try {
    return buildSettingsFrom(loadEnv(mode, uiRoot, 'VITE_'));
  } catch (error) {
    throw new Error(`Configuration error: ${(error as Error).message}`);
  }
}

/**
 * ui/build-settings.ts, which checks the environment with zod where Vite does not build (unit tests, tsx), is loaded
 * in the build as the values already checked: the pages carry the values and neither zod nor the check.
 */
function checkedValuesOfBuildSettings(settings: BuildSettings): Plugin {
  const module = join(uiRoot, 'build-settings.ts');
  return {
    name: 'checked-build-settings',
    enforce: 'pre',
    load: (id) => (id.split('?')[0] === module ? `export const buildSettings = ${JSON.stringify(settings)};\n` : undefined),
  };
}

/**
 * The modules a static page always runs (the entry, the island loader with the site-wide islands its registry
 * imports, and everything they import), found once the module graph is complete, for the 'site' chunk below
 * (docs/decisions/083).
 */
function siteWideModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const roots = ['main.tsx', 'islands/island-loader.ts', 'islands/island-registry.ts'].map((file) => join(uiRoot, file));
  return {
    has: (id) => modules.has(id),
    plugin: {
      name: 'site-wide-modules',
      apply: 'build',
      buildEnd() {
        const visit = (id: string) => {
          if (modules.has(id)) return;
          modules.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        for (const root of roots) {
          if (!this.getModuleInfo(root)) this.error(`ui/vite.config.ts: ${root} is not in the build`);
          visit(root);
        }
      },
    },
  };
}
const siteWide = siteWideModules();

/**
 * Vite writes each dynamic import's preload list into the chunk after its name is hashed (vitejs/vite#23225), so a
 * change of which islands keep their preload links (islands/island-preloads.ts) would change a chunk's bytes under the
 * same name, which browsers keep for a year. The list is part of the hash of every chunk that imports dynamically.
 */
const islandPreloadsInHash: Plugin = {
  name: 'island-preloads-in-hash',
  apply: 'build',
  augmentChunkHash: (chunk) => (chunk.dynamicImports.length > 0 ? [...ISLANDS_PRELOADED_ON_START].join(' ') : undefined),
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: uiRoot,
  plugins: [checkedValuesOfBuildSettings(checkedBuildSettings(mode)), react(), vanillaExtractPlugin(), ...(isSsrBuild ? [] : [siteWide.plugin, islandPreloadsInHash])],
  // One MAIN_DOMAIN for the server and the build (README): the UI sees it as VITE_MAIN_DOMAIN.
  define: process.env.MAIN_DOMAIN ? { 'import.meta.env.VITE_MAIN_DOMAIN': JSON.stringify(process.env.MAIN_DOMAIN) } : {},
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? '../dist/ssr' : '../dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: !isSsrBuild,
    // One stylesheet for the whole site (7 kB gzip): a page waits for the HTML and that file only before its first
    // paint, and no island injects a stylesheet of its own later (docs/decisions/083). The admin's libraries' styles
    // (Uppy, uPlot) are not in it: their components link them.
    cssCodeSplit: false,
    // The chunks of an island that nobody waits for load without preload links (islands/island-preloads.ts, docs/decisions/090).
    modulePreload: { resolveDependencies: (file, dependencies) => preloadedDependencies(file, dependencies) },
    // scripts/prerender.ts reads it to add each page's stylesheets and modulepreload links.
    manifest: !isSsrBuild,
    // A slow phone on HTTP/1.1 pays a round trip per file: the framework is one file and the code
    // the screens share is another, instead of some thirty small ones (docs/decisions/050).
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            advancedChunks: {
              groups: [
                // React alone is what every island needs; the router, the query cache and the container load only with
                // the app or the islands that use them (docs/decisions/083).
                // With it the loader's hydration (islands/hydrate-in-page.tsx), which every island loads after its own chunk.
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|islands[\\/]hydrate-in-page\.tsx$/, priority: 3 },
                { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie)[\\/]/, priority: 2 },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
                { name: 'container', test: /node_modules[\\/](inversify|@inversifyjs|reflect-metadata)[\\/]/, priority: 2 },
                // What every static page runs besides React: one file, not forty (gzip packs it smaller, and a phone
                // pays one round trip). A page's own islands stay in chunks of their own.
                { name: 'site', test: (id) => siteWide.has(id), priority: 1 },
              ],
            },
          },
        },
  },
  // `npm run dev`: the UI with hot reload; the API, stored photos and the sample feed's photos served by the Nest
  // process on API_PORT, as the built server serves them (scripts/dev-loop-smoke.ts reads a page and a photo).
  server: {
    proxy: Object.fromEntries(SERVER_PATH_PREFIXES.map((prefix) => [prefix, apiServer])),
  },
}));
