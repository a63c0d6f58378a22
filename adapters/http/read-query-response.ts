import { DataLoadError } from '../../domain/data-loading/data-loading.js';

/** docs/product.md §8: a 401 is an error by default; the alternative mode reads it as "no data". */
export type UnauthorizedMode = 'throw' | 'return-empty';

/** The part of a fetch Response that reading a query needs. */
export interface QueryResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/**
 * docs/product.md §7, §8: the answer of a default data load (the mode is 'throw' unless told otherwise).
 * OK → its JSON; 401 in 'return-empty' mode → null; any other non-OK answer → a DataLoadError with
 * "{status}: {body or statusText}".
 */
export async function readQueryResponse(response: QueryResponse, on401?: UnauthorizedMode): Promise<unknown> {
  if (on401 === 'return-empty' && response.status === 401) return null;
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new DataLoadError(response.status, body, response.statusText);
  }
  return response.json();
}
