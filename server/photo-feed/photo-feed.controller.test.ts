import type { Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryPhotoFeedSource } from '../../adapters/memory/in-memory-photo-feed-source.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { PHOTO_FEED_CACHE_MS, PhotoFeedReader } from '../../domain/photo-feed/photo-feed-reader.js';
import { EncodedBody } from '../http/encoded-body.js';
import { PhotoFeedController } from './photo-feed.controller.js';

const photo: PhotoFeedItem = {
  title: 'Arenal at dawn',
  description: 'The volcano above the clouds, seen from La Fortuna.',
  pubDate: '2026-01-10T06:00:00.000Z',
  imageUrl: 'https://photos.example/arenal.jpg',
  linkUrl: 'https://photos.example/arenal',
  keywords: ['volcano', 'arenal'],
  photographer: 'Costa Rica Gateway sample',
};

/** The request and response the controller writes to, recording the status and body. */
function exchange(acceptEncoding = 'br, gzip') {
  const sent: { status?: number; headers?: string[]; body?: Buffer } = {};
  const request = { method: 'GET', headers: { 'accept-encoding': acceptEncoding } } as unknown as Request;
  const response = {
    writeHead: (status: number, headers: string[]) => Object.assign(sent, { status, headers }),
    end: (body?: Buffer) => Object.assign(sent, { body }),
  } as unknown as Response;
  return { request, response, sent };
}

afterEach(() => vi.restoreAllMocks());

describe('GET /api/photo-feed encodes its answer once per read of the feed (docs/decisions/057)', () => {
  it('compresses the same list once however many galleries ask, and again after the next read', async () => {
    const clock = new ManualClock();
    const controller = new PhotoFeedController(new PhotoFeedReader(new InMemoryPhotoFeedSource(Array.from({ length: 20 }, () => photo)), clock));
    const compressing = vi.spyOn(EncodedBody, 'compressing');
    const bodies: Buffer[] = [];
    for (let gallery = 0; gallery < 5; gallery++) {
      const { request, response, sent } = exchange();
      await controller.items(request, response);
      expect(sent.status).toBe(200);
      bodies.push(sent.body!);
    }
    expect(compressing).toHaveBeenCalledTimes(1);
    expect(new Set(bodies).size).toBe(1);
    clock.advance(PHOTO_FEED_CACHE_MS);
    await controller.items(exchange().request, exchange().response);
    expect(compressing).toHaveBeenCalledTimes(2);
  });
});
