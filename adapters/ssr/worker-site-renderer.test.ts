import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCatalogueDocument } from '../../test-support/catalogue-documents.js';
import { WorkerSiteRenderer } from './worker-site-renderer.js';

/** A stand-in for dist/ssr/entry-server.js: draws each page record's heading, and calls a page with 'FORBIDDEN' faulty. */
const FAKE_BUNDLE = `
import { threadId } from 'node:worker_threads';
export async function createPublishingRenderer(clientDir) {
  return {
    pagePaths: (document) => document.pages.map((page) => page.path),
    render: async (document, paths) => {
      if (paths.includes('/crash')) process.exit(3);
      if (paths.includes('/throw')) throw new Error('no page /throw');
      return paths.map((path) => ({ path, file: 'x.html', html: '<h1>' + document.pages.find((page) => page.path === path).heading.en + '</h1>' + clientDir + threadId, reads: [], links: [], placements: [] }));
    },
  };
}
`;

/** A stand-in for the compiled adapters/site-audits/page-audits.js: calls a page with 'FORBIDDEN' faulty. */
const FAKE_AUDITS = `
export class SiteAudits {
  async audit(pages) {
    return pages.filter((page) => page.html.includes('FORBIDDEN')).map((page) => ({ page: page.path, audit: 'valid HTML', problem: 'forbidden' }));
  }
}
`;

describe('WorkerSiteRenderer: the server bundle in a worker thread', () => {
  let dir: string;
  let renderer: WorkerSiteRenderer;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'worker-renderer-'));
    writeFileSync(join(dir, 'entry-server.mjs'), FAKE_BUNDLE);
    writeFileSync(join(dir, 'page-audits.mjs'), FAKE_AUDITS);
    renderer = new WorkerSiteRenderer(pathToFileURL(join(dir, 'entry-server.mjs')).href, pathToFileURL(join(dir, 'page-audits.mjs')).href, '/client');
  });

  afterAll(async () => {
    await renderer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists and draws pages off the server\'s thread', async () => {
    const document = aCatalogueDocument();
    expect(await renderer.pagePaths(document)).toEqual(document.pages.map((page) => page.path));
    const [page] = await renderer.render(document, ['/tours']);
    // The stand-in writes the client folder it was given and its thread's id: 0 would be the server's own thread.
    expect(page!.html).toMatch(/^<h1>Costa Rica Tours & Adventures<\/h1>\/client[1-9]\d*$/);
  });

  it('runs the audits there too', async () => {
    expect(await renderer.audit([{ path: '/a', html: 'FORBIDDEN' }, { path: '/b', html: 'fine' }], { ids: {} as never, siteName: 'x' })).toEqual([
      { page: '/a', audit: 'valid HTML', problem: 'forbidden' },
    ]);
  });

  it('fails the call whose page throws, and goes on', async () => {
    await expect(renderer.render(aCatalogueDocument(), ['/throw'])).rejects.toThrow(/The page renderer failed: Error: no page \/throw/);
    expect(await renderer.pagePaths(aCatalogueDocument())).toContain('/');
  });

  it('fails the calls under way when it is stopped, saying so, and starts a new worker for the next call', async () => {
    const stopped = expect(renderer.render(aCatalogueDocument(), ['/tours'])).rejects.toThrow(/^The page renderer's worker was stopped$/);
    await renderer.close();
    await stopped;
    expect(await renderer.pagePaths(aCatalogueDocument())).toContain('/tours');
  });

  it('fails the calls under way when the worker dies, and starts a new one for the next', async () => {
    await expect(renderer.render(aCatalogueDocument(), ['/crash'])).rejects.toThrow(/exited with code 3/);
    expect(await renderer.pagePaths(aCatalogueDocument())).toContain('/tours');
  });
});
