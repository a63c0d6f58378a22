import { readFileSync } from 'node:fs';
import { SETTINGS_RECORD_ID } from '../domain/catalogue/schema/settings-schema.js';
import type { CatalogueEntry } from '../domain/catalogue/catalogue-store.js';

/*
 * The catalogue as it was before the shops collection (docs/decisions/144): catalogue/seed.json of commit 9a4cc25,
 * products with a `shop` and a `position`, and two gift records copying two coffees. A store seeded by that build holds
 * these rows; the upgrade at start (upgradeStoredCatalogue) is tried on them.
 */

/** The fixture's path: an old-shape seed document, also copied into a built UI by the @api scenario. */
export const CATALOGUE_BEFORE_SHOPS_FILE = new URL('../features/fixtures/catalogue/seed-before-shops.json', import.meta.url);

/** The old-shape document itself. */
export const catalogueDocumentBeforeShops = (): Record<string, unknown> => JSON.parse(readFileSync(CATALOGUE_BEFORE_SHOPS_FILE, 'utf8')) as Record<string, unknown>;

/** The rows the build before decision 144 seeded from it: each record's fields but its id, the settings as the record `site`. */
export function catalogueRowsBeforeShops(): CatalogueEntry[] {
  return Object.entries(catalogueDocumentBeforeShops()).flatMap(([collection, records]) =>
    Array.isArray(records) ? records.map(({ id, ...data }: { id: string }) => ({ collection, id, data })) : [{ collection, id: SETTINGS_RECORD_ID, data: records }],
  );
}
