/**
 * Writes the static HTML of every route (docs/architecture.md §4): the client build's index.html is the
 * template; each page gets its own <head> tags and, for public routes, its rendered markup.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(root, 'dist/client');
const template = readFileSync(join(clientDir, 'index.html'), 'utf8');

const { prerenderAll } = (await import(pathToFileURL(join(root, 'dist/ssr/entry-server.js')).href)) as typeof import('../ui/entry-server.js');

const pages = prerenderAll();
for (const page of pages) {
  const html = template.replace('<!--app-head-->', page.head).replace('<!--app-html-->', page.body);
  const target = join(clientDir, page.file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
}
console.log(`Prerendered ${pages.length} pages into dist/client`);
