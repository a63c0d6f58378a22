import { Logger } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LinkCatalogue } from '../../domain/clicks/link-catalogue.js';

/** The file `npm run prerender` writes beside the pages: every partner link they carry, and every page. */
export const LINK_CATALOGUE_FILE = 'link-catalogue.json';

/**
 * The link catalogue of the built UI (docs/decisions/067), read once at start. Without a built UI there is no
 * catalogue: every click report is then refused (400), and the start says why. A damaged file stops the start.
 */
export function readLinkCatalogue(uiDir: string): LinkCatalogue {
  const file = join(uiDir, LINK_CATALOGUE_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    new Logger('Clicks').warn(`No ${file}: run \`npm run build\`; until then every click report is refused.`);
    return LinkCatalogue.EMPTY;
  }
  return LinkCatalogue.fromJson(text);
}
