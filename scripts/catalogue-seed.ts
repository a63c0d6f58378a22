/**
 * The catalogue's seed, catalogue/seed.json (docs/decisions/101): the records `npm run build` renders the whole site
 * from, for CI and the container image, and that the server's store is seeded from at its first start (through the
 * build's dist/client/catalogue-seed.json). Read with the checks of every document (parseCatalogueDocument): a seed
 * with a problem stops the build, naming each.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCatalogueDocument, type CatalogueDocument } from '../domain/catalogue/catalogue-document.js';
import { settingsWithBuildOverrides } from '../ui/build-settings-schema.js';

/** Where the seed lives, from the repository's root. */
export const SEED_DOCUMENT_FILE = 'catalogue/seed.json';

/** The seed's records, checked whole. */
export function readSeedDocument(root: string): CatalogueDocument {
  const file = join(root, SEED_DOCUMENT_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`${SEED_DOCUMENT_FILE} could not be read as JSON: ${(error as Error).message}`);
  }
  return parseCatalogueDocument(raw);
}

/**
 * The seed as one build renders it: the build-time partner variables its environment sets override the settings
 * record (ui/build-settings-schema.ts, docs/decisions/095), checked again whole.
 */
export function buildDocument(seed: CatalogueDocument, env: Readonly<Record<string, unknown>>): CatalogueDocument {
  return parseCatalogueDocument({ ...seed, settings: settingsWithBuildOverrides(seed.settings, env) });
}
