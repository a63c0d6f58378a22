import { PayloadTooLargeException } from '@nestjs/common';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCapped } from './read-capped.js';

function body(chunks: Buffer[], headers: Record<string, string> = {}) {
  let served = 0;
  // A tiny buffer, so the stream reads ahead at most a chunk or two, as a socket under back-pressure does.
  const stream = new Readable({
    highWaterMark: 1,
    read() {
      const next = chunks[served++];
      this.push(next ?? null);
    },
  });
  return { request: Object.assign(stream, { headers }), servedChunks: () => served };
}

const response = () => {
  const headers: Record<string, string> = {};
  return { headers, setHeader: (name: string, value: string) => void (headers[name] = value) };
};

describe('readCapped (docs/architecture.md §3: 413 over 10485760 bytes, stops reading)', () => {
  it('gives the whole body when it fits', async () => {
    const { request } = body([Buffer.from('abc'), Buffer.from('def')]);
    expect(Buffer.from(await readCapped(request, response(), 6)).toString()).toBe('abcdef');
  });

  it('refuses a declared Content-Length over the limit before reading anything', async () => {
    const { request, servedChunks } = body([Buffer.alloc(10)], { 'content-length': '11' });
    const answer = response();
    await expect(readCapped(request, answer, 10)).rejects.toThrow(PayloadTooLargeException);
    expect(servedChunks()).toBe(0);
    expect(answer.headers.Connection).toBe('close');
  });

  it('stops reading a body without a length as soon as it passes the limit', async () => {
    const chunks = Array.from({ length: 100 }, () => Buffer.alloc(4));
    const { request, servedChunks } = body(chunks);
    await expect(readCapped(request, response(), 10)).rejects.toThrow(PayloadTooLargeException);
    expect(servedChunks()).toBeLessThan(10);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(servedChunks()).toBeLessThan(10);
  });

  it('answers a broken stream as an aborted request (400, never a server error)', async () => {
    const request = Object.assign(
      new Readable({
        read() {
          this.destroy(new Error('socket hang up'));
        },
      }),
      { headers: {} },
    );
    await expect(readCapped(request, response(), 10)).rejects.toMatchObject({ status: 400, type: 'request.aborted' });
  });

  it('gives up when the client goes away without an error, instead of waiting for good', async () => {
    const request = Object.assign(new Readable({ read() {} }), { headers: {} });
    const reading = readCapped(request, response(), 10);
    request.push(Buffer.from('abc'));
    request.destroy();
    await expect(reading).rejects.toMatchObject({ status: 400, type: 'request.aborted' });
  });
});
