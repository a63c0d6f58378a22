import type { AdminTourCard } from '../presentation/admin-tour-cards.js';

/** The admin page's side of its tour cards (docs/decisions/101): an admin-only call, with the session's token. */
export interface AdminTourCardsApi {
  cards(token: string): Promise<AdminTourCard[]>;
}
