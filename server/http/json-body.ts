import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { UPLOAD_PATH_PREFIX } from '../../domain/objects/upload-url-signer.js';
import { statusOfRequestError } from './domain-errors.js';
import { errorBody } from './error-body.js';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.js';

const json = express.json({ limit: '100kb', strict: true });

/**
 * JSON bodies for the API (docs/architecture.md §3), except on upload URLs, whose raw body is streamed by their
 * controller. A body must be one JSON object; a request without one gets `{}`, so the DTO names the
 * missing field. Malformed JSON, and JSON nested deeper than MAX_JSON_DEPTH (docs/decisions/053), are answered 400
 * here, in the one error shape, before any route or validator sees the body.
 */
export function jsonBody(): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.path.startsWith(UPLOAD_PATH_PREFIX)) return next();
    // No body at all (a GET, a HEAD, a DELETE without one): what the parser would give, without running it
    // (docs/decisions/047). A body is announced by Content-Length or Transfer-Encoding (type-is's `hasBody`).
    if (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined) {
      request.body = {};
      return next();
    }
    json(request, response, (error?: unknown) => {
      // Already answered (a request past its deadline, server/http/server-limits.ts): nothing more to say.
      if (response.headersSent) return;
      if (error) {
        const known = statusOfRequestError(error);
        if (!known) return next(error);
        response.status(known.status).json(errorBody(known.status, known.message));
        return;
      }
      if (request.body === undefined || request.body === null) request.body = {};
      if (typeof request.body !== 'object' || Array.isArray(request.body)) {
        response.status(400).json(errorBody(400, 'The request body must be a JSON object.'));
        return;
      }
      if (nestedDeeperThan(request.body, MAX_JSON_DEPTH)) {
        response.status(400).json(errorBody(400, `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`));
        return;
      }
      next();
    });
  };
}
