import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOGUE_SEED_FILE } from '../../domain/catalogue/catalogue-document.js';
import { InvalidCatalogueDocumentError } from '../../domain/catalogue/catalogue-document-io.js';

/** The seed's path in the built UI: the catalogue document `npm run build` writes beside the pages, today's content. */
export const catalogueSeedFileOf = (uiDir: string): string => join(uiDir, CATALOGUE_SEED_FILE);

/**
 * The JSON value of a catalogue document file (the seed, a file to import). Text that is not JSON is an invalid
 * document (InvalidCatalogueDocumentError); a file that cannot be read throws the file system's error (ENOENT…).
 */
export async function readCatalogueDocumentFile(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new InvalidCatalogueDocumentError([`${file} is not JSON: ${(error as Error).message}`]);
  }
}

/** The seed's document, or undefined when the built UI has none. */
export async function readCatalogueSeed(file: string): Promise<unknown> {
  try {
    return await readCatalogueDocumentFile(file);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw error;
  }
}
