/**
 * The site's renderer and audits in a worker thread (docs/decisions/105): a publish draws pages with React and checks
 * them with the build's audits, tens of milliseconds of CPU per page, which on the server's own thread would hold up
 * every visitor's request meanwhile. The worker loads the UI's server bundle (dist/ssr/entry-server.js), the same code
 * `npm run build` renders with, so a published page is byte for byte what a build of the same records writes.
 */
import { Worker } from 'node:worker_threads';
import type { CatalogueDocument } from '../../domain/catalogue/catalogue-document.js';
import type { BuiltPage, PageAuditContext, PageAuditFinding, PageAudits } from '../../domain/publishing/page-audits.js';
import type { PageRenderer, RenderedPage } from '../../domain/publishing/site-publication.js';
import { WorkerCalls } from '../system/worker-calls.js';

/** What the server bundle exports for this (ui/entry-server.tsx, ui/publishing-renderer.ts). */
export interface SiteRendererModule {
  createPublishingRenderer(clientDir: string): Promise<PageRenderer>;
}

/** What the audits' module exports (adapters/site-audits/page-audits.ts, compiled). */
export interface PageAuditsModule {
  SiteAudits: new () => PageAudits;
}

type Method = 'pagePaths' | 'render' | 'audit';

/*
 * The worker's code, given as text (an `eval` worker) so that it needs no file of its own beside the compiled server:
 * it imports the bundle once and answers one call per message.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = Promise.all([import(workerData.bundle), import(workerData.audits)]).then(async ([bundle, audits]) => ({
  renderer: await bundle.createPublishingRenderer(workerData.clientDir),
  audits: new audits.SiteAudits(),
}));
parentPort.on('message', async ({ id, method, args }) => {
  try {
    const { renderer, audits } = await ready;
    const result =
      method === 'pagePaths' ? await renderer.pagePaths(...args) : method === 'render' ? await renderer.render(...args) : await audits.audit(...args);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
`;

/** The renderer and the audits of one worker thread, started on first use; a crashed worker is started again on the next call. */
export class WorkerSiteRenderer implements PageRenderer, PageAudits {
  private readonly calls: WorkerCalls;

  /**
   * @param bundle the server bundle's URL (file:…/dist/ssr/entry-server.js)
   * @param audits the URL of the compiled audits (file:…/dist/node/adapters/site-audits/page-audits.js)
   * @param clientDir the built client (dist/client): the page template, the Vite manifest, the head script
   */
  constructor(bundle: string, audits: string, clientDir: string) {
    this.calls = new WorkerCalls(
      // No flags of its process (tsx's loader, in tests): it loads compiled JavaScript only (adapters/system/publishing-worker.ts).
      () => new Worker(WORKER_CODE, { eval: true, workerData: { bundle, audits, clientDir }, execArgv: [] }),
      (error) => new Error(`The page renderer failed: ${String(error)}`),
      "The page renderer's worker",
    );
  }

  pagePaths(document: CatalogueDocument): Promise<string[]> {
    return this.call('pagePaths', [document]) as Promise<string[]>;
  }

  render(document: CatalogueDocument, paths: readonly string[]): Promise<RenderedPage[]> {
    return this.call('render', [document, paths]) as Promise<RenderedPage[]>;
  }

  audit(pages: readonly BuiltPage[], context: PageAuditContext): Promise<PageAuditFinding[]> {
    return this.call('audit', [pages, context]) as Promise<PageAuditFinding[]>;
  }

  /** Stops the worker (the server's shutdown); calls under way fail. */
  close(): Promise<void> {
    return this.calls.close();
  }

  private call(method: Method, args: readonly unknown[]): Promise<unknown> {
    return this.calls.call(method, args);
  }
}
