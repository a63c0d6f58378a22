import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { aPublishedPage, bytesOf } from '../../test-support/publications.js';
import { ZlibPublishedFileCompressor } from './zlib-published-file-compressor.js';

const compressor = new ZlibPublishedFileCompressor();
const page = `<!doctype html><html lang="en"><title>Tours</title>${'<article class="card"><h2>Arenal Volcano hike</h2><p>4 hours, $65</p></article>'.repeat(200)}</html>`;

describe('the compressed copies of a file to publish (docs/decisions/102)', () => {
  it('makes Brotli and gzip copies of a page that give its bytes back, each smaller than it', async () => {
    const file = await compressor.compress(aPublishedPage('tours/index.html', page));
    expect(file.file).toBe('tours/index.html');
    expect(file.contentType).toBe('text/html; charset=utf-8');
    expect(new TextDecoder().decode(file.body)).toBe(page);
    expect(brotliDecompressSync(file.br!).toString('utf8')).toBe(page);
    expect(gunzipSync(file.gzip!).toString('utf8')).toBe(page);
    expect(file.br!.length).toBeLessThan(file.gzip!.length);
    expect(file.gzip!.length).toBeLessThan(page.length / 10);
  });

  it('compresses every text file the build compresses, whatever the case of its extension', async () => {
    for (const name of ['sitemap.xml', 'data/catalogue.JSON', 'robots.txt', 'icon.svg', 'app.js', 'site.css', 'site.webmanifest', 'list.csv']) {
      const file = await compressor.compress({ file: name, body: bytesOf('text '.repeat(500)), contentType: 'text/plain' });
      expect([name, file.br !== undefined, file.gzip !== undefined]).toEqual([name, true, true]);
    }
  });

  it('leaves pictures and other files as they are: compressed already', async () => {
    for (const name of ['og/tours.png', 'photo.webp', 'font.woff2', 'no-extension']) {
      const body = bytesOf('x'.repeat(5000));
      expect(await compressor.compress({ file: name, body, contentType: 'application/octet-stream' })).toEqual({ file: name, body, contentType: 'application/octet-stream' });
    }
  });

  it('keeps no copy that would not be smaller than the file', async () => {
    const file = await compressor.compress(aPublishedPage('tiny.html', 'a'));
    expect(Object.keys(file).sort()).toEqual(['body', 'contentType', 'file']);
  });
});
