import { describe, expect, it } from 'vitest';
import {
  decodeVariantList,
  encodeVariantList,
  parseVariantKey,
  photoOfCompanion,
  photoVariantOf,
  PHOTO_VARIANTS,
  variantFormatOf,
  variantKeyOf,
  variantListKeyOf,
  variantSpecsFor,
  variantWidthsFor,
} from './photo-variants.js';

const ID = '3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c';
const bytes = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

describe('the photo copies (docs/decisions/048)', () => {
  it('are AVIF then WebP at 480, 960 and 1600 pixels', () => {
    expect(PHOTO_VARIANTS).toEqual({ widths: [480, 960, 1600], formats: ['avif', 'webp'] });
  });

  it.each([
    [4000, [480, 960, 1600]],
    [1600, [480, 960, 1600]],
    [1599, [480, 960, 1599]],
    [960, [480, 960]],
    [800, [480, 800]],
    [480, [480]],
    [300, [300]],
    [1, [1]],
    [0, []],
  ])('of a photo %i pixels wide are never wider than it: %j', (width, widths) => {
    expect(variantWidthsFor(width)).toEqual(widths);
  });

  it('are listed format by format, narrowest first', () => {
    expect(variantSpecsFor(800)).toEqual([
      { width: 480, format: 'avif' },
      { width: 800, format: 'avif' },
      { width: 480, format: 'webp' },
      { width: 800, format: 'webp' },
    ]);
  });

  it('are kept next to the photo as {id}-{width}.{format}, and only such keys name a copy', () => {
    expect(variantKeyOf(ID, { width: 960, format: 'webp' })).toBe(`${ID}-960.webp`);
    expect(parseVariantKey(`${ID}-960.webp`)).toEqual({ objectId: ID, width: 960, format: 'webp' });
    expect(parseVariantKey(`${ID}-480.avif`)).toEqual({ objectId: ID, width: 480, format: 'avif' });
    for (const other of [ID, `${ID}-960.jpeg`, `${ID}-0960.webp`, `${ID}-960.webp.exe`, `x${ID}-960.webp`, `${ID}.variants.json`, '../960.webp']) {
      expect(parseVariantKey(other)).toBeUndefined();
    }
  });

  it('and their list belong to the photo their key names; no other key is a companion (docs/decisions/094)', () => {
    expect(photoOfCompanion(`${ID}-480.avif`)).toBe(ID);
    expect(photoOfCompanion(`${ID}-1600.webp`)).toBe(ID);
    expect(photoOfCompanion(`${ID}.variants.json`)).toBe(ID);
    for (const other of [ID, `${ID}-960.jpeg`, `${ID}.variants.jsonx`, `x${ID}.variants.json`, `${ID.toUpperCase()}.variants.json`, '.variants.json', '_health-probe-0a1b', '.tmp-0a1b2c3d']) {
      expect(photoOfCompanion(other)).toBeUndefined();
    }
  });

  it('are listed in a stored list that reads back the same, and an unreadable list names none', () => {
    const specs = variantSpecsFor(1000);
    expect(variantListKeyOf(ID)).toBe(`${ID}.variants.json`);
    expect(decodeVariantList(encodeVariantList(specs))).toEqual(specs);
    expect(decodeVariantList(bytes('not json'))).toEqual([]);
    expect(decodeVariantList(bytes('null'))).toEqual([]);
    expect(decodeVariantList(bytes('{"variants":"no"}'))).toEqual([]);
    const mixed = '{"variants":[{"width":480,"format":"avif","extra":1},{"width":0,"format":"webp"},{"width":1.5,"format":"webp"},{"width":480,"format":"gif"},null,480,"webp",[480],{"width":960,"format":"webp"}]}';
    expect(decodeVariantList(bytes(mixed))).toEqual([
      { width: 480, format: 'avif' },
      { width: 960, format: 'webp' },
    ]);
  });

  it('are listed by the API with their address, width and content type', () => {
    expect(photoVariantOf(ID, { width: 480, format: 'avif' })).toEqual({ url: `/objects/${ID}-480.avif`, width: 480, type: 'image/avif' });
    expect(photoVariantOf(ID, { width: 960, format: 'webp' })).toEqual({ url: `/objects/${ID}-960.webp`, width: 960, type: 'image/webp' });
  });

  it('are known as AVIF or WebP by their bytes only', () => {
    expect(variantFormatOf(bytes('\0\0\0\x1cftypavif\0\0\0\0'))).toBe('avif');
    expect(variantFormatOf(bytes('\0\0\0\x1cftypavis\0\0\0\0'))).toBe('avif');
    expect(variantFormatOf(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(variantFormatOf(bytes('\0\0\0\x1cftypheic\0\0\0\0'))).toBeUndefined();
    expect(variantFormatOf(bytes('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(variantFormatOf(bytes('\0\0\0\x1cftypavi'))).toBeUndefined();
    expect(variantFormatOf(bytes('RIFF\0\0\0\0WEB'))).toBeUndefined();
    expect(variantFormatOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeUndefined();
  });

  it('needs both marks of a format: the brand without its ftyp box, or WEBP without RIFF, is neither', () => {
    expect(variantFormatOf(bytes('\0\0\0\x1cmoovavif\0\0\0\0'))).toBeUndefined();
    expect(variantFormatOf(bytes('RIFX\0\0\0\0WEBPVP8 '))).toBeUndefined();
    expect(variantFormatOf(bytes('\0\0\0\x1cftypavif'))).toBe('avif');
    expect(variantFormatOf(bytes('RIFF\0\0\0\0WEBP'))).toBe('webp');
    expect(variantFormatOf(new Uint8Array())).toBeUndefined();
  });
});
