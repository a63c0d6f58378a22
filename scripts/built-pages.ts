/** The prerendered pages of a client build folder, as the build's audits read them. */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { LIVE_TEMPLATE_FILE } from '../domain/photo-feed/picture-of-the-day-page.js';
import type { BuiltPage } from '../domain/publishing/page-audits.js';

/** The prerendered pages under a client build folder: 'tours/index.html' → '/tours'. */
export function builtPages(clientDir: string): BuiltPage[] {
  // The picture of the day's template is a page without its body, which the server fills (docs/decisions/026).
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && basename(file) !== LIVE_TEMPLATE_FILE);
  return files.map((file) => {
    const path = `/${relative(clientDir, join(clientDir, file)).split(sep).join('/')}`.replace(/\/?index\.html$/, '') || '/';
    return { path, html: readFileSync(join(clientDir, file), 'utf8') };
  });
}

