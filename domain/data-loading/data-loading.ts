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
