import { describe, expect, it } from 'vitest';
import { outputFileName, outputMimeType } from './output-file-name.js';

describe('output file name (docs/product.md §4)', () => {
  it.each([
    ['beach.jpg', 'webp', 'beach_optimized.webp'],
    ['beach.jpg', 'jpeg', 'beach_optimized.jpg'],
    ['beach.png', 'jpeg', 'beach_optimized.jpg'],
    ['IMG_2041.JPG', 'webp', 'IMG_2041_optimized.webp'],
    ['IMG_2041.JPEG', 'jpeg', 'IMG_2041_optimized.jpg'],
    ['arenal.volcano.2024.png', 'webp', 'arenal.volcano.2024_optimized.webp'],
    ['sunset', 'webp', 'sunset_optimized.webp'],
    ['sunset', 'jpeg', 'sunset_optimized.jpg'],
    ['.hidden', 'webp', '.hidden_optimized.webp'],
    ['trailing.', 'jpeg', 'trailing_optimized.jpg'],
  ] as const)('%s as %s → %s', (name, format, expected) => {
    expect(outputFileName(name, format)).toBe(expected);
  });

  it.each(['beach.jpg', 'IMG_2041.JPG', 'arenal.volcano.2024.png', 'sunset'])('Original leaves %s unchanged', (name) => {
    expect(outputFileName(name, 'original')).toBe(name);
  });
});

describe('output type', () => {
  it('follows the chosen format, or keeps the original type', () => {
    expect(outputMimeType('webp', 'image/png')).toBe('image/webp');
    expect(outputMimeType('jpeg', 'image/png')).toBe('image/jpeg');
    expect(outputMimeType('original', 'image/png')).toBe('image/png');
  });
});
