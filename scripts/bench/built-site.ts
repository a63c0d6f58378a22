/** Where the built site lives, for the bench sections that need `npm run build` first. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;
export const clientDir = join(root, 'dist/client');

export function isBuilt(): boolean {
  return existsSync(join(root, 'dist/node/server/app.js')) && existsSync(join(root, 'dist/ssr/entry-server.js'));
}

/** The paths of every prerendered public route, from the route list of the SSR build. */
export async function publicPages(): Promise<string[]> {
  const { PAGES } = (await import(join(root, 'dist/ssr/entry-server.js'))) as { PAGES: { path: string; rendering: string }[] };
  return PAGES.filter((page) => page.rendering === 'prerendered').map((page) => page.path);
}

export function htmlFileOf(path: string): string {
  return join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
}
