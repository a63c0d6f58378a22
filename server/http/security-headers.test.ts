import express from 'express';
import helmet from 'helmet';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY, securityHeaders } from './security-headers.js';

const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'https:'] } }, crossOriginEmbedderPolicy: false };

async function headersOf(middleware: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.disable('x-powered-by');
  app.use(middleware);
  app.get('/', (_request, response) => void response.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!['date', 'etag', 'content-length', 'content-type', 'connection', 'keep-alive'].includes(name)) headers[name] = value;
    });
    return headers;
  } finally {
    server.close();
  }
}

describe('securityHeaders', () => {
  it("sets exactly helmet's headers, computed once, and the Permissions-Policy", async () => {
    const computed = securityHeaders(options);
    const expected = { ...(await headersOf(helmet(options))), 'permissions-policy': PERMISSIONS_POLICY };
    expect(await headersOf(computed.middleware)).toEqual(expected);
    expect(Object.fromEntries(computed.pairs.map(([name, value]) => [name.toLowerCase(), value]))).toEqual(expected);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )camera=\(\)/);
    expect(computed.pairs.find(([name]) => name === 'Content-Security-Policy')?.[1]).toContain("default-src 'self'");
  });
});
