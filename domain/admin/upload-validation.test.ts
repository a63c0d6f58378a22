import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../objects/image-format.js';
import { batchUploadHint, checkUploads, MAX_FILES, MAX_UPLOAD_SIZE_TEXT, uploadRefusal } from './upload-validation.js';

/** Object mother: a chosen photo. */
const photo = (name: string, overrides: Partial<{ size: number; type: string; lastModified: number }> = {}) => ({
  name,
  size: 2_000_000,
  type: 'image/jpeg',
  lastModified: 1,
  ...overrides,
});

describe('upload limits (docs/product.md §5, §9)', () => {
  it('are 10485760 bytes, 1 file in single mode, 10 in batch mode', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
    expect(MAX_UPLOAD_SIZE_TEXT).toBe('10 MB');
    expect(MAX_FILES).toEqual({ single: 1, batch: 10 });
  });

  it('are what the batch hint says', () => {
    expect(batchUploadHint()).toBe('Up to 10 photos; the first goes to Tour #1, the second to Tour #2, and so on.');
  });
});

describe('the widget wording (docs/product.md §8)', () => {
  it('is Uppy’s', () => {
    expect(uploadRefusal.tooLarge('big.jpg')).toBe('big.jpg exceeds maximum allowed size of 10 MB');
    expect(uploadRefusal.typeNotAllowed()).toBe('You can only upload: image/*');
    expect(uploadRefusal.tooMany(1)).toBe('You can only upload 1 file');
    expect(uploadRefusal.tooMany(10)).toBe('You can only upload 10 files');
    expect(uploadRefusal.duplicate('a.jpg')).toBe("Cannot add the duplicate file 'a.jpg', it already exists");
  });
});

describe('checking chosen files (docs/product.md §5)', () => {
  it('accepts one image in single mode', () => {
    const file = photo('volcano.jpg');
    expect(checkUploads([file], 'single')).toEqual({ accepted: [file], refused: [] });
  });

  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])('accepts the image type %s', (type) => {
    expect(checkUploads([photo('a', { type })], 'single').accepted).toHaveLength(1);
  });

  it.each(['application/pdf', 'text/plain', 'video/mp4', '', 'images/png'])('refuses the type %j', (type) => {
    expect(checkUploads([photo('a.pdf', { type })], 'single').refused).toEqual([
      { file: photo('a.pdf', { type }), reason: 'You can only upload: image/*' },
    ]);
  });

  it('accepts a file of exactly 10485760 bytes and refuses one byte more', () => {
    expect(checkUploads([photo('edge.jpg', { size: 10_485_760 })], 'single').accepted).toHaveLength(1);
    expect(checkUploads([photo('big.jpg', { size: 10_485_761 })], 'single').refused[0]?.reason).toBe(
      'big.jpg exceeds maximum allowed size of 10 MB',
    );
  });

  it('refuses a second file in single mode', () => {
    const result = checkUploads([photo('one.jpg'), photo('two.jpg')], 'single');
    expect(result.accepted.map((file) => file.name)).toEqual(['one.jpg']);
    expect(result.refused).toEqual([{ file: photo('two.jpg'), reason: 'You can only upload 1 file' }]);
  });

  it('accepts ten files in batch mode and refuses the eleventh', () => {
    const files = Array.from({ length: 11 }, (_, index) => photo(`p${index + 1}.jpg`));
    const result = checkUploads(files, 'batch');
    expect(result.accepted).toHaveLength(10);
    expect(result.refused).toEqual([{ file: files[10], reason: 'You can only upload 10 files' }]);
  });

  it('counts files added earlier', () => {
    const earlier = Array.from({ length: 9 }, (_, index) => photo(`e${index}.jpg`));
    const result = checkUploads([photo('n1.jpg'), photo('n2.jpg')], 'batch', earlier);
    expect(result.accepted.map((file) => file.name)).toEqual(['n1.jpg']);
    expect(result.refused.map((refusal) => refusal.reason)).toEqual(['You can only upload 10 files']);
  });

  it('does not let a refused file use up a place', () => {
    const result = checkUploads([photo('doc.pdf', { type: 'application/pdf' }), photo('ok.jpg')], 'single');
    expect(result.accepted.map((file) => file.name)).toEqual(['ok.jpg']);
  });

  it('refuses a file already added, and the same file twice in one pick', () => {
    const again = checkUploads([photo('a.jpg')], 'batch', [photo('a.jpg')]);
    expect(again.refused[0]?.reason).toBe("Cannot add the duplicate file 'a.jpg', it already exists");
    const twice = checkUploads([photo('a.jpg'), photo('a.jpg')], 'batch');
    expect(twice.accepted).toHaveLength(1);
    expect(twice.refused[0]?.reason).toBe("Cannot add the duplicate file 'a.jpg', it already exists");
  });

  it('tells files with the same name apart by size, type or date', () => {
    const files = [photo('a.jpg'), photo('a.jpg', { size: 3 }), photo('a.jpg', { type: 'image/png' }), photo('a.jpg', { lastModified: 2 })];
    expect(checkUploads(files, 'batch').accepted).toHaveLength(4);
  });

  it('gives one reason per refused file, the first that applies', () => {
    const earlier = Array.from({ length: 8 }, (_, index) => photo(`e${index}.jpg`));
    const huge = { size: 20_000_000 };
    const result = checkUploads(
      [photo('e0.jpg'), photo('big.pdf', { type: 'application/pdf', ...huge }), photo('big.png', huge), photo('ok1.jpg'), photo('ok2.jpg'), photo('ok3.jpg')],
      'batch',
      earlier,
    );
    expect(result.accepted.map((file) => file.name)).toEqual(['ok1.jpg', 'ok2.jpg']);
    expect(result.refused.map((refusal) => refusal.reason)).toEqual([
      "Cannot add the duplicate file 'e0.jpg', it already exists",
      'You can only upload: image/*',
      'big.png exceeds maximum allowed size of 10 MB',
      'You can only upload 10 files',
    ]);
  });

  it('accepts nothing from an empty pick', () => {
    expect(checkUploads([], 'batch')).toEqual({ accepted: [], refused: [] });
  });
});
