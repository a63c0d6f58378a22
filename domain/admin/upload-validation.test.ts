import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../objects/image-format.js';
import {
  ALLOWED_UPLOAD_TYPES,
  batchUploadHint,
  checkUploads,
  MAX_FILES,
  MAX_UPLOAD_SIZE_TEXT,
  UPLOAD_ACCEPT,
  UPLOAD_FORMATS_TEXT,
  uploadRefusal,
  uploadRestrictions,
} from './upload-validation.js';

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

  it('take exactly JPEG, PNG and WebP, the formats the server keeps (docs/decisions/031-uppy-uploads.md)', () => {
    expect(ALLOWED_UPLOAD_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(UPLOAD_ACCEPT).toBe('image/jpeg,image/png,image/webp');
    expect(UPLOAD_FORMATS_TEXT).toBe('JPEG, PNG or WebP');
  });

  it('are the upload widget restrictions of each mode', () => {
    expect(uploadRestrictions('single')).toEqual({ maxFileSize: 10_485_760, maxNumberOfFiles: 1, allowedFileTypes: ['image/jpeg', 'image/png', 'image/webp'] });
    expect(uploadRestrictions('batch')).toEqual({ maxFileSize: 10_485_760, maxNumberOfFiles: 10, allowedFileTypes: ['image/jpeg', 'image/png', 'image/webp'] });
    expect(uploadRestrictions('batch').allowedFileTypes).not.toBe(ALLOWED_UPLOAD_TYPES);
  });

  it('are what the batch hint says', () => {
    expect(batchUploadHint()).toBe('Up to 10 photos; the first goes to Tour #1, the second to Tour #2, and so on.');
  });
});

describe('the widget wording (docs/product.md §8)', () => {
  it('is Uppy’s', () => {
    expect(uploadRefusal.tooLarge('big.jpg')).toBe('big.jpg exceeds maximum allowed size of 10 MB');
    expect(uploadRefusal.typeNotAllowed()).toBe('You can only upload: image/jpeg, image/png, image/webp');
    expect(uploadRefusal.noMoreFiles()).toBe('Cannot add more files');
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

  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/webp; charset=binary', 'image/png ; charset=binary'])('accepts the image type %s', (type) => {
    expect(checkUploads([photo('a', { type })], 'single').accepted).toHaveLength(1);
  });

  it.each(['image/gif', 'image/heic', 'image/svg+xml', 'application/pdf', 'text/plain', 'video/mp4', '', 'images/png', 'image/jpeg2'])(
    'refuses the type %j',
    (type) => {
      expect(checkUploads([photo('a.pdf', { type })], 'single').refused).toEqual([
        { file: photo('a.pdf', { type }), reason: 'You can only upload: image/jpeg, image/png, image/webp' },
      ]);
    },
  );

  it('accepts a file of exactly 10485760 bytes and refuses one byte more', () => {
    expect(checkUploads([photo('edge.jpg', { size: 10_485_760 })], 'single').accepted).toHaveLength(1);
    expect(checkUploads([photo('big.jpg', { size: 10_485_761 })], 'single').refused[0]?.reason).toBe(
      'big.jpg exceeds maximum allowed size of 10 MB',
    );
  });

  it('refuses a pick of two files in single mode as a whole, as the widget does', () => {
    const result = checkUploads([photo('one.jpg'), photo('two.jpg')], 'single');
    expect(result.accepted).toEqual([]);
    expect(result.refused).toEqual([
      { file: photo('one.jpg'), reason: 'You can only upload 1 file' },
      { file: photo('two.jpg'), reason: 'You can only upload 1 file' },
    ]);
  });

  it('accepts ten files in batch mode, and refuses an eleventh added to them', () => {
    const files = Array.from({ length: 10 }, (_, index) => photo(`p${index + 1}.jpg`));
    expect(checkUploads(files, 'batch').accepted).toHaveLength(10);
    expect(checkUploads([photo('p11.jpg')], 'batch', files)).toEqual({ accepted: [], refused: [{ file: photo('p11.jpg'), reason: 'You can only upload 10 files' }] });
  });

  it('refuses a pick of eleven files in batch mode as a whole', () => {
    const files = Array.from({ length: 11 }, (_, index) => photo(`p${index + 1}.jpg`));
    const result = checkUploads(files, 'batch');
    expect(result.accepted).toEqual([]);
    expect(result.refused.map((refusal) => refusal.reason)).toEqual(Array(11).fill('You can only upload 10 files'));
  });

  it('counts files added earlier', () => {
    const earlier = Array.from({ length: 9 }, (_, index) => photo(`e${index}.jpg`));
    expect(checkUploads([photo('n1.jpg')], 'batch', earlier).accepted).toHaveLength(1);
    const result = checkUploads([photo('n1.jpg'), photo('n2.jpg')], 'batch', earlier);
    expect(result.accepted).toEqual([]);
    expect(result.refused.map((refusal) => refusal.reason)).toEqual(['You can only upload 10 files', 'You can only upload 10 files']);
  });

  it('takes no file while an upload runs', () => {
    const result = checkUploads([photo('late.jpg'), photo('doc.pdf', { type: 'application/pdf' })], 'batch', [photo('a.jpg')], { uploading: true });
    expect(result.accepted).toEqual([]);
    expect(result.refused.map((refusal) => refusal.reason)).toEqual(['Cannot add more files', 'Cannot add more files']);
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
    expect(result.accepted).toEqual([]);
    expect(result.refused.map((refusal) => refusal.reason)).toEqual([
      "Cannot add the duplicate file 'e0.jpg', it already exists",
      'You can only upload: image/jpeg, image/png, image/webp',
      'big.png exceeds maximum allowed size of 10 MB',
      'You can only upload 10 files',
      'You can only upload 10 files',
      'You can only upload 10 files',
    ]);
  });

  it('accepts nothing from an empty pick', () => {
    expect(checkUploads([], 'batch')).toEqual({ accepted: [], refused: [] });
  });
});
