import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { fetchJson } from '../adapters/http/fetch-json.js';
import { queryUrlFor } from '../domain/data-loading/data-loading.js';

/** docs/product.md §7 default data loading: GET of the key parts joined by '/', credentials sent, JSON read. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => fetchJson(queryUrlFor(queryKey));

/** docs/product.md §7: no automatic retries, no refetch on focus, no polling, never stale by default. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
