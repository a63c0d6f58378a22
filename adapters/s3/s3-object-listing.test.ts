import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { S3ObjectStorage } from './s3-object-storage.js';

/**
 * s3rver cannot answer a truncated ListObjectsV2 page (its continuation token needs DES, which Node's OpenSSL 3 no
 * longer offers), so following the pages (docs/decisions/094) is checked against a recorded fake: a loopback server
 * that plays two ListBucketResult pages as S3 writes them and records each request the real S3 client sends.
 */
const PHOTO = '0b9f3c52-6f1e-4a39-9a51-0e6f1a2b3c4d';
const TOKEN = '1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=';

const object = (key: string, lastModified: string) => `
  <Contents><Key>${key}</Key><LastModified>${lastModified}</LastModified><ETag>"9b2cf535f27731c974343645a3985328"</ETag><Size>1</Size><StorageClass>STANDARD</StorageClass></Contents>`;

const page = (body: string, next?: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <Name>photos</Name><Prefix></Prefix><KeyCount>2</KeyCount><MaxKeys>1000</MaxKeys>
  <IsTruncated>${next ? 'true' : 'false'}</IsTruncated>${next ? `<NextContinuationToken>${next}</NextContinuationToken>` : ''}${body}
</ListBucketResult>`;

/** Two pages: an old copy and another application's old file, then an old list and a copy written after the cut-off. */
const recorded: Record<string, string> = {
  '': page(object(`${PHOTO}-480.avif`, '2026-01-15T08:10:00.000Z') + object('invoices/2026-01.pdf', '2026-01-14T10:00:00.000Z'), TOKEN),
  [TOKEN]: page(object(`${PHOTO}.variants.json`, '2026-01-15T08:44:59.000Z') + object(`${PHOTO}-480.webp`, '2026-01-15T08:45:00.000Z')),
};

let fake: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (fake ? fake.close(() => resolve()) : resolve())));

describe('S3ObjectStorage lists its bucket page by page (docs/decisions/094)', () => {
  it('follows every continuation token and gives the wanted keys last modified before the cut-off', async () => {
    const queries: Record<string, string>[] = [];
    fake = createServer((request, response) => {
      const query = Object.fromEntries(new URL(request.url ?? '/', 'http://fake').searchParams);
      queries.push(query);
      request.resume();
      const body = query['list-type'] === '2' ? recorded[query['continuation-token'] ?? ''] : undefined;
      response.writeHead(body ? 200 : 501, { 'content-type': 'application/xml' }).end(body ?? '');
    });
    await new Promise<void>((resolve) => fake!.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    const storage = new S3ObjectStorage({ endpoint, bucket: 'photos', region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
    const keys = await storage.keysWrittenBefore(new Date('2026-01-15T08:45:00Z'), (key) => key.startsWith(PHOTO));
    storage.close();
    expect(keys).toEqual([`${PHOTO}-480.avif`, `${PHOTO}.variants.json`]);
    expect(queries).toEqual([
      { 'list-type': '2', 'max-keys': '1000' },
      { 'list-type': '2', 'max-keys': '1000', 'continuation-token': TOKEN },
    ]);
  });
});
