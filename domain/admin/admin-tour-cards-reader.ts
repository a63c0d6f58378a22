import { CatalogueParser } from '../catalogue/catalogue-document.js';
import { CatalogueReader } from '../catalogue/catalogue-reader.js';
import type { CatalogueStore } from '../catalogue/catalogue-store.js';
import { adminTourCards, type AdminTourCard } from '../presentation/admin-tour-cards.js';

/**
 * The admin page's tour cards from the catalogue's live records (docs/decisions/101): the page is client-only and
 * never holds the catalogue, so the server answers them (GET /api/admin/tours) with the view the build would draw.
 */
export class AdminTourCardsReader {
  /** The cards are asked for at each visit of the admin page: the records' checks are remembered (docs/decisions/108). */
  private readonly parser = new CatalogueParser();

  constructor(private readonly store: CatalogueStore) {}

  async cards(): Promise<AdminTourCard[]> {
    const rows = await this.store.list();
    const document = this.parser.parse(rows.map(({ collection, id, data }) => ({ collection, id, data })));
    return adminTourCards(new CatalogueReader(document));
  }
}
