import { describe, expect, it } from 'vitest';
import { imageFormatOf } from './image-format.js';

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
