import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, EncodedBody, LatestEncodedBody } from './encoded-body.js';
import { rememberRequestId } from './request-id.js';

const text = JSON.stringify(Array.from({ length: 60 }, (_, index) => ({ tourId: index + 1, imageURL: `/objects/${index}-a-photo-of-the-tour.jpg` })));
const large = EncodedBody.compressing(Buffer.from(text), { contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache', extra: [['X-Content-Type-Options', 'nosniff']] });
const small = EncodedBody.compressing(Buffer.from('[]'), { contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache' });
let bodyOf: EncodedBody = large;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    // As the access log ahead of the body would (server/http/request-log.ts).
    if (request.url === '/logged') rememberRequestId(response, 'req-1');
    bodyOf.send(request, response, request.url === '/missing' ? 404 : 200);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(headers: Record<string, string> = {}, method = 'GET', path = '/'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(new URL(path, base), { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('EncodedBody', () => {
  it('sends Brotli when the client takes it, with its own ETag and Vary', async () => {
    bodyOf = large;
    const answer = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers.etag).toBe(large.etag.replace(/"$/, '-br"'));
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(text.length / 2);
    expect(brotliDecompressSync(answer.body).toString()).toBe(text);
  });

  it('sends gzip to a client without Brotli, and the body as it is to one without either', async () => {
    bodyOf = large;
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(text);
    const identity = await get();
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.etag).toBe(large.etag);
    expect(identity.headers.vary).toBe('Accept-Encoding');
    expect(identity.body.toString()).toBe(text);
  });

  it('answers 304 without a body to an If-None-Match naming any coding of the same body', async () => {
    bodyOf = large;
    const first = await get({ 'accept-encoding': 'br' });
    for (const tag of [String(first.headers.etag), large.etag, `W/${large.etag}`, `"other", ${large.etag}`, '*']) {
      const again = await get({ 'accept-encoding': 'br', 'if-none-match': tag });
      expect(again.status, tag).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers.vary).toBe('Accept-Encoding');
    }
    expect((await get({ 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('never answers 304 for a not-found page, and leaves the body out of HEAD', async () => {
    bodyOf = large;
    expect((await get({ 'if-none-match': large.etag }, 'GET', '/missing')).status).toBe(404);
    const head = await get({ 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it(`does not compress a body under ${COMPRESSION_THRESHOLD_BYTES} bytes, nor varies`, async () => {
    bodyOf = small;
    const answer = await get({ 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.body.toString()).toBe('[]');
  });
});

describe("the access log's request id", () => {
  it('is sent in the same header list, on a 200 and on a 304', async () => {
    bodyOf = large;
    const answer = await get({ 'accept-encoding': 'br' }, 'GET', '/logged');
    expect(answer.headers['x-request-id']).toBe('req-1');
    expect(answer.headers['content-encoding']).toBe('br');
    const notModified = await get({ 'if-none-match': large.etag }, 'GET', '/logged');
    expect(notModified.status).toBe(304);
    expect(notModified.headers['x-request-id']).toBe('req-1');
    expect((await get()).headers['x-request-id']).toBeUndefined();
  });
});

describe('LatestEncodedBody', () => {
  it('writes a value\'s JSON once while the same value comes, and again for a new one', () => {
    let written = 0;
    const value = { toJSON: () => ((written += 1), [1, 2]) };
    const latest = new LatestEncodedBody({ contentType: 'application/json', cacheControl: 'no-cache' });
    const first = latest.ofJson(value);
    expect(latest.ofJson(value)).toBe(first);
    expect(written).toBe(1);
    // A new value with the same JSON keeps the same body (and its ETag), written once more to find that out.
    expect(latest.ofJson({ toJSON: () => [1, 2] })).toBe(first);
    expect(latest.ofJson([3])).not.toBe(first);
  });

  it('keeps the body of unchanged text and makes a new one when the text changes', () => {
    const latest = new LatestEncodedBody({ contentType: 'text/csv; charset=utf-8', cacheControl: 'no-cache' });
    const first = latest.of('a,b\n');
    expect(latest.of('a,b\n')).toBe(first);
    const changed = latest.of('a,c\n');
    expect(changed).not.toBe(first);
    expect(changed.etag).not.toBe(first.etag);
  });
});
