/** docs/product.md §7 default data loading: the URL of a query is its key parts joined by '/'. */
export function queryUrlFor(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join('/');
}

/** docs/product.md §8: "status code, a colon, then the body text (or status text if body empty)". */
export function loadErrorMessage(status: number, body: string, statusText: string): string {
  return `${status}: ${body || statusText}`;
}

/** A non-OK answer of a data load; `message` is the docs/product.md §8 text. */
export class DataLoadError extends Error {
  constructor(
    readonly status: number,
    body: string,
    statusText: string,
  ) {
    super(loadErrorMessage(status, body, statusText));
    this.name = 'DataLoadError';
  }
}

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
 * docs/product.md §7, §8: the answer of a default data load (the mode is 'throw' unless told otherwise). OK → its JSON; 401 in 'return-empty' mode →
 * null; any other non-OK answer → a DataLoadError with "{status}: {body or statusText}".
 */
export async function readQueryResponse(response: QueryResponse, on401?: UnauthorizedMode): Promise<unknown> {
  if (on401 === 'return-empty' && response.status === 401) return null;
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new DataLoadError(response.status, body, response.statusText);
  }
  return response.json();
}
