import { ExpressAdapter } from '@nestjs/platform-express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createServer, type RequestListener, type Server } from 'node:http';
import { UPLOAD_PATH_PREFIX } from '../../domain/objects/upload-url-signer.js';
import type { ServerLimits } from '../config.js';
import { errorBody } from './error-body.js';
import { hasNoBody } from './front-door.js';

/** How often Node looks for requests past their header or request timeout (its default, 30 s, would let them overrun by as much). */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/**
 * Nest's Express adapter on a Node server built with the bounds on slow clients (docs/decisions/054): headers
 * within HEADERS_TIMEOUT_MS, keep-alive longer than a balancer's idle timeout, checked every second, and a
 * connection ceiling. Node's request timeout cannot differ per route, so it is the longest (an upload's) and
 * `requestDeadlines` holds every other route to REQUEST_TIMEOUT_MS.
 */
export class BoundedExpressAdapter extends ExpressAdapter {
  /** Who takes each request: Express itself, until putInFront names a door ahead of it. */
  private takeRequest: RequestListener = (request, response) => this.getInstance<RequestListener>()(request, response);

  constructor(private readonly limits: ServerLimits) {
    super();
  }

  /** Puts a listener ahead of Express (server/http/front-door.ts); it is handed Express to pass requests on to. */
  putInFront(door: (framework: RequestListener) => RequestListener): void {
    this.takeRequest = door(this.getInstance<RequestListener>());
  }

  override initHttpServer(): void {
    const server: Server = createServer(
      {
        headersTimeout: this.limits.headersTimeoutMs,
        requestTimeout: Math.max(this.limits.requestTimeoutMs, this.limits.uploadTimeoutMs),
        keepAliveTimeout: this.limits.keepAliveTimeoutMs,
        connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
      },
      (request, response) => this.takeRequest(request, response),
    );
    server.maxConnections = this.limits.maxConnections;
    this.httpServer = server;
  }
}

/**
 * A request whose body has not all arrived by its deadline (an upload: UPLOAD_TIMEOUT_MS; any other:
 * REQUEST_TIMEOUT_MS) is answered 408 and its connection closed, so a client sending one byte every few seconds
 * holds nothing for long. A request already received is left to finish (the sign-in answer waits a second on
 * purpose).
 */
export function requestDeadlines(limits: ServerLimits): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    // A request with neither Content-Length nor Transfer-Encoding has no body (RFC 9112 §6.3): it has all arrived,
    // and most requests (every page, photo and list) pay for no timer.
    if (hasNoBody(request)) return next();
    const ms = request.path.startsWith(UPLOAD_PATH_PREFIX) ? limits.uploadTimeoutMs : limits.requestTimeoutMs;
    const timer = setTimeout(() => {
      if (request.complete) return;
      // What is left of the body is never read: the connection goes once the answer is out.
      if (response.writableEnded) {
        request.socket.destroy();
        return;
      }
      response.once('finish', () => request.socket.destroy());
      if (!response.headersSent) {
        response.setHeader('Connection', 'close');
        response.status(408).json(errorBody(408, 'The request took too long to arrive.'));
      }
    }, ms);
    timer.unref();
    response.once('close', () => clearTimeout(timer));
    next();
  };
}
