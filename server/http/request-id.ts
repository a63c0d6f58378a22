import type { ServerResponse } from 'node:http';

/** The header a request's id is echoed in (docs/decisions/056). */
export const REQUEST_ID_HEADER = 'X-Request-Id';

const REQUEST_ID = Symbol('request id');
type WithRequestId = ServerResponse & { [REQUEST_ID]?: string };

/**
 * The access log's id for a request, kept on its answer rather than set as a header at once: an answer written in one
 * `writeHead` with a list of headers (server/http/encoded-body.ts) takes Node's slow path when a header was set before
 * it (every header of the list removed and added again one by one), which cost more than the rest of a small answer.
 * So the answers ahead of the framework put the id in their own list, and `echoRequestId` sets it on the others.
 */
export function rememberRequestId(response: ServerResponse, id: string): void {
  (response as WithRequestId)[REQUEST_ID] = id;
}

/** The id the access log gave this answer's request, if it is logged. */
export function requestIdOf(response: ServerResponse): string | undefined {
  return (response as WithRequestId)[REQUEST_ID];
}

/** Sets X-Request-Id on an answer written header by header (Express's `send`, `json`, `end`). */
export function echoRequestId(response: ServerResponse): void {
  const id = requestIdOf(response);
  if (id !== undefined && !response.headersSent) response.setHeader(REQUEST_ID_HEADER, id);
}
