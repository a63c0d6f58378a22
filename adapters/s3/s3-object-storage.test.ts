import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { objectStorageContract } from '../contracts/object-storage.contract.js';
import { photoSaveCrashContract } from '../contracts/photo-save-crash.contract.js';
import { storedObjectListingContract } from '../contracts/stored-object-listing.contract.js';
import { testS3 } from '../contracts/test-servers.js';
import { MULTIPART_PART_SIZE, S3ObjectStorage, type S3Settings } from './s3-object-storage.js';

const server = testS3();
const admin = new S3Client({
  endpoint: server.endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
});
afterAll(() => admin.destroy());
let buckets = 0;

function settings(bucket: string): S3Settings {
  const { endpoint, accessKeyId, secretAccessKey } = server;
  return { endpoint, credentials: { accessKeyId, secretAccessKey }, bucket, region: 'us-east-1', forcePathStyle: true };
}

/** A fresh, empty bucket. */
async function freshBucket(): Promise<string> {
  const bucket = `crg-test-${process.pid}-${++buckets}`;
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  return bucket;
}

/** A fresh, empty bucket for each storage. */
async function freshStorage(): Promise<S3ObjectStorage> {
  return new S3ObjectStorage(settings(await freshBucket()));
}

objectStorageContract('S3ObjectStorage', freshStorage);
storedObjectListingContract('S3ObjectStorage', freshStorage);
photoSaveCrashContract('S3ObjectStorage', async () => {
  const bucket = await freshBucket();
  return {
    storage: new S3ObjectStorage(settings(bucket)),
    inAnotherProcess: { module: new URL('./s3-object-storage.ts', import.meta.url).href, exportName: 'S3ObjectStorage', args: [settings(bucket)] },
  };
});

describe('S3ObjectStorage', () => {
  it('sends a body larger than one part as a multipart upload and gives back the same bytes', async () => {
    const storage = await freshStorage();
    const bytes = randomBytes(MULTIPART_PART_SIZE * 2 + 12345);
    await storage.put('large', bytes);
    // Buffer.equals: a deep equality over 10 million elements would take a minute.
    expect(Buffer.from((await storage.get('large'))!).equals(bytes)).toBe(true);
  });

  it('checks its bucket, and fails a missing one instead of calling its objects missing', async () => {
    await (await freshStorage()).checkBucket();
    const missing = new S3ObjectStorage(settings('no-such-bucket'));
    await expect(missing.checkBucket()).rejects.toThrow();
    await expect(missing.get('key')).rejects.toThrow();
  });
});
