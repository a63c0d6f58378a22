import type { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryPublicationStore } from '../../adapters/memory/in-memory-publication-store.js';
import type { PublicationCommit, PublicationStore } from '../../domain/publishing/publication-store.js';
import { PublicationStoreToken } from '../../domain/tokens.js';
import { aPublicationCommit, aPublishedPage, bytesOf } from '../../test-support/publications.js';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { buildIdOf } from './build-id.js';
import { PublishedSite } from './published-site.js';
import { PUBLICATION_GENERATION_HEADER } from './served-publication.js';
import { ZlibPublishedFileCompressor } from './zlib-published-file-compressor.js';

/** A small build: three pages, the 404 page, a picture, and a manifest that names its assets. */
const BUILD: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>built home',
  'tours/index.html': '<!doctype html><title>Tours</title>built tours',
  'destinations/lost/index.html': '<!doctype html><title>Lost</title>built lost',
  '404.html': '<!doctype html><title>Page Not Found</title>built not found',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'sitemap.xml': '<urlset>built</urlset>',
  'picture-of-the-day/live-template.html': '<!doctype html><title>Picture of the day</title><main>built template: <!--photos--></main>',
  '.vite/manifest.json': '{"ui/main.tsx":{"file":"assets/main-abc123.js","isEntry":true}}',
};

const started: { app: NestExpressApplication; dir: string }[] = [];
afterEach(async () => {
  for (const { app, dir } of started.splice(0)) {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Warnings and messages the server logged. */
function recordingLogger(lines: string[]): LoggerService {
  return { log: (message) => lines.push(`log ${message}`), warn: (message) => lines.push(`warn ${message}`), error: (message) => lines.push(`error ${message}`) };
}

/** A server on the small build with `store` as its publication store; `publish` commits the next generation through it. */
async function serving(store: PublicationStore = new InMemoryPublicationStore(), options: { pollMs?: number; logged?: string[] } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'crg-published-'));
  const uiDir = join(dir, 'client');
  for (const [file, text] of Object.entries(BUILD)) {
    mkdirSync(dirname(join(uiDir, file)), { recursive: true });
    writeFileSync(join(uiDir, file), text);
  }
  // The UI's server bundle beside the build (dist/ssr beside dist/client): it draws the picture of the day into its template.
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(join(dir, 'ssr', 'entry-server.js'), "export const renderPictureOfTheDay = async (template, search, photos) => template.replace('<!--photos-->', `${photos.length} photos`);");
  const dataDir = join(dir, 'data');
  const config = loadConfig({}, { adminPassword: 'Pura-Vida-Operator-2026', dataDir, uiDir, port: 0 });
  const app = await createApp(config, {
    logger: options.logged ? recordingLogger(options.logged) : ['error'],
    overrides: [[PublicationStoreToken, store]],
    publicationPollMs: options.pollMs ?? 60_000,
  });
  started.push({ app, dir });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const site = app.get(PublishedSite);
  const publish = async (commit: Partial<PublicationCommit>) => {
    const head = await store.commit(aPublicationCommit({ basedOn: (await store.head())?.generation ?? 0, buildId: site.buildId, records: [], pages: {}, ...commit }));
    await site.refresh();
    return head;
  };
  return { base, site, uiDir, publish };
}

const compressor = new ZlibPublishedFileCompressor();
const PUBLISHED_TOURS = `<!doctype html><title>Tours</title>${'published tours '.repeat(100)}`;

/** A GET with no decoding by the client: the body as it came, and every header. */
function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the published pages, served in place of the build\'s (docs/decisions/102)', () => {
  it('serves the build alone while nothing is published', async () => {
    const { base, site, uiDir } = await serving();
    const answer = await fetch(`${base}/tours`);
    expect(await answer.text()).toContain('built tours');
    expect(answer.headers.get(PUBLICATION_GENERATION_HEADER)).toBeNull();
    expect(site.servedGeneration).toBe(0);
    expect(site.buildId).toBe(buildIdOf(uiDir));
  });

  it('answers a published page with the headers of the build\'s page of the same name, its copies by Accept-Encoding, its ETag and HEAD', async () => {
    const { base, publish } = await serving();
    const built = await rawGet(`${base}/tours`);
    await publish({ files: [await compressor.compress(aPublishedPage('tours/index.html', PUBLISHED_TOURS))] });

    const plain = await rawGet(`${base}/tours`);
    expect(plain.status).toBe(200);
    expect(plain.body.toString('utf8')).toBe(PUBLISHED_TOURS);
    expect(plain.headers[PUBLICATION_GENERATION_HEADER.toLowerCase()]).toBe('1');
    for (const header of ['content-type', 'cache-control', 'content-security-policy', 'speculation-rules', 'x-content-type-options', 'strict-transport-security']) {
      expect([header, plain.headers[header]]).toEqual([header, built.headers[header]]);
    }
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const br = await rawGet(`${base}/tours/`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(PUBLISHED_TOURS);
    const gzip = await rawGet(`${base}/tours`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(PUBLISHED_TOURS);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);

    const head = await rawGet(`${base}/tours`, { 'accept-encoding': 'br' }, 'HEAD');
    expect([head.status, head.headers['content-length'], head.headers.etag, head.body.length]).toEqual([200, br.headers['content-length'], br.headers.etag, 0]);
    expect((await rawGet(`${base}/tours`, { 'if-none-match': String(plain.headers.etag) })).status).toBe(304);
    expect((await rawGet(`${base}/t%6Furs`)).body.toString('utf8')).toBe(PUBLISHED_TOURS);
    expect((await rawGet(`${base}/tours`, { range: 'bytes=0-3' })).body.toString('utf8')).toBe(PUBLISHED_TOURS);
  });

  it('serves a page only the publication has, and the build\'s files that were never published', async () => {
    const { base, publish } = await serving();
    await publish({ files: [aPublishedPage('destinations/new-place/index.html', 'a new destination'), { file: 'sitemap.xml', body: bytesOf('<urlset>published</urlset>'), contentType: 'application/xml' }] });
    expect(await (await fetch(`${base}/destinations/new-place`)).text()).toBe('a new destination');
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect([await sitemap.text(), sitemap.headers.get('cache-control'), sitemap.headers.get('content-type')]).toEqual(['<urlset>published</urlset>', 'public, max-age=3600', 'application/xml']);
    expect(await (await fetch(`${base}/`)).text()).toContain('built home');
    expect(await (await fetch(`${base}/favicon.svg`)).text()).toBe(BUILD['favicon.svg']);
  });

  it('never answers published HTML other than a page by its name, nor a published page by its file name', async () => {
    const { base, publish } = await serving();
    await publish({ files: [aPublishedPage('tours/index.html', 'published'), aPublishedPage('picture-of-the-day/live.html', 'template')] });
    expect((await fetch(`${base}/tours/index.html`)).status).toBe(404);
    expect((await fetch(`${base}/picture-of-the-day/live.html`)).status).toBe(404);
  });

  it('answers a withdrawn page "not found", with the build\'s 404 page, or the published one', async () => {
    const { base, publish } = await serving();
    await publish({ removedFiles: ['destinations/lost/index.html'] });
    const gone = await fetch(`${base}/destinations/lost`);
    expect([gone.status, await gone.text()]).toEqual([404, BUILD['404.html']]);
    expect(gone.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await fetch(`${base}/destinations/lost/`, { headers: { range: 'bytes=0-1' } })).status).toBe(404);

    await publish({ files: [aPublishedPage('404.html', 'published not found')] });
    const published = await fetch(`${base}/destinations/lost`);
    expect([published.status, await published.text()]).toEqual([404, 'published not found']);
    const unknown = await fetch(`${base}/no/such/page`);
    expect([unknown.status, await unknown.text()]).toEqual([404, 'published not found']);
    expect(unknown.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('keeps the files a new generation did not change, with their ETags, under the new generation\'s number (docs/decisions/108)', async () => {
    const { base, publish } = await serving();
    await publish({
      files: [aPublishedPage('tours/index.html', 'tours, first'), aPublishedPage('picture-of-the-day/live-template.html', '<main>kept template: <!--photos--></main>')],
      removedFiles: ['destinations/lost/index.html'],
    });
    const first = await fetch(`${base}/tours`);
    await first.text();
    await publish({ files: [aPublishedPage('destinations/new-place/index.html', 'a new destination')] });
    const kept = await fetch(`${base}/tours`);
    expect([await kept.text(), kept.headers.get('etag'), kept.headers.get(PUBLICATION_GENERATION_HEADER)]).toEqual(['tours, first', first.headers.get('etag'), '2']);
    expect(first.headers.get(PUBLICATION_GENERATION_HEADER)).toBe('1');
    expect(await (await fetch(`${base}/destinations/new-place`)).text()).toBe('a new destination');
    expect((await fetch(`${base}/destinations/lost`)).status).toBe(404);
    expect(await (await fetch(`${base}/picture-of-the-day`)).text()).toMatch(/^<main>kept template: \d+ photos<\/main>$/);
  });

  it('draws the picture of the day into the published template, else the build\'s', async () => {
    const { base, publish } = await serving();
    expect(await (await fetch(`${base}/picture-of-the-day`)).text()).toMatch(/built template: \d+ photos/);
    await publish({ files: [aPublishedPage('picture-of-the-day/live-template.html', '<!doctype html><main>published template: <!--photos--></main>')] });
    expect(await (await fetch(`${base}/picture-of-the-day`)).text()).toMatch(/^<!doctype html><main>published template: \d+ photos<\/main>$/);
  });

  it('swaps in a new generation at the next poll without being asked', async () => {
    const store = new InMemoryPublicationStore();
    const { base, site } = await serving(store, { pollMs: 20 });
    await store.commit(aPublicationCommit({ buildId: site.buildId, files: [aPublishedPage('tours/index.html', 'polled')] }));
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && (await (await fetch(`${base}/tours`)).text()) !== 'polled') await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await (await fetch(`${base}/tours`)).text()).toBe('polled');
  });

  it('serves the current generation from its first answer after a start (a restart)', async () => {
    const store = new InMemoryPublicationStore();
    const first = await serving(store);
    await first.publish({ files: [aPublishedPage('tours/index.html', 'published before the restart')] });
    const second = await serving(store.sharing());
    expect(await (await fetch(`${second.base}/tours`)).text()).toBe('published before the restart');
  });

  it('serves its build alone while the publication is for another build, and says why', async () => {
    const logged: string[] = [];
    const { base, publish } = await serving(new InMemoryPublicationStore(), { logged });
    await publish({ buildId: 'another-build', files: [aPublishedPage('tours/index.html', 'for another build')] });
    expect(await (await fetch(`${base}/tours`)).text()).toContain('built tours');
    expect(logged.filter((line) => line.includes('another-build'))).toEqual([
      expect.stringMatching(/^warn Generation 1 was published for build another-build; this server runs build \S+ and serves its own pages until a publication for its build$/),
    ]);
  });

  it('keeps serving the last generation when the store cannot be read, and says so once', async () => {
    const logged: string[] = [];
    const memory = new InMemoryPublicationStore();
    let failing = false;
    const flaky: PublicationStore = {
      head: () => (failing ? Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })) : memory.head()),
      current: () => memory.current(),
      commit: (next) => memory.commit(next),
    };
    const { base, site, publish } = await serving(flaky, { logged, pollMs: 10 });
    await publish({ files: [aPublishedPage('tours/index.html', 'generation 1')] });
    failing = true;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await site.refresh();
    expect(await (await fetch(`${base}/tours`)).text()).toBe('generation 1');
    expect(logged.filter((line) => line.startsWith('warn The publication'))).toEqual([
      'warn The publication could not be read; this server keeps serving generation 1 and tries again: connect ECONNREFUSED 127.0.0.1:5432',
    ]);
    failing = false;
    await site.refresh();
    expect(logged.at(-1)).toBe('log The publication is read again; this server serves generation 1');
  });
});
