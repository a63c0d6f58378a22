import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface ApiAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  readonly text: string;
  /** The body as JSON (throws when it is not). */
  json<T = unknown>(): T;
  /** Milliseconds from sending the request to the whole answer. */
  readonly elapsedMs: number;
}

export interface ApiRequest {
  readonly headers?: Record<string, string>;
  /** An object is sent as JSON; a string or bytes as they are. */
  readonly body?: unknown;
}

/**
 * Real HTTP to the server under test, with node:http rather than fetch: fetch adds
 * `Cache-Control: no-cache` to conditional requests (so no 304 could be seen) and gives up on a
 * response that arrives while the body is still being sent (the 413 of an oversized upload).
 */
export function call(baseUrl: string, method: string, path: string, options: ApiRequest = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  let payload: Buffer | undefined;
  if (options.body instanceof Uint8Array) payload = Buffer.from(options.body);
  else if (typeof options.body === 'string') payload = Buffer.from(options.body);
  else if (options.body !== undefined) {
    payload = Buffer.from(JSON.stringify(options.body));
    headers['content-type'] ??= 'application/json';
  }
  if (payload) headers['content-length'] = String(payload.length);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseUrl), { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          text,
          json: <T>() => JSON.parse(text) as T,
          elapsedMs: performance.now() - started,
        });
      });
    });
    // The server may answer and close before reading a refused body: that is not an error of the test.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    request.end(payload);
  });
}

/** The one JSON error shape of docs/architecture.md §3, checked on every refusal a scenario sees. */
export function errorShapeOf(answer: ApiAnswer): { statusCode: number; error: string; message: string } {
  const body = answer.json<{ statusCode: number; error: string; message: string }>();
  if (body.statusCode !== answer.status || typeof body.error !== 'string' || typeof body.message !== 'string' || Object.keys(body).length !== 3) {
    throw new Error(`Not the error shape: ${answer.text}`);
  }
  if (/\n\s+at /.test(body.message)) throw new Error(`A stack trace leaked: ${body.message}`);
  return body;
}
