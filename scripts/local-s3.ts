/**
 * A throwaway S3-compatible server for the tests (docs/decisions/035-s3-object-storage.md): s3rver
 * from npm, in this process, on a temporary directory and a loopback port. No Docker, no internet.
 *
 * s3rver 3.7 works with the current @aws-sdk/client-s3 once the client sends checksums only when
 * required (as S3ObjectStorage does), but its file store is not atomic where S3 is: it overwrites an
 * object's file in place, and reads the size before it opens the file, so a reader racing a writer
 * gets a short body and waits forever. The two store methods are patched below to write a temporary
 * file and rename it, and to read the file once, which gives S3's "old object or new object" rule.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';

export interface LocalS3 {
  readonly endpoint: string;
  /** s3rver's fixed credentials. */
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  stop(): Promise<void>;
}

interface StoredObject {
  bucket: string;
  key: string;
  content: Buffer | NodeJS.ReadableStream;
  metadata: Record<string, string>;
}
interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  getMetadata(bucket: string, key: string): Promise<Record<string, unknown>>;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
  getObject(bucket: string, key: string, options?: { start?: number; end?: number }): Promise<unknown>;
}

let patched = false;
function makeStoreAtomic(): void {
  if (patched) return;
  patched = true;
  const require = createRequire(import.meta.url);
  const Store = require('s3rver/lib/stores/filesystem.js') as { prototype: FilesystemStore };
  const S3Object = require('s3rver/lib/models/object.js') as new (bucket: string, key: string, content: unknown, metadata: unknown) => unknown;
  const originalGet = Store.prototype.getObject;

  Store.prototype.putObject = async function (this: FilesystemStore, object: StoredObject) {
    const target = this.getResourcePath(object.bucket, object.key, 'object');
    mkdirSync(dirname(target), { recursive: true });
    const content = Buffer.isBuffer(object.content) ? object.content : await buffer(object.content);
    const temporary = `${target}.tmp-${randomBytes(6).toString('hex')}`;
    await writeFile(temporary, content);
    await rename(temporary, target);
    const md5 = createHash('md5').update(content).digest('hex');
    await this.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size: content.length, md5 };
  };

  Store.prototype.getObject = async function (this: FilesystemStore, bucket: string, key: string, options?: { start?: number; end?: number }) {
    if (options && (options.start !== undefined || options.end !== undefined)) return originalGet.call(this, bucket, key, options);
    try {
      const content = await readFile(this.getResourcePath(bucket, key, 'object'));
      const metadata = { ...(await this.getMetadata(bucket, key)), 'content-length': content.length };
      return new S3Object(bucket, key, Readable.from([content]), metadata);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
}

export async function startLocalS3(): Promise<LocalS3> {
  makeStoreAtomic();
  const directory = mkdtempSync(join(tmpdir(), 'crg-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, resetOnClose: true });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
