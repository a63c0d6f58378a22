import { describe, expect, it } from 'vitest';
import { gtagScriptUrl, isGa4MeasurementId, isMetaPixelId, META_PIXEL_SCRIPT_URL, tagSources } from './tags.js';

describe('the analytics tags (docs/decisions/041-analytics-sinks-and-tags.md)', () => {
  it('load gtag.js for the measurement id, and the pixel from its fixed address', () => {
    expect(gtagScriptUrl('G-ABC123XYZ9')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9');
    expect(META_PIXEL_SCRIPT_URL).toBe('https://connect.facebook.net/en_US/fbevents.js');
  });

  it.each([
    ['G-ABC123XYZ9', true],
    ['G-1234', true],
    ['g-abc123', false],
    ['UA-12345-1', false],
    ['G-', false],
    ['G-ABC 123', false],
    ['XG-ABC123', false],
    ['G-ABC123-extra', false],
  ])('read %j as a GA4 measurement id: %s', (text, valid) => {
    expect(isGa4MeasurementId(text)).toBe(valid);
  });

  it.each([
    ['123456789012345', true],
    ['123456', true],
    ['12345', false],
    ['12345678901234567890a', false],
    ['PIXEL-1', false],
    ['px123456', false],
    ['123456px', false],
  ])('read %j as a Meta pixel id: %s', (text, valid) => {
    expect(isMetaPixelId(text)).toBe(valid);
  });

  it('need no host when no tag is configured', () => {
    expect(tagSources({})).toEqual({ scriptSrc: [], connectSrc: [] });
    expect(tagSources({ ga4MeasurementId: '', metaPixelId: undefined })).toEqual({ scriptSrc: [], connectSrc: [] });
  });

  it('need exactly the hosts of the configured tags', () => {
    expect(tagSources({ ga4MeasurementId: 'G-ABC123XYZ9' })).toEqual({
      scriptSrc: ['https://www.googletagmanager.com'],
      connectSrc: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    });
    expect(tagSources({ metaPixelId: '123456789012345' })).toEqual({
      scriptSrc: ['https://connect.facebook.net'],
      connectSrc: ['https://www.facebook.com', 'https://connect.facebook.net'],
    });
    expect(tagSources({ ga4MeasurementId: 'G-ABC123XYZ9', metaPixelId: '123456789012345' }).scriptSrc).toEqual([
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
    ]);
  });
});
