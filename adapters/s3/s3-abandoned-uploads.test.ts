import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { testS3 } from '../contracts/test-servers.js';
import { S3ObjectStorage } from './s3-object-storage.js';

/**
 * s3rver answers ListMultipartUploads with NotImplemented, so the cleanup of interrupted multipart
 * uploads (docs/decisions/045) is checked against a recorded fake: a loopback server that plays the
 * answers S3 gives (ListMultipartUploadsResult pages, AbortMultipartUpload's 204, NoSuchUpload) and
 * records each request the real S3 client sends.
 */
const OURS_OLD = '0b9f3c52-6f1e-4a39-9a51-0e6f1a2b3c4d';
const OURS_OLDER = '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const OURS_RECENT = 'e4d3c2b1-a09f-4e8d-9c7b-6a5f4e3d2c1b';
const CUTOFF = new Date('2026-01-15T08:45:00Z');

const upload = (key: string, uploadId: string, initiated: string) => `
  <Upload>
    <Key>${key}</Key>
    <UploadId>${uploadId}</UploadId>
    <Initiator><ID>arn:aws:iam::111122223333:user/portal</ID><DisplayName>portal</DisplayName></Initiator>
    <Owner><ID>75aa57f09aa0c8caeab4f8c24e99d10f8e7faeebf76c078efc7c6caea54ba06a</ID><DisplayName>portal</DisplayName></Owner>
    <StorageClass>STANDARD</StorageClass>
    <Initiated>${initiated}</Initiated>
  </Upload>`;

const page = (body: string, next?: { key: string; uploadId: string }) => `<?xml version="1.0" encoding="UTF-8"?>
<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <Bucket>photos</Bucket>
  <KeyMarker></KeyMarker>
  <UploadIdMarker></UploadIdMarker>
  <NextKeyMarker>${next?.key ?? ''}</NextKeyMarker>
  <NextUploadIdMarker>${next?.uploadId ?? ''}</NextUploadIdMarker>
  <MaxUploads>2</MaxUploads>
  <IsTruncated>${next ? 'true' : 'false'}</IsTruncated>${body}
</ListMultipartUploadsResult>`;

const noSuchUpload = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.</Message><UploadId>gone</UploadId><RequestId>656c76696e6727732072657175657374</RequestId><HostId>Uuag1LuByRx9e6j5Onimru9pO4ZVKnJ2Qz7/C1NPcfTWAtRPfTaOFg==</HostId></Error>`;

/** Two pages of uploads: ours old, ours recent, another application's old one, ours old again. */
const recorded: Record<string, string> = {
  '': page(upload(OURS_OLD, 'upload-1', '2026-01-15T08:10:00.000Z') + upload(OURS_RECENT, 'upload-2', '2026-01-15T08:50:00.000Z'), { key: OURS_RECENT, uploadId: 'upload-2' }),
  [`${OURS_RECENT}|upload-2`]: page(upload('invoices/2026-01.pdf', 'upload-3', '2026-01-14T10:00:00.000Z') + upload(OURS_OLDER, 'upload-4', '2026-01-15T08:44:59.999Z')),
};

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
}

let fake: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (fake ? fake.close(() => resolve()) : resolve())));

async function fakeS3(answerAbort: (uploadId: string) => { status: number; body: string } = () => ({ status: 204, body: '' })): Promise<{ storage: S3ObjectStorage; requests: Recorded[] }> {
  const requests: Recorded[] = [];
  fake = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ method: request.method ?? '', path: url.pathname, query });
    request.resume();
    if (request.method === 'GET' && url.searchParams.has('uploads')) {
      const body = recorded[query['key-marker'] ? `${query['key-marker']}|${query['upload-id-marker']}` : ''];
      response.writeHead(body ? 200 : 500, { 'content-type': 'application/xml' }).end(body ?? '');
    } else if (request.method === 'DELETE' && query.uploadId) {
      const { status, body } = answerAbort(query.uploadId);
      response.writeHead(status, body ? { 'content-type': 'application/xml' } : {}).end(body);
    } else {
      response.writeHead(501).end();
    }
  });
  await new Promise<void>((resolve) => fake!.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  const storage = new S3ObjectStorage({ endpoint, bucket: 'photos', region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
  return { storage, requests };
}

describe('S3ObjectStorage after a stop in mid-upload (docs/decisions/045)', () => {
  it('aborts the multipart uploads of its own objects initiated before the cut-off, on every page, and counts them', async () => {
    const { storage, requests } = await fakeS3();
    expect(await storage.removeStartedBefore(CUTOFF)).toBe(2);
    storage.close();
    expect(requests.filter((request) => request.method === 'GET').map((request) => request.query)).toEqual([
      { uploads: '' },
      { uploads: '', 'key-marker': OURS_RECENT, 'upload-id-marker': 'upload-2' },
    ]);
    // Not the recent one (it may be an upload in progress), nor the key that is not one of ours.
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: `/photos/${OURS_OLD}`, query: { uploadId: 'upload-1', 'x-id': 'AbortMultipartUpload' } },
      { method: 'DELETE', path: `/photos/${OURS_OLDER}`, query: { uploadId: 'upload-4', 'x-id': 'AbortMultipartUpload' } },
    ]);
  });

  it('does not count an upload another server finished or aborted meanwhile', async () => {
    const { storage } = await fakeS3((uploadId) => (uploadId === 'upload-1' ? { status: 404, body: noSuchUpload } : { status: 204, body: '' }));
    expect(await storage.removeStartedBefore(CUTOFF)).toBe(1);
    storage.close();
  });

  it('fails, for the server to say so, where the S3 server cannot list multipart uploads (s3rver)', async () => {
    const { endpoint, accessKeyId, secretAccessKey } = testS3();
    const settings = { endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } };
    const bucket = `crg-uploads-${process.pid}`;
    const admin = new S3Client(settings);
    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    admin.destroy();
    const storage = new S3ObjectStorage({ ...settings, bucket });
    await expect(storage.removeStartedBefore(CUTOFF)).rejects.toMatchObject({ name: 'NotImplemented' });
    storage.close();
  });
});
