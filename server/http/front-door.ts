import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/** What every request goes through first, whoever answers it: the access line, the stop tracking. */
export type FrontDuty = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * An answer kept ready in memory: it answers the request itself, or passes it on with `next`. Written against
 * Node's own request and answer, so the same function also serves as an Express middleware.
 */
export type FrontAnswer = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The request's path without its query or fragment, as Express's `request.path` gives it for an address of the site. */
export function pathOf(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** A request with neither Content-Length nor Transfer-Encoding carries no body (RFC 9112 §6.3). */
export function hasNoBody(request: IncomingMessage): boolean {
  return request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined;
}

/**
 * The server's front door (docs/decisions/087): every request passes the duties; a GET or HEAD without a body is
 * then offered to the answers kept in memory (the built pages and files, the tour image list), in order, and only
 * what none of them answers reaches the framework. The framework's router, its request and answer objects and its
 * middleware chain cost more than writing one of those answers, which every visit asks for; a request with a body
 * or another method goes straight to the framework, whose chain holds its deadline (server/http/server-limits.ts).
 */
export function frontDoor(parts: { duties: readonly FrontDuty[]; answers: readonly FrontAnswer[]; framework: RequestListener }): RequestListener {
  const { duties, answers, framework } = parts;
  return (request, response) => {
    for (const duty of duties) duty(request, response);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !hasNoBody(request)) return framework(request, response);
    let index = 0;
    const next = (): void => {
      const answer = answers[index++];
      if (answer) answer(request, response, next);
      else framework(request, response);
    };
    next();
  };
}
