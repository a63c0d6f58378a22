import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * docs/decisions/054: answers that carry a session token, an upload URL or an admin's change are never kept by a
 * browser or a proxy cache: `Cache-Control: no-store` on every admin route, every upload route, and every API
 * request that changes something (anything but GET and HEAD). The public GETs keep their own caching.
 */
export function noStoreForPrivateAnswers(): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const { path, method } = request;
    if (path.startsWith('/api/admin') || path.startsWith('/api/objects/') || (path.startsWith('/api/') && method !== 'GET' && method !== 'HEAD')) {
      response.setHeader('Cache-Control', 'no-store');
    }
    next();
  };
}
