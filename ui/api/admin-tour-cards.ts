import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ADMIN_TOURS_PATH } from '../../domain/api-paths.js';
import { AdminTourCardsApiToken } from '../../domain/tokens.js';
import { useService } from '../services.js';

/**
 * The admin page's tour cards (docs/decisions/101), asked of the server once signed in: the page never holds the
 * catalogue. docs/product.md §8: a failing read is only logged, and the page shows no card.
 */
export function useAdminTourCards(token: string | undefined) {
  const api = useService(AdminTourCardsApiToken);
  const query = useQuery({ queryKey: [ADMIN_TOURS_PATH, token], queryFn: () => api.cards(token!), enabled: token !== undefined, staleTime: 0, retry: false });
  useEffect(() => {
    if (query.error) console.error('Could not read the admin tour cards:', query.error);
  }, [query.error]);
  return query;
}
