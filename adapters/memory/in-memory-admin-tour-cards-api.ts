import type { AdminTourCardsApi } from '../../domain/admin/admin-tour-cards-api.js';
import type { AdminTourCardsReader } from '../../domain/admin/admin-tour-cards-reader.js';
import { DataLoadError } from '../../domain/data-loading/data-loading.js';
import type { AdminTourCard } from '../../domain/presentation/admin-tour-cards.js';

/** The admin page's tour cards answered by the domain's reader in memory; a token other than the operator's is a 401. */
export class InMemoryAdminTourCardsApi implements AdminTourCardsApi {
  constructor(
    private readonly reader: AdminTourCardsReader,
    private readonly operatorToken: string,
  ) {}

  async cards(token: string): Promise<AdminTourCard[]> {
    if (token !== this.operatorToken) throw new DataLoadError(401, 'Sign in as the operator first.', 'Unauthorized');
    return this.reader.cards();
  }
}
