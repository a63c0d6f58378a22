/**
 * Publishing off the server's thread (issue 36 point 8, docs/decisions/143): the server's CataloguePublisher hands a
 * publish to the publishing worker (server/publishing/publishing-worker-thread.ts), which runs the same use case, the
 * same SitePublisher, through its own connection to the same database, and answers with the publication or the use
 * case's own refusal, rebuilt here as the same error class, so the admin API answers exactly as before.
 */
import { Worker } from 'node:worker_threads';
import { WorkerCalls } from './worker-calls.js';
import {
  CatalogueItemNotFoundError,
  CatalogueRecordInUseError,
  InvalidCatalogueRecordError,
  InvalidCatalogueRequestError,
  UnknownCollectionError,
  UnpublishableChangeError,
} from '../../domain/catalogue/catalogue-editing-errors.js';
import type { Publication } from '../../domain/catalogue/catalogue-publisher.js';
import type { CatalogueRecordKey } from '../../domain/catalogue/catalogue-store.js';
import { InvalidPublicationError, StalePublicationError } from '../../domain/publishing/publication-store.js';

/** What the publishing worker is started with: where the database is, and the build it publishes for. */
export interface PublishingWorkerData {
  readonly database: { readonly kind: 'sqlite'; readonly file: string } | { readonly kind: 'postgres'; readonly url: string };
  /** The built client (dist/client). */
  readonly uiDir: string;
  /** The UI's server bundle's URL (file:…/dist/ssr/entry-server.js). */
  readonly bundle: string;
  readonly buildId: string;
  readonly mainDomain: string;
}

/** A failure as the worker sends it: the error's class name, its message and stack, and its own fields (the problems, the key). */
export interface WorkerFailure {
  readonly name: string;
  readonly message: string;
  readonly stack?: string | undefined;
  readonly fields: Readonly<Record<string, unknown>>;
}

/** The errors a publish may end with that callers tell apart (server/http/domain-errors.ts answers each with its status). */
const KNOWN_ERRORS: readonly (abstract new (...args: never[]) => Error)[] = [
  UnpublishableChangeError,
  CatalogueItemNotFoundError,
  InvalidCatalogueRequestError,
  UnknownCollectionError,
  InvalidCatalogueRecordError,
  CatalogueRecordInUseError,
  StalePublicationError,
  InvalidPublicationError,
];

/** The failure of a call, as data a message can carry. */
export function failureOf(error: unknown): WorkerFailure {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  // A field that a message cannot carry (a function) is left out rather than failing the answer.
  const fields = JSON.parse(JSON.stringify({ ...error })) as Record<string, unknown>;
  return { name: error.constructor.name, message: error.message, stack: error.stack, fields };
}

/** The error a failure was: of the same class, message and fields when it is one callers tell apart, else a plain Error naming the worker. */
export function errorOf(failure: WorkerFailure): Error {
  const known = KNOWN_ERRORS.find((type) => type.name === failure.name);
  if (known === undefined) {
    const error = new Error(`The publishing worker failed: ${failure.message}`);
    if (failure.stack !== undefined) error.stack = `${error.stack ?? ''}\nIn the worker: ${failure.stack}`;
    return error;
  }
  const error = Object.create(known.prototype as object) as Error;
  Object.assign(error, failure.fields);
  Object.defineProperty(error, 'message', { value: failure.message, writable: true, configurable: true });
  Object.defineProperty(error, 'stack', { value: failure.stack ?? `${failure.name}: ${failure.message}`, writable: true, configurable: true });
  return error;
}

/**
 * The worker's own Node flags: none. A worker inherits its process's by default, and a process run by tsx (the test
 * runner's, which starts servers in itself) would have every module the worker imports go through tsx's loader: three
 * to four times slower (13 s against 3 s at load 25), enough to time out a first publish. The worker loads compiled
 * JavaScript only.
 */
export const WORKER_EXEC_ARGV: readonly string[] = [];

/** How long a stopping server waits for a publish under way in the worker before it stops the worker anyway. */
const CLOSE_WAIT_MS = 5000;

/** The publishing worker, started at the first publish; one publish at a time, in the order asked. */
export class PublishingWorker {
  private readonly calls: WorkerCalls;

  /** @param script the compiled server/publishing/publishing-worker-thread.js */
  constructor(script: URL, data: PublishingWorkerData) {
    this.calls = new WorkerCalls(() => new Worker(script, { workerData: data, execArgv: [...WORKER_EXEC_ARGV] }), (failure) => errorOf(failure as WorkerFailure), 'The publishing worker');
  }

  /** CataloguePublisher.publish, run in the worker at the time `at`. */
  publish(keys: readonly CatalogueRecordKey[] | undefined, at: Date): Promise<Publication> {
    return this.calls.call('publish', [keys, at.toISOString()]) as Promise<Publication>;
  }

  /** Lets a publish under way finish (its database connection closed), then stops the worker. */
  async close(): Promise<void> {
    if (this.calls.running) {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS).unref()));
      await Promise.race([this.calls.call('close', []).catch(() => undefined), waited]);
      clearTimeout(timer);
    }
    await this.calls.close();
  }
}

