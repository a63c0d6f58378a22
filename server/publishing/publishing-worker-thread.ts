/**
 * The publishing worker (docs/decisions/143): a worker thread that publishes as the server's CataloguePublisher would,
 * through its own connection to the server's database, so that none of a publish's CPU work holds the thread that
 * answers visitors: reading the drafts and the published records, the catalogue's schema and consistency checks, the
 * plan of the pages to draw, drawing them (the UI's server bundle, loaded here), the build's audits, the compressed
 * copies and the commit. The server's thread sends the records to publish (or none: all) and the time by its clock,
 * and gets back the publication or the refusal, as the use case gives them (adapters/system/publishing-worker.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PostgresCatalogueStore } from '../../adapters/postgres/postgres-catalogue-store.js';
import { PostgresPublicationStore } from '../../adapters/postgres/postgres-publication-store.js';
import { openPostgres } from '../../adapters/postgres/database.js';
import { SiteAudits } from '../../adapters/site-audits/page-audits.js';
import { SqliteCatalogueStore } from '../../adapters/sqlite/sqlite-catalogue-store.js';
import { SqlitePublicationStore } from '../../adapters/sqlite/sqlite-publication-store.js';
import { openDatabase } from '../../adapters/sqlite/database.js';
import { CataloguePublisher } from '../../domain/catalogue/catalogue-publisher.js';
import type { CatalogueRecordKey } from '../../domain/catalogue/catalogue-store.js';
import type { Clock } from '../../domain/kernel/clock.js';
import { SitePublisher } from '../../domain/publishing/site-publisher.js';
import type { PageRenderer } from '../../domain/publishing/site-publication.js';
import { failureOf, type PublishingWorkerData } from '../../adapters/system/publishing-worker.js';
import { sitePublisherDependencies } from './site-publisher-assembly.js';

interface Call {
  readonly id: number;
  readonly method: 'publish' | 'republishForThisBuild' | 'close';
  /** publish: the records named (undefined: every pending change) and the time; republishForThisBuild: the time. */
  readonly args: readonly unknown[];
}

const data = workerData as PublishingWorkerData;
const port = parentPort!;

/** The server's clock, as it read when it asked: the worker's publishes are timed as the server's own would be. */
let now = new Date();
const clock: Clock = { now: () => now };

async function assembled() {
  const database = data.database.kind === 'sqlite' ? { kind: 'sqlite' as const, db: openDatabase(data.database.file) } : { kind: 'postgres' as const, pool: await openPostgres(data.database.url, { max: 2 }) };
  const catalogue = database.kind === 'sqlite' ? new SqliteCatalogueStore(database.db, clock) : new PostgresCatalogueStore(database.pool, clock);
  const publications = database.kind === 'sqlite' ? new SqlitePublicationStore(database.db, clock) : new PostgresPublicationStore(database.pool, clock);
  const bundle = (await import(data.bundle)) as { createPublishingRenderer(clientDir: string): Promise<PageRenderer> };
  const renderer = await bundle.createPublishingRenderer(data.uiDir);
  const sitePublisher = new SitePublisher(
    sitePublisherDependencies({ publications, buildId: data.buildId, uiDir: data.uiDir, mainDomain: data.mainDomain, renderer, audits: new SiteAudits(), clock }),
  );
  return {
    sitePublisher,
    publisher: new CataloguePublisher(catalogue, sitePublisher),
    close: () => (database.kind === 'sqlite' ? database.db.close() : database.pool.end()),
  };
}

const ready = assembled();
/** One call at a time: each publish is timed by its own call's clock. */
let turn: Promise<unknown> = Promise.resolve();

async function answer({ method, args }: Call): Promise<unknown> {
  const { publisher, sitePublisher, close } = await ready;
  if (method === 'close') return close();
  now = new Date(args.at(-1) as string);
  if (method === 'publish') return publisher.publish(args[0] as readonly CatalogueRecordKey[] | undefined);
  return sitePublisher.republishForThisBuild();
}

port.on('message', (call: Call) => {
  turn = turn.then(() =>
    answer(call).then(
      (result) => port.postMessage({ id: call.id, result }),
      (error: unknown) => port.postMessage({ id: call.id, error: failureOf(error) }),
    ),
  );
});
