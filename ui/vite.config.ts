import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { isGa4MeasurementId, isMetaPixelId } from '../domain/analytics/tags.js';
import { consentLifetimeFrom } from '../domain/consent/consent-lifetime.js';
import { SERVER_PATH_PREFIXES } from '../domain/api-paths.js';

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
/** So are the consent durations (docs/decisions/082): a value that is not a number of months stops it, naming the variable. */
try {
  consentLifetimeFrom(process.env);
} catch (error) {
  throw new Error(`Configuration error: ${(error as Error).message}`);
}

export default defineConfig(({ isSsrBuild }) => ({
  root: uiRoot,
  plugins: [react(), vanillaExtractPlugin()],
  // One MAIN_DOMAIN for the server and the build (README): the UI sees it as VITE_MAIN_DOMAIN.
  define: process.env.MAIN_DOMAIN ? { 'import.meta.env.VITE_MAIN_DOMAIN': JSON.stringify(process.env.MAIN_DOMAIN) } : {},
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? '../dist/ssr' : '../dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: !isSsrBuild,
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
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie)[\\/]/, priority: 2 },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
                { name: 'container', test: /node_modules[\\/](inversify|@inversifyjs|reflect-metadata)[\\/]/, priority: 2 },
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
