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

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** The renderer and the audits of one worker thread, started on first use; a crashed worker is started again on the next call. */
export class WorkerSiteRenderer implements PageRenderer, PageAudits {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /**
   * @param bundle the server bundle's URL (file:…/dist/ssr/entry-server.js)
   * @param audits the URL of the compiled audits (file:…/dist/node/adapters/site-audits/page-audits.js)
   * @param clientDir the built client (dist/client): the page template, the Vite manifest, the head script
   */
  constructor(
    private readonly bundle: string,
    private readonly audits: string,
    private readonly clientDir: string,
  ) {}

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
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private call(method: Method, args: readonly unknown[]): Promise<unknown> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, method, args });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_CODE, { eval: true, workerData: { bundle: this.bundle, audits: this.audits, clientDir: this.clientDir } });
    worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const call = this.pending.get(id);
      this.pending.delete(id);
      if (error === undefined) call?.resolve(result);
      else call?.reject(new Error(`The page renderer failed: ${error}`));
    });
    const failAll = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    worker.on('error', (error) => failAll(new Error(`The page renderer's worker stopped: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => failAll(new Error(`The page renderer's worker exited with code ${code}`)));
    // The worker must not keep a stopping server alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
