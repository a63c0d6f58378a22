import { describe, expect, it } from 'vitest';
import { InMemoryScheduler } from '../../../adapters/memory/in-memory-scheduler.js';
import { InMemoryTourPhotoUploads } from '../../../adapters/memory/in-memory-tour-photo-uploads.js';
import { uploadToasts } from '../../../domain/admin/admin-toasts.js';
import type { TourPhotoUploadRun } from '../../../domain/admin/tour-photo-upload-run.js';
import { TourPhotoUploadFailed } from '../../../domain/admin/tour-photo-uploads.js';
import { checkUploads, type UploadMode } from '../../../domain/admin/upload-validation.js';
import { failureOf, TourPhotoTransfers } from './tour-photo-transfers.js';

const photo = (name: string, type = 'image/jpeg', size = 2_000) => new File([new Uint8Array(size)], name, { type, lastModified: 1 });

function transfers(mode: UploadMode, uploads = new InMemoryTourPhotoUploads<Blob>(), scheduler = new InMemoryScheduler()) {
  const events = { refused: [] as string[], finished: [] as TourPhotoUploadRun[], sessionEnded: 0 };
  const created = new TourPhotoTransfers(mode, uploads, scheduler, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], {
    refused: (reason) => events.refused.push(reason),
    finished: (run) => events.finished.push(run),
    sessionEnded: () => (events.sessionEnded += 1),
    changed: () => undefined,
  });
  created.signedIn('token');
  return { created, events, scheduler };
}

const settle = async () => {
  for (let round = 0; round < 20; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('the upload widget refuses files in the words and by the rules of domain/admin/upload-validation.ts', () => {
  const cases: [string, UploadMode, File[], File[]][] = [
    ['a GIF', 'single', [], [photo('a.gif', 'image/gif')]],
    ['a HEIC', 'batch', [], [photo('a.heic', 'image/heic')]],
    ['a photo over 10 MB', 'single', [], [photo('big.jpg', 'image/jpeg', 10_485_761)]],
    ['two photos for one tour', 'single', [], [photo('a.jpg'), photo('b.jpg')]],
    ['an eleventh photo', 'batch', Array.from({ length: 10 }, (_, index) => photo(`p${index}.jpg`)), [photo('p10.jpg')]],
    ['eleven photos at once', 'batch', [], Array.from({ length: 11 }, (_, index) => photo(`p${index}.jpg`))],
    ['a photo already added', 'batch', [photo('a.jpg')], [photo('a.jpg'), photo('b.png', 'image/png')]],
    ['a PDF beside a photo', 'single', [], [photo('a.pdf', 'application/pdf'), photo('a.webp', 'image/webp')]],
  ];

  it.each(cases)('%s', (_, mode, earlier, picked) => {
    const { created, events } = transfers(mode);
    created.uppy.addFiles(earlier.map((file) => ({ name: file.name, type: file.type, data: file })));
    created.addMany(picked);
    const expected = checkUploads(picked, mode, earlier);
    expect(created.uppy.getFiles().map((file) => file.name)).toEqual([...earlier, ...expected.accepted].map((file) => file.name));
    // The page names the first refusal of a pick (docs/decisions/009-upload-refusals.md).
    expect(events.refused).toEqual(expected.refused.slice(0, 1).map((refusal) => refusal.reason));
    created.destroy();
  });

  it('refuses a file added while the batch uploads ("Cannot add more files")', async () => {
    const uploads = new InMemoryTourPhotoUploads<Blob>();
    uploads.requestUploadUrl = () => new Promise<string>(() => undefined);
    const { created, events } = transfers('batch', uploads);
    created.addMany([photo('a.jpg')]);
    created.uploadAll();
    await settle();
    created.addMany([photo('late.jpg')]);
    expect(events.refused).toEqual(checkUploads([photo('late.jpg')], 'batch', [], { uploading: true }).refused.map((refusal) => refusal.reason));
    created.destroy();
  });
});

describe('a failing upload-URL call through the widget (docs/decisions/031-uppy-uploads.md)', () => {
  it('is tried again after 0, 1000, 3000 and 5000 ms, each time asking for a fresh URL, then says "Upload Error"', async () => {
    const uploads = new InMemoryTourPhotoUploads<Blob>();
    let asked = 0;
    uploads.requestUploadUrl = async () => {
      asked += 1;
      throw new TourPhotoUploadFailed('upload-url', '503: busy');
    };
    const { created, events, scheduler } = transfers('single', uploads);
    const id = created.pickSingle([photo('a.jpg')]);
    expect(id).toBeDefined();
    expect(created.uploadCropped(photo('a-cropped.jpg'), 4)).toBe(true);
    await settle();
    expect(created.busy).toBe(true);
    for (const [delay, expected] of [
      [0, 2],
      [999, 2],
      [1, 3],
      [3000, 4],
      [5000, 5],
    ] as const) {
      scheduler.advance(delay);
      await settle();
      expect(asked).toBe(expected);
    }
    expect(events.finished).toHaveLength(1);
    expect(events.finished[0]!.toast).toEqual(uploadToasts.uploadUrlFailed);
    expect(created.busy).toBe(false);
    created.destroy();
  });

  it('waits at least the server\'s Retry-After before each fresh URL, one schedule deciding (docs/decisions/084)', async () => {
    const uploads = new InMemoryTourPhotoUploads<Blob>();
    const askedAt: number[] = [];
    const { created, events, scheduler } = transfers('single', uploads);
    let now = 0;
    uploads.requestUploadUrl = async () => {
      askedAt.push(now);
      throw new TourPhotoUploadFailed('upload-url', '429: slow down', 2000);
    };
    expect(created.uploadCropped(photo('a-cropped.jpg'), 4)).toBe(true);
    await settle();
    // The page says how long the photo waits (the widget itself only says "Upload failed").
    expect(created.connectionNotice).toBe('The photo was not sent yet: trying again in 2 s.');
    // Half a second at a time: every wait here is a whole number of half seconds.
    for (let step = 0; step < 12_000; step += 500) {
      now += 500;
      scheduler.advance(500);
      await settle();
    }
    // Retry-After 2 s wins over 0 and 1 s, the schedule's 3 and 5 s over 2 s; then the photo is given up.
    expect(askedAt).toEqual([0, 2000, 4000, 7000, 12_000]);
    expect(created.connectionNotice).toBeUndefined();
    expect(events.finished[0]!.toast).toEqual(uploadToasts.uploadUrlFailed);
    created.destroy();
  });

  it('lets the operator\'s own Retry replace the scheduled try, so never two tries at once', async () => {
    const uploads = new InMemoryTourPhotoUploads<Blob>();
    let asked = 0;
    uploads.requestUploadUrl = async () => {
      asked += 1;
      throw new TourPhotoUploadFailed('upload-url', '429: slow down', 2000);
    };
    const { created, scheduler } = transfers('single', uploads);
    expect(created.uploadCropped(photo('a-cropped.jpg'), 4)).toBe(true);
    await settle();
    expect(asked).toBe(1);
    void created.uppy.retryAll();
    await settle();
    expect(asked).toBe(2);
    // The first wait's try is gone; the operator's failed try waits its own 2 s.
    scheduler.advance(1999);
    await settle();
    expect(asked).toBe(2);
    scheduler.advance(1);
    await settle();
    expect(asked).toBe(3);
    created.destroy();
  });

  it('ends the session on 401, without retrying', async () => {
    const uploads = new InMemoryTourPhotoUploads<Blob>(() => false);
    const { created, events, scheduler } = transfers('batch', uploads);
    created.addMany([photo('a.jpg'), photo('b.jpg')]);
    created.uploadAll();
    await settle();
    scheduler.advance(10_000);
    expect(events.sessionEnded).toBeGreaterThanOrEqual(1);
    expect(events.finished).toEqual([]);
    expect(created.uppy.getFiles()).toEqual([]);
    created.destroy();
  });
});

describe('the tours of a batch', () => {
  it('are given in list order when the upload starts, and kept in each file', async () => {
    const uploads = new InMemoryTourPhotoUploads<Blob>();
    uploads.requestUploadUrl = () => new Promise<string>(() => undefined);
    const { created } = transfers('batch', uploads);
    created.addMany([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    created.uploadAll();
    await settle();
    expect(created.uppy.getFiles().map((file) => [file.name, file.meta.tourId])).toEqual([
      ['a.jpg', 1],
      ['b.jpg', 2],
      ['c.jpg', 3],
    ]);
    created.cancel();
    expect(created.busy).toBe(false);
    created.destroy();
  });
});

describe('a failed PUT as the widget reports it', () => {
  const answered = (status: number, headers: Record<string, string> = {}) => ({
    request: { status, getResponseHeader: (name: string) => headers[name] ?? null },
  });
  const now = new Date('2026-11-25T12:00:00Z');

  it('keeps the status and the server\'s Retry-After, in seconds or as a date', () => {
    expect(failureOf(answered(429, { 'Retry-After': '1' }), now)).toEqual({ step: 'send', status: 429, offline: false, retryAfterMs: 1000 });
    expect(failureOf(answered(503, { 'Retry-After': 'Wed, 25 Nov 2026 12:00:04 GMT' }), now)).toMatchObject({ status: 503, retryAfterMs: 4000 });
    expect(failureOf(answered(403), now)).toEqual({ step: 'send', status: 403, offline: false, retryAfterMs: undefined });
  });

  it('is a network error when the server never answered', () => {
    expect(failureOf(answered(0), now)).toEqual({ step: 'send', offline: false });
    expect(failureOf(new Error('no request'), now)).toEqual({ step: 'send', offline: false });
  });
});
