import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CLICKS_PATH } from '../../domain/api-paths.js';
import type { ClickIntake } from '../../domain/clicks/click-intake.js';
import { InvalidClickReportError, type ClickReportFields } from '../../domain/clicks/click-report.js';
import type { HeaderPairs } from '../http/encoded-body.js';
import { errorBody } from '../http/error-body.js';
import { echoRequestId } from '../http/request-id.js';

/** A report is four short fields: anything longer is not one (docs/decisions/068). */
export const MAX_CLICK_BODY_BYTES = 1024;

/** A ping's content type (its body is always "PING"), and the form a beacon sends (a string body: text/plain). */
const PING_TYPE = 'text/ping';
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'text/plain']);

function fieldsOf(parameters: URLSearchParams): ClickReportFields {
  return { link: parameters.get('link'), page: parameters.get('page'), section: parameters.get('section'), position: parameters.get('position') };
}

class ClickRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The body, at most MAX_CLICK_BODY_BYTES; a longer one is refused as soon as it is known to be longer. */
function smallBody(request: Request): Promise<string> {
  const announced = Number(request.headers['content-length'] ?? 0);
  if (announced > MAX_CLICK_BODY_BYTES) return Promise.reject(new ClickRefusal(413, `A click report is at most ${MAX_CLICK_BODY_BYTES} bytes.`));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    request.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > MAX_CLICK_BODY_BYTES) {
        request.removeAllListeners('data');
        request.resume();
        reject(new ClickRefusal(413, `A click report is at most ${MAX_CLICK_BODY_BYTES} bytes.`));
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The report's fields: a ping's from its address (its body only says "PING"), a beacon's from its form body. */
async function reportFields(request: Request): Promise<ClickReportFields> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const body = await smallBody(request);
  if (type === PING_TYPE) return fieldsOf(new URL(request.originalUrl, 'http://host').searchParams);
  if (FORM_TYPES.has(type)) return fieldsOf(new URLSearchParams(body));
  throw new ClickRefusal(415, 'A click report is a ping (text/ping) or a beacon form (application/x-www-form-urlencoded).');
}

/**
 * `POST /api/clicks` (docs/decisions/067, 068): a visitor's click on a partner link, as a ping or a beacon. Answered
 * early in the framework's chain, next to the tour image list (docs/decisions/047): every outbound click sends one, and
 * the browser does not wait for it, but the answer must stay cheap under a storm. 204 whether counted or not (a robot
 * learns nothing); 400 for a report the catalogue does not know; 413 for a large body, 415 for another kind of body,
 * 429 with Retry-After over the client's limit, 405 for another method; all in the API's error shape.
 */
export function clickRoute(intake: ClickIntake, securityHeaders: HeaderPairs): RequestHandler {
  const logger = new Logger('Clicks');
  const refuse = (response: Response, status: number, message: string) => {
    for (const [name, value] of securityHeaders) response.setHeader(name, value);
    echoRequestId(response);
    response.status(status).json(errorBody(status, message));
  };
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.path !== CLICKS_PATH) return next();
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST');
      return refuse(response, 405, 'Report a click with POST.');
    }
    reportFields(request)
      .then((fields) => {
        const outcome = intake.receive({
          client: request.ip ?? request.socket.remoteAddress ?? 'unknown',
          fields,
          userAgent: request.headers['user-agent'],
          fetchSite: request.get('sec-fetch-site'),
          origin: request.headers.origin,
          referrer: request.headers.referer ?? request.get('ping-from'),
        });
        if (outcome.kind === 'limited') {
          response.setHeader('Retry-After', String(outcome.retryAfterSeconds));
          return refuse(response, 429, 'Too many click reports from this address; try again later.');
        }
        for (const [name, value] of securityHeaders) response.setHeader(name, value);
        echoRequestId(response);
        response.setHeader('Cache-Control', 'no-store');
        response.status(204).end();
      })
      .catch((error: unknown) => {
        if (error instanceof ClickRefusal) return refuse(response, error.status, error.message);
        if (error instanceof InvalidClickReportError) return refuse(response, 400, error.message);
        logger.error(`POST ${CLICKS_PATH} failed`, error instanceof Error ? error.stack : String(error));
        refuse(response, 500, 'Something went wrong on our side.');
      });
  };
}
