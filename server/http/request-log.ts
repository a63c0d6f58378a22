import type { LoggerService } from '@nestjs/common';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { FrontDuty } from './front-door.js';
import { rememberRequestId } from './request-id.js';

/** An id a proxy may hand us: short, and nothing a log reader could mistake for markup or a new line. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Query parameters that are secrets: an upload URL's signature (and, for good measure, anything named like a token). */
const SECRET_QUERY = /([?&](?:sig|signature|token|password|key)=)[^&]*/gi;

let timeWritten = { at: Number.NaN, field: '' };

/**
 * pino's ISO time field, written once per millisecond: a busy server logs many requests in the same one, and
 * formatting the date was a tenth of what an access line cost.
 */
function isoTimeOncePerMillisecond(): string {
  const now = Date.now();
  if (timeWritten.at !== now) timeWritten = { at: now, field: `,"time":"${new Date(now).toISOString()}"` };
  return timeWritten.field;
}

/** The operator's log's line shape, which the access line (accessLine) writes too: no pid or host, ISO times, the level by name. */
const LINE_FORMAT = {
  base: undefined,
  timestamp: isoTimeOncePerMillisecond,
  formatters: { level: (label: string) => ({ level: label }) },
} as const;

/**
 * Standard output, written asynchronously (docs/decisions/056): a line is handed to the kernel by a worker thread,
 * and lines logged while one write is under way go out together in the next, so a busy server makes one write for
 * many requests instead of one blocking write each. Quiet, each line goes out at once. pino flushes what is left
 * when the process exits (a stop, a fatal start-up error); a kill -9 loses the lines of the write under way.
 */
export function operatorStdout(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/**
 * The operator's log (docs/decisions/056): one JSON line per event, on stdout, with ISO times. Whatever a
 * serializer lets through, headers that carry credentials and fields named like secrets are censored.
 */
export function operatorLogger(stream?: DestinationStream): Logger {
  return pino(
    { ...LINE_FORMAT, redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.secret'], censor: '[redacted]' } },
    stream,
  );
}

/** Where access lines go: the stream the operator's log writes to (operatorStdout), one whole JSON line per call. */
export type LineStream = Pick<DestinationStream, 'write'>;

/** What one access line says (docs/decisions/056); `route` only when a route of the framework answered. */
export interface AccessFields {
  readonly requestId: string;
  readonly method: string;
  readonly url: string;
  readonly statusCode: number;
  readonly route: string | undefined;
  readonly durationMs: number;
  /** The answer was sent in full; otherwise the client went away first. */
  readonly sent: boolean;
}

/**
 * The access line, in the shape pino gives the operator's log (the level by name, an ISO time, the message last), put
 * together directly: it is written once per request, and pino's general serialization of the same fields cost more than
 * the rest of the line's work (docs/decisions/056). Every field that could hold any character is written by
 * JSON.stringify; the request id is a UUID or matched ACCEPTABLE_REQUEST_ID, the method an HTTP token.
 */
export function accessLine({ requestId, method, url, statusCode, route, durationMs, sent }: AccessFields): string {
  const [level, msg] = !sent ? ['info', 'request aborted by the client'] : statusCode >= 500 ? ['error', 'request failed'] : ['info', 'request completed'];
  const routeField = route === undefined ? '' : `,"route":${JSON.stringify(route)}`;
  return (
    `{"level":"${level}"${isoTimeOncePerMillisecond()},"requestId":"${requestId}","req":{"method":${JSON.stringify(method)},"url":${JSON.stringify(loggedUrl(url))}},` +
    `"res":{"statusCode":${statusCode}}${routeField},"durationMs":${durationMs},"msg":"${msg}"}\n`
  );
}

/** The address as logged: the path, and the query with every secret replaced. */
export function loggedUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_QUERY, '$1[redacted]') : url;
}

/** Whether the connection's peer is a proxy the operator trusts (TRUST_PROXY): Express's own test, `app.get('trust proxy fn')`. */
export type TrustsProxy = (address: string, hop: number) => boolean;

/**
 * The lines of the requests that ended in one turn of the event loop, handed to the stream together at its end: a busy
 * server ends several requests per turn, and the stream measures and appends each piece it is given.
 */
function linesOncePerTurn(stream: LineStream): { add(line: string): void } {
  let waiting = '';
  const hand = () => {
    stream.write(waiting);
    waiting = '';
  };
  return {
    add(line) {
      if (waiting === '') setImmediate(hand);
      waiting += line;
    },
  };
}

/**
 * The access log (docs/decisions/056): one line per request when its answer is sent or the client goes away, with
 * the request id (a trusted proxy's X-Request-Id, or a new UUID; echoed in X-Request-Id), method, address (secrets
 * redacted), route, status and duration. A client that went away is logged at info, a 5xx at error (its cause is
 * logged once, by server/http/all-exceptions.filter.ts); headers and bodies are never logged.
 *
 * One line written per request and nothing else: pino-http, which did this before, made a child logger for every
 * request, and that cost the server two thirds of its requests per second (`npm run bench`, docs/decisions/047).
 */
export function requestLog(stream: LineStream, trustsProxy: TrustsProxy): FrontDuty {
  const lines = linesOncePerTurn(stream);
  return (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const offered = request.headers['x-request-id'];
    const requestId =
      typeof offered === 'string' && ACCEPTABLE_REQUEST_ID.test(offered) && trustsProxy(request.socket.remoteAddress ?? '', 0) ? offered : randomUUID();
    // Echoed by the answer itself (server/http/request-id.ts): in its one header list, or by echoRequestId.
    rememberRequestId(response, requestId);
    // Read now, at the front door (server/http/front-door.ts): a mounted middleware (the sample feed's photos) shortens `url` as it goes.
    const { method = 'GET', url = '/' } = request;
    // 'close' comes after 'finish' when the answer was sent, and alone when the client went away first; it comes once.
    response.on('close', () => {
      lines.add(
        accessLine({
          requestId,
          method,
          url,
          statusCode: response.statusCode,
          // Set by the framework's router on the same request object, when a route of it answered.
          route: (request as Partial<Request>).route?.path as string | undefined,
          durationMs: Math.round(performance.now() - started),
          sent: response.writableFinished,
        }),
      );
    });
  };
}

/** Nest's own messages (start-up warnings, errors caught by the filter) as lines of the same JSON log. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }

  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }

  error(message: unknown, stackOrContext?: string, context?: string): void {
    const stack = context !== undefined ? stackOrContext : undefined;
    this.logger.error({ context: context ?? stackOrContext, stack }, String(message));
  }

  fatal(message: unknown, context?: string): void {
    this.logger.fatal({ context }, String(message));
  }

  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
