import { describe, expect, it } from 'vitest';
import { isObjectId, objectIdFromImageUrl, objectPathOf, storedPathOfUploadUrl } from './object-id.js';

const ID = '3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c';

describe('object ids and image URLs', () => {
  it('only UUIDs are object ids', () => {
    expect(isObjectId(ID)).toBe(true);
    expect(isObjectId('../etc/passwd')).toBe(false);
    expect(objectPathOf(ID)).toBe(`/objects/${ID}`);
  });

  it.each([
    `/objects/${ID}`,
    `/api/objects/uploads/${ID}?expires=1&sig=abc`,
    `/objects/${ID}?v=2`,
    `https://portal.example/objects/${ID}`,
  ])('finds the object in %s', (url) => {
    expect(objectIdFromImageUrl(url, 'https://portal.example')).toBe(ID);
  });

  it.each([
    `https://evil.example/objects/${ID}`,
    `//evil.example/objects/${ID}`,
    `/objects/not-a-uuid`,
    `/api/objects/uploads/../${ID}`,
    `/images/${ID}`,
    'http://[not a url',
    '',
  ])('finds no object of this server in %j', (url) => {
    expect(objectIdFromImageUrl(url, 'https://portal.example')).toBeUndefined();
  });

  it('refuses absolute URLs when the own origin is not known', () => {
    expect(objectIdFromImageUrl(`https://portal.example/objects/${ID}`)).toBeUndefined();
  });
});

describe('object ids are whole UUIDs (mutation-tested)', () => {
  const id = '3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c';

  it('refuses text before or after the UUID', () => {
    expect(isObjectId(id)).toBe(true);
    expect(isObjectId(`x${id}`)).toBe(false);
    expect(isObjectId(`${id}x`)).toBe(false);
  });
});

describe('the stored photo of an upload URL (docs/decisions/031-uppy-uploads.md)', () => {
  it.each([
    `/api/objects/uploads/${ID}?expires=1&sig=abc`,
    `https://portal.example/api/objects/uploads/${ID}`,
    `http://127.0.0.1:4317/api/objects/uploads/${ID}?expires=1&sig=abc`,
  ])('is /objects/{id} for %s', (url) => {
    expect(storedPathOfUploadUrl(url)).toBe(`/objects/${ID}`);
  });

  it.each([`/objects/${ID}`, `/api/objects/replace/${ID}`, '/api/objects/uploads/not-a-uuid', 'http://[bad', '/api/objects/uploads/'])('is unknown for %s', (url) => {
    expect(storedPathOfUploadUrl(url)).toBeUndefined();
  });
});
