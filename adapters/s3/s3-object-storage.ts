import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { AbandonedWrites } from '../../domain/objects/abandoned-writes.js';
import { isObjectId } from '../../domain/objects/object-id.js';
import type { ObjectStorage } from '../../domain/objects/object-storage.js';
import type { StoredObjectListing } from '../../domain/objects/stored-object-listing.js';

export interface S3Settings {
  /** The S3 API's address, e.g. http://127.0.0.1:9000 (MinIO); absent: AWS's own for the region. */
  readonly endpoint?: string | undefined;
  readonly bucket: string;
  readonly region: string;
  /** Absent: the SDK's usual credential chain (environment, instance role). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`: what MinIO-like servers want. */
  readonly forcePathStyle: boolean;
}

/** How many keys one ListObjectsV2 page asks for: S3's own maximum. */
const LIST_PAGE_SIZE = 1000;

/** Bodies from this size on are sent as a multipart upload, in parts of this size (S3's minimum part is 5 MiB). */
export const MULTIPART_PART_SIZE = 5 * 1024 * 1024;

/**
 * Objects in an S3-compatible bucket (docs/decisions/035-s3-object-storage.md). A PUT of S3 is atomic
 * (readers see the old object or the new one), and a multipart upload only appears when it is
 * completed, so the port's "whole object or nothing" holds. Uploads are checked and re-encoded by the
 * server before they reach this adapter; no presigned URL is ever handed to a browser. A server stopped
 * in mid-upload leaves its multipart upload's parts, billed and invisible: removeStartedBefore aborts
 * them at the next start (docs/decisions/045). keysWrittenBefore lists the bucket's objects by their LastModified
 * (docs/decisions/094).
 */
export class S3ObjectStorage implements ObjectStorage, AbandonedWrites, StoredObjectListing {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
      ...(settings.credentials === undefined ? {} : { credentials: { ...settings.credentials } }),
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible servers do not know the newer
      // CRC trailers the SDK sends by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    // lib-storage sends a small body as one PutObject and a large one as a streamed multipart upload,
    // aborting the parts if anything fails.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: key, Body: Buffer.from(bytes) },
      partSize: MULTIPART_PART_SIZE,
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return answer.Body ? new Uint8Array(await answer.Body.transformToByteArray()) : new Uint8Array();
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /**
   * Aborts the multipart uploads initiated before `cutoff` whose key is one of ours (an object id):
   * a bucket shared with another application keeps that application's uploads. Throws where the S3
   * server cannot list multipart uploads (s3rver answers NotImplemented).
   */
  async removeStartedBefore(cutoff: Date): Promise<number> {
    let removed = 0;
    let marker: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const page = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.settings.bucket, ...marker }));
      for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
        if (Key === undefined || UploadId === undefined || Initiated === undefined) continue;
        if (!isObjectId(Key) || Initiated.getTime() >= cutoff.getTime()) continue;
        if (await this.abort(Key, UploadId)) removed++;
      }
      if (!page.IsTruncated) return removed;
      marker = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  }

  /**
   * The bucket's keys page by page (ListObjectsV2): an object appears once its PutObject or multipart upload
   * completes, with LastModified its completion. A bucket shared with another application lists its keys too, which
   * `wanted` leaves out.
   */
  async keysWrittenBefore(cutoff: Date, wanted: (key: string) => boolean): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, MaxKeys: LIST_PAGE_SIZE, ContinuationToken }));
      for (const { Key, LastModified } of page.Contents ?? []) {
        if (Key !== undefined && LastModified !== undefined && LastModified.getTime() < cutoff.getTime() && wanted(Key)) keys.push(Key);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken !== undefined);
    return keys;
  }

  /** False when the upload is gone already: another server, starting too, aborted or finished it. */
  private async abort(key: string, uploadId: string): Promise<boolean> {
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.settings.bucket, Key: key, UploadId: uploadId }));
      return true;
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === 'NoSuchUpload') return false;
      throw error;
    }
  }

  /** Throws unless the bucket exists and these credentials may use it (at start, and for GET /api/health). */
  async checkBucket(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  // A missing bucket is a fault of the setup, not a missing object.
  if (!(error instanceof S3ServiceException) || error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}
