import type { AdminTourCardsApi } from '../../domain/admin/admin-tour-cards-api.js';
import { ADMIN_TOURS_PATH } from '../../domain/api-paths.js';
import type { AdminTourCard } from '../../domain/presentation/admin-tour-cards.js';
import { readQueryResponse } from './read-query-response.js';

/** GET /api/admin/tours, with the operator's session (docs/architecture.md §3, docs/decisions/101). */
export class HttpAdminTourCardsApi implements AdminTourCardsApi {
  constructor(private readonly fetcher: typeof fetch = (...args) => fetch(...args)) {}

  async cards(token: string): Promise<AdminTourCard[]> {
    const response = await this.fetcher(ADMIN_TOURS_PATH, { headers: { Authorization: `Bearer ${token}` } });
    return (await readQueryResponse(response)) as AdminTourCard[];
  }
}
