import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('needs no variable at all (docs/architecture.md §2: npm start with no configuration)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: resolve('./data'),
      adminPassword: undefined,
      mainDomain: 'costaricagateway.com',
      photoFeedUrl: undefined,
      marketplaceImageResolver: false,
      uploadUrlSecret: undefined,
    });
    expect(config.uiDir.endsWith('dist/client')).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/portal',
      UI_DIR: 'build/ui',
      ADMIN_PASSWORD: ' pura vida ',
      MAIN_DOMAIN: 'Example.CR',
      PHOTO_FEED_URL: 'https://photos.example/costa-rica.rss',
      MARKETPLACE_IMAGE_RESOLVER: 'on',
      UPLOAD_URL_SECRET: 'x'.repeat(32),
    });
    expect(config).toEqual({
      port: 8080,
      dataDir: '/var/lib/portal',
      uiDir: resolve('build/ui'),
      adminPassword: ' pura vida ',
      mainDomain: 'example.cr',
      photoFeedUrl: 'https://photos.example/costa-rica.rss',
      marketplaceImageResolver: true,
      uploadUrlSecret: 'x'.repeat(32),
    });
  });

  it('takes overrides before the environment', () => {
    const config = loadConfig({ PORT: 'nonsense', ADMIN_PASSWORD: 'short' }, { port: 0, adminPassword: undefined, photoFeedUrl: 'http://127.0.0.1/feed', uploadUrlSecret: undefined });
    expect(config.port).toBe(0);
    expect(config.adminPassword).toBeUndefined();
    expect(config.photoFeedUrl).toBe('http://127.0.0.1/feed');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATA_DIR', 'a\0b'],
    ['ADMIN_PASSWORD', 'short'],
    ['ADMIN_PASSWORD', 'x'.repeat(1001)],
    ['MAIN_DOMAIN', 'not a domain'],
    ['MAIN_DOMAIN', 'http://costaricagateway.com'],
    ['PHOTO_FEED_URL', 'ftp://photos.example/feed'],
    ['PHOTO_FEED_URL', 'not a url'],
    ['MARKETPLACE_IMAGE_RESOLVER', 'maybe'],
    ['UPLOAD_URL_SECRET', 'too-short'],
  ])('stops the start on a bad %s (%j), naming the variable', (variable, bad) => {
    expect(() => loadConfig({ [variable]: bad })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: bad })).toThrow(new RegExp(`^Configuration error: ${variable} `));
  });

  it.each(['off', 'false', '0', 'no', 'OFF'])('reads %j as the resolver switched off', (raw) => {
    expect(loadConfig({ MARKETPLACE_IMAGE_RESOLVER: raw }).marketplaceImageResolver).toBe(false);
  });
});
