import { DataLoadError } from '../../domain/data-loading/data-loading.js';

/**
 * GET a JSON resource the way docs/product.md §7 loads data: credentials included, non-OK answers become a
 * DataLoadError carrying the docs/product.md §8 message.
 */
export async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { credentials: 'include', ...init });
  if (!response.ok) {
    throw new DataLoadError(response.status, await response.text().catch(() => ''), response.statusText);
  }
  return (await response.json()) as T;
}
