import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { frontDoor, pathOf, type FrontAnswer } from './front-door.js';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A door with one answer in memory (/kept) and a framework that says it answered; `seen` lists who met each request. */
async function door() {
  const seen: string[] = [];
  const kept: FrontAnswer = (request, response, next) => {
    if (pathOf(request) !== '/kept') return next();
    seen.push('kept');
    response.end('from memory');
  };
  const framework: RequestListener = (request, response) => {
    seen.push(`framework ${request.method} ${request.url}`);
    response.end('from the framework');
  };
  const base = await serve(frontDoor({ duties: [(request: IncomingMessage) => seen.push(`duty ${request.url}`)], answers: [kept], framework }));
  return { base, seen };
}

describe('the front door (docs/decisions/087)', () => {
  it('answers a GET or HEAD it keeps in memory without the framework, after the duties', async () => {
    const { base, seen } = await door();
    expect(await (await fetch(`${base}/kept?utm_source=mail`)).text()).toBe('from memory');
    expect((await fetch(`${base}/kept`, { method: 'HEAD' })).status).toBe(200);
    expect(seen).toEqual(['duty /kept?utm_source=mail', 'kept', 'duty /kept', 'kept']);
  });

  it('hands every other request to the framework: another address, another method, a request with a body', async () => {
    const { base, seen } = await door();
    expect(await (await fetch(`${base}/elsewhere`)).text()).toBe('from the framework');
    expect(await (await fetch(`${base}/kept`, { method: 'POST', body: 'x' })).text()).toBe('from the framework');
    expect(await (await fetch(`${base}/kept`, { method: 'DELETE' })).text()).toBe('from the framework');
    expect(seen).toEqual(['duty /elsewhere', 'framework GET /elsewhere', 'duty /kept', 'framework POST /kept', 'duty /kept', 'framework DELETE /kept']);
  });

  it("reads the path as Express does: without the query or a fragment", () => {
    const path = (url: string) => pathOf({ url } as IncomingMessage);
    expect(path('/api/tours/images?x=1')).toBe('/api/tours/images');
    expect(path('/tours#top')).toBe('/tours');
    expect(path('/')).toBe('/');
  });
});
