import { InMemoryCatalogueStore } from '../../../adapters/memory/in-memory-catalogue-store.js';
import { InMemoryCataloguePublishing } from '../../../adapters/memory/in-memory-catalogue-publishing.js';
import { InMemoryScheduledChangeStore } from '../../../adapters/memory/in-memory-scheduled-change-store.js';
import { InMemoryScheduler } from '../../../adapters/memory/in-memory-scheduler.js';
import { ManualClock } from '../../../adapters/memory/manual-clock.js';
import { InMemoryChangeSetStore } from '../../../adapters/memory/in-memory-change-set-store.js';
import { InMemoryPreviewSigner } from '../../../adapters/memory/in-memory-preview-signer.js';
import {
  ADMIN_CATALOGUE_CHANGE_SETS_PATH,
  ADMIN_CATALOGUE_PATH,
  ADMIN_CATALOGUE_PREVIEWS_PATH,
  ADMIN_CATALOGUE_PRICE_CHANGES_PATH,
  ADMIN_CATALOGUE_PUBLICATIONS_PATH,
  ADMIN_SCHEDULED_CHANGES_PATH,
} from '../../../domain/api-paths.js';
import { CataloguePriceChanges } from '../../../domain/catalogue/catalogue-price-changes.js';
import { CatalogueReview } from '../../../domain/catalogue/catalogue-review.js';
import { PagePreviews } from '../../../domain/publishing/page-previews.js';
import { siteDrawnFrom, textDigest } from '../../../test-support/listing-renderer.js';
import { tourPriceInView, ViewPageRenderer } from '../view-page-renderer.js';
import { catalogueRecordsOf, CATALOGUE_COLLECTIONS } from '../../../domain/catalogue/catalogue-document.js';
import { CatalogueEditor } from '../../../domain/catalogue/catalogue-editor.js';
import { CataloguePublisher } from '../../../domain/catalogue/catalogue-publisher.js';
import type { PublishRefusal } from '../../../domain/catalogue/catalogue-publishing.js';
import { CatalogueSchedule, type ChangeToSchedule } from '../../../domain/catalogue/catalogue-schedule.js';
import type { CatalogueEntry, CatalogueRecordKey } from '../../../domain/catalogue/catalogue-store.js';
import { ScheduledChangeRunner } from '../../../domain/catalogue/scheduled-change-runner.js';
import { ClockToken, SchedulerToken } from '../../../domain/tokens.js';
import { PublicationRefusedError } from '../../../server/catalogue/catalogue-requests.js';
import { errorBody } from '../../../server/http/error-body.js';
import { detailsOfDomainError, statusOfDomainError } from '../../../server/http/domain-errors.js';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/admin-sessions.js';
import { SEED } from '../catalogue.js';
import { call } from '../api-client.js';
import { eventually } from '../eventually.js';
import { ServerUnderTest } from '../server-under-test.js';

/** An answer as the operator's client reads it: its status and its JSON. */
export interface CatalogueAnswer {
  readonly status: number;
  /** Each step reads the answer of the call it made. */
  readonly body: any;
  /** Milliseconds from sending the call to its whole answer (@api: over HTTP). */
  readonly elapsedMs?: number;
}

/** A record as the public site shows it: its version, and its data at that version. */
export interface ShownRecord {
  readonly version: number;
  readonly data: Record<string, unknown>;
}

/**
 * The catalogue's editing as a scenario drives it (features/catalogue-editing.feature, docs/decisions/103, 104): at
 * @domain the use cases over in-memory adapters and the fake publisher, answered as the API would (statuses and
 * details of server/http/domain-errors.ts); at @api the built server's admin API over HTTP, whose publisher draws the
 * pages with the build's renderer and audits (docs/decisions/105).
 * Both start from today's catalogue, published, on a clock set to 30 November 2026, 06:00 in Costa Rica.
 */
export interface CatalogueEditing {
  list(collection: string): Promise<CatalogueAnswer>;
  read(key: CatalogueRecordKey): Promise<CatalogueAnswer>;
  create(key: CatalogueRecordKey, data: unknown): Promise<CatalogueAnswer>;
  update(key: CatalogueRecordKey, data: unknown, version: number): Promise<CatalogueAnswer>;
  archive(key: CatalogueRecordKey, version: number): Promise<CatalogueAnswer>;
  revisions(key: CatalogueRecordKey): Promise<CatalogueAnswer>;
  restore(key: CatalogueRecordKey, revision: number, version: number): Promise<CatalogueAnswer>;
  /** Every draft, or those of `keys`. */
  publish(keys?: readonly CatalogueRecordKey[]): Promise<CatalogueAnswer>;
  schedule(key: CatalogueRecordKey, change: ChangeToSchedule): Promise<CatalogueAnswer>;
  scheduledChanges(): Promise<CatalogueAnswer>;
  cancel(id: number): Promise<CatalogueAnswer>;
  /** What the public site shows of the record, or undefined when it does not show it. */
  shown(key: CatalogueRecordKey): Promise<ShownRecord | undefined>;
  /** Where the record is used: the pages that show it, the records that name it (issue 38, docs/decisions/115). */
  usage(key: CatalogueRecordKey): Promise<CatalogueAnswer>;
  /** The previews of the pages every draft, or those of `keys`, would change. */
  previews(keys?: readonly CatalogueRecordKey[]): Promise<CatalogueAnswer>;
  /** A page as a browser in the admin page's frame loads it, without the session's header: a preview address or a public path. */
  load(address: string): Promise<LoadedPage>;
  /** The price a loaded page shows on the tour's card, undefined when it shows no card of it. */
  tourPriceOn(page: LoadedPage, tour: { readonly id: string; readonly legacyId?: string }): number | undefined;
  /** The operator ends the session (logout). */
  signOut(): Promise<void>;
  /** What waits to be published. */
  pending(): Promise<CatalogueAnswer>;
  /** Drops every draft, or those of `keys` (docs/decisions/116). */
  discard(keys?: readonly CatalogueRecordKey[]): Promise<CatalogueAnswer>;
  /** Moves the prices of these records, read at these versions, by an amount or a percentage (docs/decisions/117). */
  changePrices(records: readonly (CatalogueRecordKey & { version: number })[], by: 'amount' | 'percent', value: number): Promise<CatalogueAnswer>;
  restoreChangeSet(changeSet: number): Promise<CatalogueAnswer>;
  /** Every change set, the newest first. */
  changeSets(): Promise<CatalogueAnswer>;
  /** Moves the clock to `instant`: each server looks for due changes then, and its look has ended when this resolves. */
  timeIs(instant: Date): Promise<void>;
  /** Stops every server, moves the clock to `instant` meanwhile, and starts them again: each looks for due changes at its start. */
  restartAt(instant: Date): Promise<void>;
  /** A request as a client could send it, the body as text (@api only: the API's reading of requests). */
  send?(method: string, path: string, body?: string): Promise<CatalogueAnswer>;
  /** The same request without a session (@api only). */
  sendSignedOut?(method: string, path: string): Promise<CatalogueAnswer>;
  /** From now on, the publisher's audits refuse every publication for this reason (@domain only: the fake publisher). */
  auditsRefuse?(refusal: PublishRefusal): void;
  /** A second server looks for due changes on the same database (@domain only). */
  addServer?(): void;
  /** How many publications since the scenario's start changed the record on the public site (@domain only: the fake publisher counts them). */
  publicationsOf?(key: CatalogueRecordKey): number;
  /** The built server the operator edits (@api only): its pages, its sitemap, its click reports (features/publishing.feature). */
  server?: ServerUnderTest;
  dispose(): Promise<void>;
}

/** A page as loaded: its status, its text (HTML at @api, the page's view as JSON at @domain) and its headers (@api). */
export interface LoadedPage {
  readonly status: number;
  readonly text: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** 30 November 2026, 06:00 in Costa Rica. */
export const EDITING_STARTS_AT = new Date('2026-11-30T12:00:00Z');

/** Today's catalogue as the store's records: what the build's seed holds and the @api server seeds itself with. */
export async function todaysCatalogueRecords(): Promise<CatalogueEntry[]> {
  return catalogueRecordsOf(SEED);
}

/** Lets every promise the in-memory adapters started settle. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** A use case's outcome as the API answers it: its value as JSON, or its refusal in the error shape with its details. */
async function answered(status: number, work: () => Promise<unknown>): Promise<CatalogueAnswer> {
  try {
    return { status, body: JSON.parse(JSON.stringify(await work())) as unknown };
  } catch (error) {
    const refused = statusOfDomainError(error);
    if (refused === undefined) throw error;
    return { status: refused, body: { ...errorBody(refused, (error as Error).message), ...detailsOfDomainError(error) } };
  }
}

export async function domainCatalogueEditing(): Promise<CatalogueEditing> {
  const clock = new ManualClock(EDITING_STARTS_AT);
  const scheduler = new InMemoryScheduler();
  const store = new InMemoryCatalogueStore(clock);
  await store.replaceAll(await todaysCatalogueRecords());
  const publishing = new InMemoryCataloguePublishing();
  const editor = new CatalogueEditor(store, publishing);
  const publisher = new CataloguePublisher(store, publishing);
  // What the built site shows at first: the whole catalogue.
  await publisher.publish();
  const changes = new InMemoryScheduledChangeStore();
  const schedule = new CatalogueSchedule(editor, changes, clock);
  // The pages, drawn as their views from what the fake publisher published (docs/decisions/115).
  const renderer = new ViewPageRenderer();
  const pages = new PagePreviews({ site: async () => siteDrawnFrom(await publishing.publishedRecords(), renderer), renderer, digest: textDigest });
  const sessions = new Set<string>();
  let session = 0;
  const review = new CatalogueReview(store, publishing, pages, new InMemoryPreviewSigner(), { isOpen: async (reference) => sessions.has(reference) }, clock);
  /** The operator's session, opened again after a sign-out, as the admin page asks the operator to. */
  const sessionToken = () => {
    if (!sessions.has(`operator-session-${session}`)) sessions.add(`operator-session-${++session}`);
    return `operator-session-${session}`;
  };
  const prices = new CataloguePriceChanges(store, new InMemoryChangeSetStore(), clock);
  let servers = 0;
  /** A server: its own instances over the shared records and changes, publishing to the one site. */
  const aServer = () => {
    const itsStore = store.sharing();
    const runner = new ScheduledChangeRunner(changes.sharing(), itsStore, new CatalogueEditor(itsStore, publishing), new CataloguePublisher(itsStore, publishing), clock, scheduler, `server-${++servers}`, (error) => {
      throw error;
    });
    runner.start();
    return runner;
  };
  let runners = [aServer()];
  const look = async () => {
    scheduler.advance(0);
    await settled();
  };
  await look();
  return {
    list: (collection) => answered(200, () => editor.list(collection)),
    read: (key) => answered(200, () => editor.read(key)),
    create: (key, data) => answered(201, () => editor.create(key, data)),
    update: (key, data, version) => answered(200, () => editor.update(key, data, version)),
    archive: (key, version) => answered(200, () => editor.archive(key, version)),
    revisions: (key) => answered(200, () => editor.revisions(key)),
    restore: (key, revision, version) => answered(200, () => editor.restore(key, revision, version)),
    publish: (keys) =>
      answered(200, async () => {
        const publication = await publisher.publish(keys);
        if (publication.outcome === 'refused') throw new PublicationRefusedError(publication);
        return publication;
      }),
    schedule: (key, change) => answered(201, () => schedule.schedule(key, change)),
    scheduledChanges: () => answered(200, () => schedule.list()),
    cancel: (id) => answered(200, () => schedule.cancel(id)),
    async shown(key) {
      const record = (await publishing.publishedRecords()).find((candidate) => candidate.collection === key.collection && candidate.id === key.id);
      return record === undefined ? undefined : { version: record.version, data: record.data as Record<string, unknown> };
    },
    usage: (key) => answered(200, () => review.usage(key, sessionToken())),
    previews: (keys) => answered(201, () => review.previews(keys, sessionToken())),
    async load(address) {
      const token = address.startsWith(`${ADMIN_CATALOGUE_PREVIEWS_PATH}/`) ? address.slice(ADMIN_CATALOGUE_PREVIEWS_PATH.length + 1) : undefined;
      try {
        const drawn = token === undefined ? await pages.page([], address) : await review.previewPage(token);
        return drawn === undefined ? { status: 404, text: '', headers: {} } : { status: 200, text: drawn, headers: {} };
      } catch (error) {
        const refused = statusOfDomainError(error);
        if (refused === undefined) throw error;
        return { status: refused, text: (error as Error).message, headers: {} };
      }
    },
    tourPriceOn: (page, tour) => (page.status === 200 ? tourPriceInView(page.text, [tour.id, ...(tour.legacyId ? [tour.legacyId] : [])]) : undefined),
    async signOut() {
      sessions.clear();
    },
    pending: () => answered(200, () => publisher.pending()),
    discard: (keys) => answered(200, async () => ({ discarded: await publisher.discard(keys) })),
    changePrices: (records, by, value) => answered(201, () => prices.change({ records, by, value })),
    restoreChangeSet: (changeSet) => answered(201, () => prices.restore(changeSet)),
    changeSets: () => answered(200, () => prices.all()),
    async timeIs(instant) {
      const ms = instant.getTime() - clock.now().getTime();
      clock.advance(ms);
      scheduler.advance(ms);
      await settled();
    },
    async restartAt(instant) {
      await Promise.all(runners.map((runner) => runner.stop()));
      clock.advance(instant.getTime() - clock.now().getTime());
      runners = runners.map(() => aServer());
      await look();
    },
    auditsRefuse: (refusal) => publishing.refuseWhen(() => [refusal]),
    addServer: () => {
      runners.push(aServer());
    },
    // The first publication is the start's: the whole catalogue.
    publicationsOf: (key) => publishing.publications.slice(1).filter((publication) => publication.some((change) => change.collection === key.collection && change.id === key.id)).length,
    async dispose() {
      await Promise.all(runners.map((runner) => runner.stop()));
    },
  };
}

/**
 * The built server's catalogue editing. `storedBefore` fills the server's SQLite file before its first start, as an
 * older build would have (features/support/catalogue-before-shops.ts).
 */
export async function apiCatalogueEditing(storedBefore?: (databaseFile: string) => Promise<void>): Promise<CatalogueEditing> {
  const clock = new ManualClock(EDITING_STARTS_AT);
  const scheduler = new InMemoryScheduler();
  // Its own server: the clock and the timers of its scheduled-change runner move only when a scenario says so.
  const server = new ServerUnderTest({
    overrides: [
      [ClockToken, clock],
      [SchedulerToken, scheduler],
    ],
  });
  await storedBefore?.(server.databaseFile);
  await server.start();
  let token: string | undefined;
  const signIn = async () => {
    const answer = await call(server.baseUrl, 'POST', '/api/admin/session', { body: { password: TEST_ADMIN_PASSWORD } });
    if (answer.status !== 200) throw new Error(`The operator could not sign in: ${answer.status} ${answer.text}`);
    token = answer.json<{ token: string }>().token;
  };
  const asked = async (method: string, path: string, body?: unknown, signedIn = true): Promise<CatalogueAnswer> => {
    if (signedIn && token === undefined) await signIn();
    // A body given as text is sent as it is, as JSON.
    const headers: Record<string, string> = typeof body === 'string' ? { 'content-type': 'application/json' } : {};
    const send = () => call(server.baseUrl, method, path, { headers: signedIn ? { ...headers, authorization: `Bearer ${token}` } : headers, body });
    let answer = await send();
    // The scenario's clock moved past the session's end: sign in again, as the operator would.
    if (signedIn && answer.status === 401) {
      await signIn();
      answer = await send();
    }
    return { status: answer.status, body: answer.text === '' ? undefined : answer.json(), elapsedMs: answer.elapsedMs };
  };
  const recordPath = ({ collection, id }: CatalogueRecordKey) => `${ADMIN_CATALOGUE_PATH}/${collection}/${id}`;
  /** Waits for the servers' look for due changes to end: no pending change is due any more. */
  const PUBLISH_WITHIN_MS = 30_000;
  const looked = () =>
    eventually(async () => {
      const due = ((await asked('GET', ADMIN_SCHEDULED_CHANGES_PATH)).body as { state: string; runAt: string }[]).filter(
        (change) => change.state === 'pending' && Date.parse(change.runAt) <= clock.now().getTime(),
      );
      if (due.length > 0) throw new Error(`${due.length} due changes are still pending`);
      // A due change is published in the publishing worker (docs/decisions/143), which the first publish starts: on a
      // busy two-core machine that alone has taken 5-9 s, so this waits for the publish, not for a fixed moment.
    }, PUBLISH_WITHIN_MS);
  return {
    list: (collection) => asked('GET', `${ADMIN_CATALOGUE_PATH}/${collection}`),
    read: (key) => asked('GET', recordPath(key)),
    create: (key, data) => asked('POST', `${ADMIN_CATALOGUE_PATH}/${key.collection}`, { id: key.id, data }),
    update: (key, data, version) => asked('PUT', recordPath(key), { version, data }),
    archive: (key, version) => asked('POST', `${recordPath(key)}/archive`, { version }),
    revisions: (key) => asked('GET', `${recordPath(key)}/revisions`),
    restore: (key, revision, version) => asked('POST', `${recordPath(key)}/revisions/${revision}/restore`, { version }),
    publish: (keys) => asked('POST', ADMIN_CATALOGUE_PUBLICATIONS_PATH, keys === undefined ? {} : { records: keys.map(({ collection, id }) => ({ collection, id })) }),
    schedule: (key, change) => asked('POST', `${recordPath(key)}/scheduled-changes`, change),
    scheduledChanges: () => asked('GET', ADMIN_SCHEDULED_CHANGES_PATH),
    cancel: (id) => asked('DELETE', `${ADMIN_SCHEDULED_CHANGES_PATH}/${id}`),
    async shown(key) {
      // The version published, and its data as its revision holds it (features/publishing.feature reads the pages).
      const { status, body } = await asked('GET', recordPath(key));
      if (status !== 200 || body.publishedVersion === null) return undefined;
      const revisions = (await asked('GET', `${recordPath(key)}/revisions`)).body as { version: number; after: Record<string, unknown> }[];
      return { version: body.publishedVersion as number, data: revisions.find((revision) => revision.version === body.publishedVersion)!.after };
    },
    async timeIs(instant) {
      const ms = instant.getTime() - clock.now().getTime();
      clock.advance(ms);
      scheduler.advance(ms);
      await looked();
    },
    async restartAt(instant) {
      clock.advance(instant.getTime() - clock.now().getTime());
      // Nothing looks for due changes until the scheduler moves, so the stop comes before any look at the new time.
      await server.restart();
      scheduler.advance(0);
      await looked();
    },
    usage: (key) => asked('GET', `${recordPath(key)}/usage`),
    previews: (keys) => asked('POST', ADMIN_CATALOGUE_PREVIEWS_PATH, keys === undefined ? {} : { records: keys.map(({ collection, id }) => ({ collection, id })) }),
    async load(address) {
      const loaded = await call(server.baseUrl, 'GET', address);
      return { status: loaded.status, text: loaded.text, headers: loaded.headers };
    },
    tourPriceOn(page, tour) {
      // The tour's card, found by the id its title carries (its old id where it has one), and the price it shows.
      const card = new RegExp(`<article[^>]*aria-labelledby="tour-${tour.legacyId ?? tour.id}-title"[\\s\\S]*?</article>`).exec(page.text)?.[0];
      const price = card?.replace(/<!-- -->/g, '').match(/\$([\d,]+(?:\.\d+)?)</)?.[1];
      return price === undefined ? undefined : Number(price.replace(/,/g, ''));
    },
    async signOut() {
      if (token !== undefined) await call(server.baseUrl, 'DELETE', '/api/admin/session', { headers: { authorization: `Bearer ${token}` } });
      token = undefined;
    },
    pending: () => asked('GET', `${ADMIN_CATALOGUE_PUBLICATIONS_PATH}/pending`),
    discard: (keys) => asked('POST', `${ADMIN_CATALOGUE_PUBLICATIONS_PATH}/discard`, keys === undefined ? {} : { records: keys.map(({ collection, id }) => ({ collection, id })) }),
    changePrices: (records, by, value) => asked('POST', ADMIN_CATALOGUE_PRICE_CHANGES_PATH, { records, by, value }),
    restoreChangeSet: (changeSet) => asked('POST', `${ADMIN_CATALOGUE_CHANGE_SETS_PATH}/${changeSet}/restore`),
    changeSets: () => asked('GET', ADMIN_CATALOGUE_CHANGE_SETS_PATH),
    send: (method, path, body) => asked(method, path, body),
    sendSignedOut: (method, path) => asked(method, path, undefined, false),
    server,
    dispose: () => server.stop(),
  };
}

/** The collections a scenario names records of, by the word it uses. */
export const COLLECTION_OF: Readonly<Record<string, (typeof CATALOGUE_COLLECTIONS)[number]>> = {
  tour: 'tours',
  destination: 'destinations',
  page: 'pages',
  hotel: 'hotels',
  product: 'products',
};
