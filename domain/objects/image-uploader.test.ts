import { describe, expect, it } from 'vitest';
import { InMemorySessionStore } from '../../adapters/memory/in-memory-session-store.js';
import { InMemoryObjectStorage } from '../../adapters/memory/in-memory-object-storage.js';
import { InMemoryUploadUrlSigner } from '../../adapters/memory/in-memory-upload-url-signer.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { PassThroughImageReencoder } from '../../adapters/memory/pass-through-image-reencoder.js';
import { StandInPhotoVariantEncoder } from '../../adapters/memory/stand-in-photo-variant-encoder.js';
import { SessionTable } from '../admin/session-table.js';
import type { PhotoVariantEncoder } from '../images/photo-variant-encoder.js';
import { decodeVariantList, variantListKeyOf } from '../images/photo-variants.js';
import { ImageUploader, PhotoNotStoredError, UnsupportedImageError, UploadForbiddenError } from './image-uploader.js';
import type { ObjectStorage } from './object-storage.js';
import { UnreadableImageError } from './image-reencoder.js';
import { UPLOAD_URL_LIFETIME_MS, uploadAttemptOf, type UploadAttempt, type UploadGrant } from './upload-url-signer.js';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function attemptOf(grant: UploadGrant) {
  return uploadAttemptOf(grant.uploadURL);
}

/** The operator's admin session, open, and a signer of upload URLs that asks it whether it still is. */
function signing(clock: ManualClock) {
  const sessions = new SessionTable(clock, new InMemorySessionStore());
  const opened = sessions.open('operator-token');
  const signer = new InMemoryUploadUrlSigner(clock, sessions);
  const issue = async () => {
    await opened;
    return signer.issue('operator-token');
  };
  return { sessions, signer: { issue, redeem: (attempt: UploadAttempt) => signer.redeem(attempt) } };
}

function setup(encoder: PhotoVariantEncoder = new StandInPhotoVariantEncoder(2000)) {
  const clock = new ManualClock();
  const { sessions, signer } = signing(clock);
  const storage = new InMemoryObjectStorage();
  return { clock, sessions, signer, storage, uploader: new ImageUploader(signer, storage, new PassThroughImageReencoder(), encoder) };
}

/** The keys a storage holds, found by asking for every key the upload could have written. */
async function keysIn(storage: ObjectStorage, objectId: string): Promise<string[]> {
  const candidates = [objectId, variantListKeyOf(objectId), ...['avif', 'webp'].flatMap((format) => [480, 960, 1600].map((width) => `${objectId}-${width}.${format}`))];
  const held = await Promise.all(candidates.map(async (key) => ((await storage.has(key)) ? key : undefined)));
  return held.filter((key): key is string => key !== undefined);
}

describe('ImageUploader', () => {
  it('stores an image sent to a fresh upload URL under its object id', async () => {
    const { signer, storage, uploader } = setup();
    const grant = await signer.issue();
    const stored = await uploader.upload(attemptOf(grant), async () => PNG);
    expect(stored).toEqual({ objectPath: `/objects/${grant.objectId}`, contentType: 'image/png' });
    expect(await storage.get(grant.objectId)).toEqual(PNG);
  });


  it('stores the AVIF and WebP copies of the photo and their list beside it (docs/decisions/048)', async () => {
    const { signer, storage, uploader } = setup();
    const grant = await signer.issue();
    await uploader.upload(attemptOf(grant), async () => PNG);
    const id = grant.objectId;
    expect((await keysIn(storage, id)).sort()).toEqual(
      [id, `${id}-480.avif`, `${id}-960.avif`, `${id}-1600.avif`, `${id}-480.webp`, `${id}-960.webp`, `${id}-1600.webp`, `${id}.variants.json`].sort(),
    );
    expect(decodeVariantList((await storage.get(variantListKeyOf(id)))!)).toHaveLength(6);
    expect(new TextDecoder().decode(await storage.get(`${id}-960.webp`))).toMatch(/^RIFF.{4}WEBP960$/s);
  });

  it('stores nothing and says so when the copies cannot be made', async () => {
    const failing = new StandInPhotoVariantEncoder();
    failing.encode = async () => {
      throw new Error('out of memory');
    };
    const { signer, storage, uploader } = setup(failing);
    const grant = await signer.issue();
    const upload = uploader.upload(attemptOf(grant), async () => PNG);
    await expect(upload).rejects.toThrow(PhotoNotStoredError);
    await expect(upload).rejects.toThrow(/smaller copies of this photo could not be made, so nothing was stored/);
    expect(await keysIn(storage, grant.objectId)).toEqual([]);
  });

  it('refuses an unreadable photo as unreadable, whatever its copies do', async () => {
    const failing = new StandInPhotoVariantEncoder();
    failing.encode = async () => {
      throw new Error('cannot decode');
    };
    const { signer } = signing(new ManualClock());
    const storage = new InMemoryObjectStorage();
    const refusing = { reencode: async () => Promise.reject(new UnreadableImageError('The image could not be read.')) };
    const grant = await signer.issue();
    await expect(new ImageUploader(signer, storage, refusing, failing).upload(attemptOf(grant), async () => PNG)).rejects.toThrow(UnreadableImageError);
    expect(await keysIn(storage, grant.objectId)).toEqual([]);
  });

  it('stores nothing when the encoder gives fewer copies than asked', async () => {
    const short = new StandInPhotoVariantEncoder();
    const encode = short.encode.bind(short);
    short.encode = async (photo, specs) => (await encode(photo, specs)).slice(1);
    const { signer, storage, uploader } = setup(short);
    const grant = await signer.issue();
    await expect(uploader.upload(attemptOf(grant), async () => PNG)).rejects.toMatchObject({ step: 'variants' });
    expect(await keysIn(storage, grant.objectId)).toEqual([]);
  });

  it.each([
    ['a copy', (key: string) => key.endsWith('-960.webp')],
    ['the list of copies', (key: string) => key.endsWith('.variants.json')],
    ['the photo itself', (key: string) => !key.includes('.')],
  ])('removes every part it wrote when storing %s fails, so no half set is left', async (_, failsOn) => {
    const { signer, storage, uploader } = setup();
    const put = storage.put.bind(storage);
    storage.put = async (key, bytes) => {
      await put(key, bytes);
      if (failsOn(key)) throw new Error('disk full');
    };
    const grant = await signer.issue();
    const upload = uploader.upload(attemptOf(grant), async () => PNG);
    await expect(upload).rejects.toMatchObject({ step: 'storage', message: expect.stringMatching(/could not be stored, so nothing was kept/) });
    expect(await keysIn(storage, grant.objectId)).toEqual([]);
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

  it('refuses a URL whose session has ended (Logout) without reading the body, and stores nothing', async () => {
    const { sessions, signer, storage, uploader } = setup();
    const grant = await signer.issue();
    await sessions.close('operator-token');
    let reads = 0;
    const upload = uploader.upload(attemptOf(grant), async () => {
      reads++;
      return PNG;
    });
    await expect(upload).rejects.toMatchObject({ reason: 'revoked', message: 'This upload link was revoked when its session ended; ask for a new one.' });
    expect(reads).toBe(0);
    expect(await keysIn(storage, grant.objectId)).toEqual([]);
  });

  it('says why in words for each refusal', () => {
    expect(new UploadForbiddenError('used').message).toMatch(/already been used/);
    expect(new UploadForbiddenError('revoked').message).toMatch(/revoked when its session ended/);
    expect(new UploadForbiddenError('forged').message).toMatch(/not valid/);
    // The server's log and error filter tell the refusals apart by name.
    expect([new UploadForbiddenError('used'), new UnsupportedImageError(), new PhotoNotStoredError('storage')].map((error) => error.name)).toEqual([
      'UploadForbiddenError',
      'UnsupportedImageError',
      'PhotoNotStoredError',
    ]);
  });

  it('refuses a body that is not a JPEG, PNG or WebP image', async () => {
    const { signer, uploader } = setup();
    const grant = await signer.issue();
    await expect(uploader.upload(attemptOf(grant), async () => new TextEncoder().encode('<svg/>'))).rejects.toThrow(UnsupportedImageError);
    expect(new UnsupportedImageError().message).toBe('Only JPEG, PNG and WebP images can be uploaded.');
  });
});

describe('upload URL lifetime (docs/architecture.md §3)', () => {
  it('is 5 minutes', () => {
    expect(UPLOAD_URL_LIFETIME_MS).toBe(5 * 60 * 1000);
  });
});
