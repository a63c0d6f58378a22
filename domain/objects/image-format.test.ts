import { describe, expect, it } from 'vitest';
import { CONTENT_TYPE_OF, imageFormatOf } from './image-format.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('imageFormatOf (by magic bytes only)', () => {
  it('knows JPEG, PNG and WebP', () => {
    expect(imageFormatOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0))).toBe('jpeg');
    expect(imageFormatOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(imageFormatOf(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
  });

  it.each([
    ['text', text('hello, this is not a photo')],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['GIF', text('GIF89a')],
    ['a RIFF that is not WebP', text('RIFF\0\0\0\0WAVEfmt ')],
    ['nothing', bytes()],
    ['a truncated PNG signature', bytes(0x89, 0x50)],
  ])('refuses %s', (_, value) => {
    expect(imageFormatOf(value)).toBeUndefined();
  });
});

describe('magic bytes, edge cases (mutation-tested)', () => {
  const riff = (kind: string) => Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, ...[...kind].map((c) => c.charCodeAt(0))]);

  it('needs every byte of the signature, not just one of them', () => {
    expect(imageFormatOf(bytes(0xff, 0x00, 0x00, 0x00))).toBeUndefined();
    expect(imageFormatOf(bytes(0x89, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00))).toBeUndefined();
  });

  it('needs the whole signature: a file shorter than it is not an image', () => {
    expect(imageFormatOf(bytes(0xff, 0xd8))).toBeUndefined();
    expect(imageFormatOf(bytes(0xff, 0xd8, 0xff))).toBe('jpeg');
  });

  it('reads WebP only inside a RIFF container', () => {
    expect(imageFormatOf(riff('WEBP'))).toBe('webp');
    expect(imageFormatOf(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]))).toBeUndefined();
    expect(imageFormatOf(riff('WAVE'))).toBeUndefined();
  });

  it('names the real content type of each format', () => {
    expect(CONTENT_TYPE_OF).toEqual({ jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' });
  });
});
