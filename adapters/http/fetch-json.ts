import { readQueryResponse } from './read-query-response.js';

/**
 * GET a JSON resource the way docs/product.md §7 loads data: credentials included, non-OK answers become a
 * DataLoadError carrying the docs/product.md §8 message (readQueryResponse).
 */
export async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { credentials: 'include', ...init });
  return (await readQueryResponse(response)) as T;
}
