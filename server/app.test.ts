import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryTourImageRepository } from '../adapters/memory/in-memory-tour-image-repository.js';
import type { ObjectStorage } from '../domain/objects/object-storage.js';
import type { PortOverrides } from '../domain/kernel/token.js';
import { ClockToken, ObjectStorageToken, TourImageRepositoryToken } from '../domain/tokens.js';
import type { TourImageRepository } from '../domain/tours/tour-image-repository.js';
import { TourImageReplacer } from '../domain/tours/tour-image-replacer.js';
import { TOUR_IMAGES_PATH } from '../domain/tours/tour-image-paths.js';
import type { AnalyticsTagIds } from '../domain/analytics/tags.js';
import { contentSecurityPolicy, createApp } from './app.js';
import { useCase } from './app.module.js';
import { loadConfig } from './config.js';
import { aTourImage } from '../test-support/tour-images.js';

const started: { app: NestExpressApplication; dataDir: string }[] = [];

afterEach(async () => {
  for (const { app, dataDir } of started.splice(0)) {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** The real server on an ephemeral port with a fresh DATA_DIR, with `overrides` swapped in. */
async function serverWith<const Ports extends readonly unknown[]>(overrides: PortOverrides<Ports>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-app-'));
  const config = loadConfig({}, { adminPassword: 'Pura-Vida-Operator-2026', dataDir, uiDir: dataDir, port: 0 });
  const app = await createApp(config, { logger: ['error'], overrides });
  started.push({ app, dataDir });
  await app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

describe('the server composition root (server/app.module.ts)', () => {
  it('swaps a port in one line: the API then answers from the swapped adapter', async () => {
    const repository = new InMemoryTourImageRepository([aTourImage({ tourId: 2, imageURL: '/objects/sky-adventures' })]);
    const baseUrl = await serverWith([[TourImageRepositoryToken, repository]]);
    const answer = await fetch(`${baseUrl}${TOUR_IMAGES_PATH}`);
    // No copies: '/objects/sky-adventures' names no stored photo (docs/decisions/048).
    expect(await answer.json()).toEqual([{ tourId: 2, imageURL: '/objects/sky-adventures', variants: [] }]);
  });

  it('keeps its own adapters for the ports it was not told to swap', async () => {
    const baseUrl = await serverWith([]);
    expect(await (await fetch(`${baseUrl}${TOUR_IMAGES_PATH}`)).json()).toEqual([]);
  });

  it('does not compile a swap whose implementation is not the token\'s port', () => {
    // @ts-expect-error: a tour image repository is not a Clock.
    const wrongSwap = () => serverWith([[ClockToken, new InMemoryTourImageRepository()]]);
    expect(wrongSwap).toBeTypeOf('function');
  });

  it('does not compile a use case whose tokens are in the wrong order', () => {
    const build = (repository: TourImageRepository, storage: ObjectStorage) => new TourImageReplacer(repository, storage);
    expect(useCase(TourImageReplacer, [TourImageRepositoryToken, ObjectStorageToken], build)).toMatchObject({ provide: TourImageReplacer });
    // @ts-expect-error: the storage token is where the repository belongs.
    expect(useCase(TourImageReplacer, [ObjectStorageToken, TourImageRepositoryToken], build)).toMatchObject({ provide: TourImageReplacer });
  });
});

describe('the Content-Security-Policy (docs/decisions/041-analytics-sinks-and-tags.md)', () => {
  const policyOf = async (analyticsTags: AnalyticsTagIds) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crg-app-'));
    const config = loadConfig({}, { adminPassword: 'Pura-Vida-Operator-2026', dataDir, uiDir: dataDir, port: 0, analyticsTags });
    const app = await createApp(config, { logger: ['error'] });
    started.push({ app, dataDir });
    await app.listen(0, '127.0.0.1');
    const answer = await fetch(`http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}${TOUR_IMAGES_PATH}`);
    return answer.headers.get('content-security-policy') ?? '';
  };
  const directive = (policy: string, name: string) => policy.split(';').find((part) => part.trim().startsWith(`${name} `))?.trim() ?? '';

  it('allows no tag host when no tag is configured', async () => {
    const policy = await policyOf({});
    expect(policy).not.toMatch(/googletagmanager|google-analytics|facebook/);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://widget.getyourguide.com");
  });

  it('frames the site\'s own pages (the Catalogue view\'s previews, docs/decisions/120) besides the partner widget and the ad', async () => {
    expect(directive(await policyOf({}), 'frame-src')).toBe("frame-src 'self' https://widget.getyourguide.com https://ws-na.amazon-adsystem.com");
  });

  it('allows exactly the hosts of the configured tags', async () => {
    const policy = await policyOf({ ga4MeasurementId: 'G-ABC123XYZ9', metaPixelId: '123456789012345' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://widget.getyourguide.com https://www.googletagmanager.com https://connect.facebook.net");
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://widget.getyourguide.com https://ws-na.amazon-adsystem.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://www.facebook.com https://connect.facebook.net",
    );
  });

  it('allows only GA4\'s hosts when only GA4 is configured', () => {
    const policy = contentSecurityPolicy({ ga4MeasurementId: 'G-ABC123XYZ9' });
    expect(policy.scriptSrc).toEqual(["'self'", 'https://widget.getyourguide.com', 'https://www.googletagmanager.com']);
    expect(policy.connectSrc?.join(' ')).not.toMatch(/facebook/);
  });
});
