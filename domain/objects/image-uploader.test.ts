import { describe, expect, it } from 'vitest';
import { InMemoryObjectStorage } from '../../adapters/memory/in-memory-object-storage.js';
import { InMemoryUploadUrlSigner } from '../../adapters/memory/in-memory-upload-url-signer.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { PassThroughImageReencoder } from '../../adapters/memory/pass-through-image-reencoder.js';
import { ImageUploader, UnsupportedImageError, UploadForbiddenError } from './image-uploader.js';
import { UPLOAD_URL_LIFETIME_MS, type UploadGrant } from './upload-url-signer.js';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function attemptOf(grant: UploadGrant) {
  const url = new URL(grant.uploadURL, 'http://x');
  return { objectId: grant.objectId, expires: url.searchParams.get('expires')!, signature: url.searchParams.get('sig')! };
}

function setup() {
  const clock = new ManualClock();
  const signer = new InMemoryUploadUrlSigner(clock);
  const storage = new InMemoryObjectStorage();
  return { clock, signer, storage, uploader: new ImageUploader(signer, storage, new PassThroughImageReencoder()) };
}

describe('ImageUploader', () => {
  it('stores an image sent to a fresh upload URL under its object id', async () => {
    const { signer, storage, uploader } = setup();
    const grant = await signer.issue();
    const stored = await uploader.upload(attemptOf(grant), async () => PNG);
    expect(stored).toEqual({ objectPath: `/objects/${grant.objectId}`, contentType: 'image/png' });
    expect(await storage.get(grant.objectId)).toEqual(PNG);
  });

  it('refuses a second upload to the same URL', async () => {
    const { signer, uploader } = setup();
    const attempt = attemptOf(await signer.issue());
    await uploader.upload(attempt, async () => PNG);
    await expect(uploader.upload(attempt, async () => PNG)).rejects.toMatchObject({ reason: 'used' });
  });

  it('refuses an URL whose object already exists (used before a restart)', async () => {
    const { signer, storage, uploader } = setup();
    const grant = await signer.issue();
    await storage.put(grant.objectId, PNG);
    await expect(uploader.upload(attemptOf(grant), async () => PNG)).rejects.toMatchObject({ reason: 'used' });
  });

  it('refuses an expired or forged URL without reading the body', async () => {
    const { clock, signer, uploader } = setup();
    const grant = await signer.issue();
    let reads = 0;
    const body = async () => {
      reads++;
      return PNG;
    };
    await expect(uploader.upload({ ...attemptOf(grant), signature: 'forged' }, body)).rejects.toThrow(UploadForbiddenError);
    clock.advance(UPLOAD_URL_LIFETIME_MS);
    const expired = uploader.upload(attemptOf(grant), body);
    await expect(expired).rejects.toMatchObject({ reason: 'expired' });
    await expect(expired).rejects.toThrow(/expired/);
    expect(reads).toBe(0);
  });

  it('says why in words for each refusal', () => {
    expect(new UploadForbiddenError('used').message).toMatch(/already been used/);
    expect(new UploadForbiddenError('forged').message).toMatch(/not valid/);
  });

  it('refuses a body that is not a JPEG, PNG or WebP image', async () => {
    const { signer, uploader } = setup();
    const grant = await signer.issue();
    await expect(uploader.upload(attemptOf(grant), async () => new TextEncoder().encode('<svg/>'))).rejects.toThrow(UnsupportedImageError);
  });
});

describe('upload URL lifetime (docs/architecture.md §3)', () => {
  it('is 15 minutes', () => {
    expect(UPLOAD_URL_LIFETIME_MS).toBe(15 * 60 * 1000);
  });
});
