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
      TRUST_PROXY: '10.0.0.2',
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '20000',
      UPLOAD_TIMEOUT_MS: '300000',
      KEEP_ALIVE_TIMEOUT_MS: '75000',
      MAX_CONNECTIONS: '500',
      SHUTDOWN_GRACE_MS: '10000',
      MIN_FREE_DISK_MB: '250',
      SMTP_URL: 'smtps://portal:secret@smtp.example.cr:465',
      MAIL_FROM: 'Costa Rica Gateway <hello@example.cr>',
      OPERATOR_EMAIL: 'ops@example.cr',
      MAIL_LINK_SECRET: 'y'.repeat(32),
      REQUEST_RETENTION_MONTHS: '6',
      LINK_CHECK: 'on',
      LINK_CHECK_INTERVAL_HOURS: '12',
      LINK_CHECK_PAUSE_MS: '2000',
      LINK_CHECK_TIMEOUT_MS: '5000',
      LINK_CHECK_CONFIRM_HOURS: '8',
      PRICE_STALE_DAYS: '60',
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
      analyticsTags: {},
      trustProxy: ['10.0.0.2'],
      mail: { smtpUrl: 'smtps://portal:secret@smtp.example.cr:465', from: 'Costa Rica Gateway <hello@example.cr>', operator: 'ops@example.cr', linkSecret: 'y'.repeat(32), requestRetentionMonths: 6 },
      limits: {
        headersTimeoutMs: 5000,
        requestTimeoutMs: 20_000,
        uploadTimeoutMs: 300_000,
        keepAliveTimeoutMs: 75_000,
        maxConnections: 500,
        shutdownGraceMs: 10_000,
        minFreeDiskMb: 250,
      },
      linkCheck: { scheduled: true, intervalHours: 12, pauseMs: 2000, timeoutMs: 5000, confirmHours: 8, priceStaleDays: 60 },
    });
  });

  it('sends mail as files, from and to hello@ the main domain, keeping requests 12 months, unless told (issue 39)', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: undefined, operator: undefined, linkSecret: undefined, requestRetentionMonths: 12 });
    expect(loadConfig({ MAIL_FROM: 'hello@example.cr' }).mail?.from).toBe('hello@example.cr');
    for (const [variable, value] of [
      ['SMTP_URL', 'http://smtp.example.cr'],
      ['MAIL_FROM', 'Costa Rica Gateway'],
      ['MAIL_FROM', 'Name <a@b.cr>\r\nBcc: x@y.cr'],
      ['OPERATOR_EMAIL', 'ops'],
      ['MAIL_LINK_SECRET', 'short'],
      ['REQUEST_RETENTION_MONTHS', '0'],
      ['REQUEST_RETENTION_MONTHS', '121'],
    ]) {
      expect(() => loadConfig({ [variable!]: value }), `${variable}=${value}`).toThrow(new RegExp(`^Configuration error: ${variable} `));
    }
  });

  it('checks partner links only when asked, by default (issue 40), and refuses a pause under 100 ms', () => {
    expect(loadConfig({}).linkCheck).toEqual({ scheduled: false, intervalHours: 24, pauseMs: 1000, timeoutMs: 10_000, confirmHours: 6, priceStaleDays: 90 });
    expect(() => loadConfig({ LINK_CHECK_PAUSE_MS: '10' })).toThrow('Configuration error: LINK_CHECK_PAUSE_MS must be a whole number from 100 to 60000, got "10"');
  });

  it('bounds slow clients by default, and refuses timeouts beyond the safe ceilings (docs/decisions/054)', () => {
    expect(loadConfig({}).limits).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      uploadTimeoutMs: 600_000,
      keepAliveTimeoutMs: 65_000,
      maxConnections: 1000,
      shutdownGraceMs: 20_000,
      minFreeDiskMb: 100,
    });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '60000' })).toThrow('HEADERS_TIMEOUT_MS must be a whole number from 1000 to 10000, got "60000"');
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '300000' })).toThrow(/REQUEST_TIMEOUT_MS must be a whole number from 1000 to 30000/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS must be a whole number/);
    expect(() => loadConfig({ MAX_CONNECTIONS: 'many' })).toThrow(ConfigError);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '9000', REQUEST_TIMEOUT_MS: '5000' })).toThrow('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS (5000), got "9000"');
  });

  it('reads an environment that is not a plain object, as process.env is not', () => {
    const env = Object.assign(Object.create({ INHERITED: 'not read' }) as Record<string, string>, { PORT: '8080' });
    expect(loadConfig(env).port).toBe(8080);
    expect(loadConfig(process.env, { port: 0 }).port).toBe(0);
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
    ['VITE_GA4_MEASUREMENT_ID', 'UA-12345-1'],
    ['VITE_META_PIXEL_ID', 'pixel'],
    ['DATABASE_URL', 'mysql://db.example/portal'],
    ['DATABASE_URL', 'not a url'],
    ['S3_BUCKET', 'Not_A_Bucket'],
  ])('stops the start on a bad %s (%j), naming the variable', (variable, bad) => {
    expect(() => loadConfig({ [variable]: bad })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: bad })).toThrow(new RegExp(`^Configuration error: ${variable} `));
  });

  it.each(['off', 'false', '0', 'no', 'OFF'])('reads %j as the resolver switched off', (raw) => {
    expect(loadConfig({ MARKETPLACE_IMAGE_RESOLVER: raw }).marketplaceImageResolver).toBe(false);
  });

  it('selects PostgreSQL and S3 only when asked, and reads their variables', () => {
    expect(loadConfig({})).toMatchObject({ databaseUrl: undefined, s3: undefined });
    const config = loadConfig({
      DATABASE_URL: 'postgres://portal:secret@db.internal:5432/portal',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_BUCKET: 'portal-photos',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'on',
    });
    expect(config.databaseUrl).toBe('postgres://portal:secret@db.internal:5432/portal');
    expect(config.s3).toEqual({ endpoint: 'http://minio.internal:9000', bucket: 'portal-photos', region: 'eu-west-1', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true });
    expect(loadConfig({ S3_BUCKET: 'portal-photos' }).s3).toEqual({ endpoint: undefined, bucket: 'portal-photos', region: 'us-east-1', accessKeyId: undefined, secretAccessKey: undefined, forcePathStyle: false });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio.internal:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'photos', S3_REGION: 'Europe West' }, 'S3_REGION'],
    [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'photos', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE'],
  ])('stops the start on bad S3 settings %j, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Configuration error: ${variable} `));
  });

  it('trusts only loopback proxies unless TRUST_PROXY lists others, and refuses what is not an address or range', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal, 203.0.113.7 ,2001:db8::/32' }).trustProxy).toEqual(['uniquelocal', '203.0.113.7', '2001:db8::/32']);
    expect(() => loadConfig({ TRUST_PROXY: 'caddy' })).toThrow(/TRUST_PROXY .*"caddy" is none of these/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8/1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: ' , ' })).toThrow(/TRUST_PROXY must name at least one/);
  });

  it('never echoes the password of a bad DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://portal:hunter2@db/portal' })).toThrow(/^(?!.*hunter2)/s);
  });

  it('reads the analytics tag ids the UI was built with, for the Content-Security-Policy (docs/decisions/041)', () => {
    expect(loadConfig({}).analyticsTags).toEqual({ ga4MeasurementId: undefined, metaPixelId: undefined });
    expect(loadConfig({ VITE_GA4_MEASUREMENT_ID: ' G-ABC123XYZ9 ', VITE_META_PIXEL_ID: '123456789012345' }).analyticsTags).toEqual({
      ga4MeasurementId: 'G-ABC123XYZ9',
      metaPixelId: '123456789012345',
    });
    expect(loadConfig({ VITE_GA4_MEASUREMENT_ID: 'bad' }, { analyticsTags: {} }).analyticsTags).toEqual({});
  });
});
