import { openDatabase } from '../../adapters/sqlite/database.js';
import { SqliteCatalogueStore } from '../../adapters/sqlite/sqlite-catalogue-store.js';
import { SystemClock } from '../../adapters/system/system-clock.js';
import { catalogueRowsBeforeShops } from '../../test-support/catalogue-before-shops.js';

/**
 * Stores, in a DATA_DIR's SQLite file, the catalogue rows the build before the shops collection seeded
 * (docs/decisions/144: products with a shop and a position, two gift records copying two coffees), as an operator who
 * ran `npm start` before that change has them. The server started on it afterwards finds them there.
 */
export async function storeCatalogueBeforeShops(databaseFile: string): Promise<void> {
  const db = openDatabase(databaseFile);
  try {
    await new SqliteCatalogueStore(db, new SystemClock()).replaceAll(catalogueRowsBeforeShops(), { onlyIfEmpty: true });
  } finally {
    db.close();
  }
}
