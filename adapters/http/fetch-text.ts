import { DataLoadError } from '../../domain/data-loading/data-loading.js';

/**
 * GET a text resource (the domain descriptions CSV) the way docs/product.md §7 loads data: credentials
 * included, non-OK answers become a DataLoadError carrying the docs/product.md §8 message.
 */
export async function fetchText(url: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(url, { credentials: 'include', ...init });
  const body = await response.text().catch(() => '');
  if (!response.ok) throw new DataLoadError(response.status, body, response.statusText);
  return body;
}
