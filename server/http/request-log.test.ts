import express from 'express';
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { frontDoor } from './front-door.js';
import { echoRequestId } from './request-id.js';
import { accessLine, loggedUrl, operatorLogger, PinoNestLogger, requestLog } from './request-log.js';

/** The log's lines, as the operator's collector would read them. */
function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  // As server/main.ts wires them: the operator's log and the access log write to one stream.
  return { logger: operatorLogger(stream), access: stream, lines };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function appWith(log: ReturnType<typeof memoryLog>, trustProxy: string[] = ['loopback']): Promise<string> {
  const app = express();
  app.set('trust proxy', trustProxy);
  // As server/app.ts: answers written header by header get the id from echoRequestId.
  app.use((_request, response, next) => {
    echoRequestId(response);
    next();
  });
  app.get('/api/tours/:tourId/image', (_request, response) => void response.json({ ok: true }));
  app.put('/api/objects/uploads/:objectId', (_request, response) => void response.status(500).json({ statusCode: 500 }));
  app.get('/slow', () => undefined);
  // As server/app.ts: the access line is a duty of the front door, ahead of the framework.
  const server = createServer(frontDoor({ duties: [requestLog(log.access, app.get('trust proxy fn'))], answers: [], framework: app })).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the access log (docs/decisions/056)', () => {
  it('writes one JSON line per request: request id, method, address, route, status and duration, and echoes the id', async () => {
    const log = memoryLog();
    const base = await appWith(log);
    const answer = await fetch(`${base}/api/tours/3/image`, { headers: { authorization: 'Bearer secret-session-token' } });
    await settle();
    expect(log.lines).toHaveLength(1);
    const [line] = log.lines;
    expect(line).toMatchObject({ level: 'info', msg: 'request completed', req: { method: 'GET', url: '/api/tours/3/image' }, route: '/api/tours/:tourId/image', res: { statusCode: 200 } });
    expect(line!.requestId).toBe(answer.headers.get('x-request-id'));
    expect(line!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof line!.durationMs).toBe('number');
    expect(typeof line!.time).toBe('string');
    expect(JSON.stringify(line)).not.toContain('secret-session-token');
  });

  it('keeps the X-Request-Id of a trusted proxy, and makes its own for anyone else or a malformed one', async () => {
    const trusted = memoryLog();
    const viaProxy = await fetch(`${await appWith(trusted)}/api/tours/1/image`, { headers: { 'x-request-id': 'balancer-7f3a' } });
    expect(viaProxy.headers.get('x-request-id')).toBe('balancer-7f3a');
    const malformed = await fetch(`${await appWith(memoryLog())}/api/tours/1/image`, { headers: { 'x-request-id': 'a b <script>' } });
    expect(malformed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const untrusted = await fetch(`${await appWith(memoryLog(), ['10.0.0.1'])}/api/tours/1/image`, { headers: { 'x-request-id': 'balancer-7f3a' } });
    expect(untrusted.headers.get('x-request-id')).not.toBe('balancer-7f3a');
  });

  it('redacts an upload URL signature, and logs a 5xx at error without a made-up stack', async () => {
    const log = memoryLog();
    const base = await appWith(log);
    await fetch(`${base}/api/objects/uploads/3f2b8c1e?expires=1767225600000&sig=c2VjcmV0LXNpZ25hdHVyZQ`, { method: 'PUT', body: 'x' });
    await settle();
    expect(log.lines[0]).toMatchObject({ level: 'error', req: { url: '/api/objects/uploads/3f2b8c1e?expires=1767225600000&sig=[redacted]' }, res: { statusCode: 500 } });
    expect(JSON.stringify(log.lines)).not.toContain('c2VjcmV0LXNpZ25hdHVyZQ');
    expect(log.lines[0]).not.toHaveProperty('err');
  });

  it('logs a client that went away at info', async () => {
    const log = memoryLog();
    const { port } = new URL(await appWith(log));
    const socket = connect(Number(port), '127.0.0.1');
    socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await settle();
    socket.destroy();
    await settle();
    expect(log.lines).toEqual([expect.objectContaining({ level: 'info', msg: 'request aborted by the client', req: { method: 'GET', url: '/slow' } })]);
  });

  it('hands the lines of the requests that end in one turn to the stream in one write, each line whole', async () => {
    const writes: string[] = [];
    const duty = requestLog({ write: (chunk: string) => void writes.push(chunk) }, () => false);
    const requestFor = (url: string) => {
      const response = Object.assign(new EventEmitter(), { statusCode: 200, writableFinished: true });
      duty({ method: 'GET', url, headers: {}, socket: {} } as unknown as IncomingMessage, response as unknown as ServerResponse);
      return response;
    };
    for (const response of ['/a', '/b', '/c'].map(requestFor)) response.emit('close');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    const lines = writes[0]!.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => (JSON.parse(line) as { req: { url: string } }).req.url)).toEqual(['/a', '/b', '/c']);
    // A request ending in a later turn: a write of its own.
    requestFor('/d').emit('close');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(2);
    expect(writes[1]).toContain('"url":"/d"');
  });

  it('redacts every secret-looking query parameter', () => {
    expect(loggedUrl('/a?token=abc&x=1&password=p&key=k')).toBe('/a?token=[redacted]&x=1&password=[redacted]&key=[redacted]');
  });
});

describe("the operator's log", () => {
  it('censors credentials and secret-named fields, whatever a caller passes it', () => {
    const log = memoryLog();
    log.logger.info({ req: { headers: { authorization: 'Bearer abc', cookie: 'a=b', accept: 'text/html' } }, admin: { password: 'hunter2', token: 't', secret: 's', name: 'kept' } }, 'sign-in');
    expect(log.lines[0]).toMatchObject({
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]', accept: 'text/html' } },
      admin: { password: '[redacted]', token: '[redacted]', secret: '[redacted]', name: 'kept' },
    });
  });

  it('writes the same line shape as the access log: the level by name first, an ISO time, the message last, no pid or host', () => {
    const log = memoryLog();
    log.logger.info('one');
    log.access.write(accessLine({ requestId: 'r-1', method: 'GET', url: '/', statusCode: 200, route: undefined, durationMs: 0, sent: true }));
    const [operator, access] = log.lines;
    expect(Object.keys(operator!)).toEqual(['level', 'time', 'msg']);
    expect(Object.keys(access!)).toEqual(['level', 'time', 'requestId', 'req', 'res', 'durationMs', 'msg']);
    for (const line of log.lines) {
      expect(line.level).toBe('info');
      expect(new Date(line.time as string).toISOString()).toBe(line.time);
    }
  });
});

describe('accessLine', () => {
  const fields = { requestId: 'r-1', method: 'GET', url: '/tours', statusCode: 200, route: undefined, durationMs: 3, sent: true } as const;
  const parsed = (line: string) => {
    expect(line.endsWith('}\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    return JSON.parse(line) as Record<string, unknown>;
  };

  it('is one JSON line whatever characters the address or the route hold', () => {
    const line = parsed(accessLine({ ...fields, url: '/a"b\\c\n\u2028?q="x"', route: '/api/"odd"\t' }));
    expect(line).toMatchObject({ req: { method: 'GET', url: '/a"b\\c\n\u2028?q="x"' }, route: '/api/"odd"\t' });
  });

  it('redacts the secrets of the address', () => {
    expect(parsed(accessLine({ ...fields, url: '/objects/uploads/1?sig=abc&x=1' })).req).toEqual({ method: 'GET', url: '/objects/uploads/1?sig=[redacted]&x=1' });
  });

  it('says what became of the answer: completed, failed (5xx, at error) or aborted by the client (at info)', () => {
    expect(parsed(accessLine(fields))).toMatchObject({ level: 'info', msg: 'request completed', res: { statusCode: 200 }, durationMs: 3 });
    expect(parsed(accessLine({ ...fields, statusCode: 503 }))).toMatchObject({ level: 'error', msg: 'request failed' });
    expect(parsed(accessLine({ ...fields, statusCode: 503, sent: false }))).toMatchObject({ level: 'info', msg: 'request aborted by the client' });
    expect(parsed(accessLine({ ...fields, statusCode: 499 }))).toMatchObject({ level: 'info', msg: 'request completed' });
  });

  it('names the route only when a route of the framework answered', () => {
    expect(parsed(accessLine(fields))).not.toHaveProperty('route');
    expect(parsed(accessLine({ ...fields, route: '/api/tours/:tourId/image' })).route).toBe('/api/tours/:tourId/image');
  });
});

describe("Nest's messages in the same log", () => {
  it('writes each as a JSON line with its level and context, and an error with its stack', () => {
    const log = memoryLog();
    const nest = new PinoNestLogger(log.logger);
    nest.log('started', 'App');
    nest.warn('careful', 'Admin');
    nest.error('failed', 'Error: boom\n    at x', 'API');
    nest.error('plain failure', 'API');
    nest.fatal('gone', 'App');
    nest.debug('detail', 'App');
    nest.verbose('more detail', 'App');
    expect(log.lines.map((line) => [line.level, line.msg, line.context])).toEqual([
      ['info', 'started', 'App'],
      ['warn', 'careful', 'Admin'],
      ['error', 'failed', 'API'],
      ['error', 'plain failure', 'API'],
      ['fatal', 'gone', 'App'],
    ]);
    expect(log.lines[2]!.stack).toContain('boom');
  });
});
