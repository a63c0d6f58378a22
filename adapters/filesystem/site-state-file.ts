import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SiteState } from '../../domain/publishing/site-publication.js';

/**
 * The site as `npm run build` drew it (docs/decisions/105): the seed's records and what each page read and shows, kept
 * beside the server bundle (dist/ssr), not among the served files. A server's first publish starts from it.
 */
export const SITE_STATE_FILE = 'site-state.json';

/** dist/client → dist/ssr/site-state.json. */
export const siteStateFileOf = (clientDir: string): string => join(dirname(clientDir), 'ssr', SITE_STATE_FILE);

/** The build's site state; a build without one (an older build) cannot be published from, and says how to mend it. */
export async function readSiteState(clientDir: string): Promise<SiteState> {
  const file = siteStateFileOf(clientDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`No ${file}: the build wrote no site state to publish from; run \`npm run build\``);
  }
  return JSON.parse(text) as SiteState;
}
