/**
 * The fleet fault test (docs/decisions/058), run by `npm test` with its own tally line after
 * `npm run build`: `npx tsx scripts/fleet/fault-test.ts`.
 *
 * Through Caddy, a visitor reads pages, the tour photo list and a tour photo at a steady 20 reads a
 * second while server A gets SIGTERM and restarts, then server B gets kill -9 and restarts, and the
 * operator saves a photo while each is down. Between the two faults the operator changes a tour's price
 * through the admin API on server B and publishes it (issue 36 point 7, docs/decisions/107): both servers, asked
 * directly, must serve the new price on every page that shows it within 2 s of the publish answer. Passes when no
 * read failed, no page was mixed (its generation header and its price disagree, or a server that served the new
 * price served the old one again), every save is listed and served by both servers afterwards, and both servers
 * came back. Prints the figures (reads, failures, p50/p99, the rate reached: on a loaded machine the timer fires
 * late, so the rate is a figure, not a check; how long each server took to serve the new price) and writes
 * reports/fleet.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HttpAdminApi } from '../../adapters/http/http-admin-api.js';
import { HttpTourImagesApi } from '../../adapters/http/http-tour-images-api.js';
import { HttpTourPhotoUploads } from '../../adapters/http/http-tour-photo-uploads.js';
import { FLEET_ADMIN_PASSWORD, startFleet, waitForHealthy, type Fleet, type FleetServer } from './fleet.js';
import { PUBLICATION_GENERATION_HEADER } from '../../server/publishing/served-publication.js';
import { percentile } from '../percentile.js';
import { CatalogueOperator, PAGES_SHOWING_THE_TOUR, priceAnswerSet, priceNoPageShows, shownPrice, type PriceAnswer, type ShownPrice } from '../tour-price-publishing.js';

const READS_PER_SECOND = 20;
const READ_TIMEOUT_MS = 15_000;
/** The admin page retries a failed upload step (Uppy, docs/decisions/031); the operator here does the same, at most this often. */
/** The operator's page retries an upload on the product's schedule: again after 1, 3 and 5 s (docs/product.md §9). */
const OPERATOR_RETRY_DELAYS_MS = [1000, 3000, 5000];
const OPERATOR_ATTEMPTS = OPERATOR_RETRY_DELAYS_MS.length + 1;
const photoFile = fileURLToPath(new URL('../../features/fixtures/images/operator-photo.jpg', import.meta.url));

interface Read {
  readonly path: string;
  readonly at: number;
  readonly ms: number;
  /** The status, or the network error. */
  readonly outcome: number | string;
  /** On a page showing the edited tour: the generation it names and the price it shows. */
  readonly price?: { readonly generation: number; readonly shows: ShownPrice };
}

interface Prices {
  readonly old: number;
  readonly new: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isGood = (read: Read) => typeof read.outcome === 'number' && read.outcome >= 200 && read.outcome < 400;

/** A visitor through the proxy: one read every 1/READS_PER_SECOND s, without waiting for the one before. */
class SteadyReader {
  readonly reads: Read[] = [];
  private readonly pending = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private next = 0;

  constructor(
    private readonly base: string,
    private paths: string[],
    private readonly prices: Prices,
  ) {}

  addPath(path: string): void {
    this.paths = [...this.paths, path];
  }

  start(): void {
    this.timer = setInterval(() => this.readOnce(), 1000 / READS_PER_SECOND);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.pending);
  }

  private readOnce(): void {
    const path = this.paths[this.next++ % this.paths.length]!;
    const at = Date.now();
    const read = fetch(`${this.base}${path}`, { signal: AbortSignal.timeout(READ_TIMEOUT_MS), headers: { 'accept-encoding': 'br, gzip' } })
      .then(
        async (answer) => {
          if (!(PAGES_SHOWING_THE_TOUR as readonly string[]).includes(path)) {
            await answer.arrayBuffer();
            return { outcome: answer.status };
          }
          const price = { generation: Number(answer.headers.get(PUBLICATION_GENERATION_HEADER) ?? 0), shows: shownPrice(await answer.text(), this.prices) };
          return { outcome: answer.status, price };
        },
        (error: unknown) => ({ outcome: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }),
      )
      .then((answered) => void this.reads.push({ path, at, ms: Date.now() - at, ...answered }));
    this.pending.add(read);
    void read.finally(() => this.pending.delete(read));
  }
}

/** The operator on the admin page, through the proxy: each step retried like the page retries it. */
class FleetOperator {
  private token = '';
  retries = 0;
  readonly saved: { tourId: number; objectPath: string; ms: number }[] = [];
  /** Saves that failed even after the page's retries: each is a lost save. */
  readonly failed: string[] = [];

  constructor(private readonly base: string) {}

  async signIn(): Promise<void> {
    this.token = (await this.attempt(() => new HttpAdminApi(this.base).signIn(FLEET_ADMIN_PASSWORD))).token;
  }

  async savePhoto(tourId: number): Promise<string> {
    const started = Date.now();
    const uploads = new HttpTourPhotoUploads(this.base);
    const photo = new Blob([readFileSync(photoFile)], { type: 'image/jpeg' });
    const objectPath = await this.attempt(async () => uploads.sendPhoto(await uploads.requestUploadUrl(this.token), photo));
    await this.attempt(() => uploads.saveTourImage(this.token, tourId, objectPath));
    this.saved.push({ tourId, objectPath, ms: Date.now() - started });
    return objectPath;
  }

  private async attempt<T>(step: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await step();
      } catch (error) {
        if (attempt >= OPERATOR_ATTEMPTS) throw error;
        this.retries++;
        console.log(`  operator: ${error instanceof Error ? error.message : String(error)}; trying again`);
        await sleep(OPERATOR_RETRY_DELAYS_MS[attempt - 1]!);
      }
    }
  }
}

/** The pages showing the tour, asked of one server at once. */
interface AnswerSet {
  readonly server: string;
  readonly answeredAt: number;
  readonly answers: readonly PriceAnswer[];
}

const DIRECT_POLL_MS = 100;
const SERVED_WITHIN_MS = 2000;
/** How long each server is still watched once both serve the new price: none may go back to the old one. */
const WATCHED_AFTER_MS = 1000;

/**
 * The operator's publish of a new price on one server, and each server asked directly (not through Caddy, which
 * would hide which server answered) for the pages showing the tour, every 100 ms, from before the edit until both
 * have served the new price for a second.
 */
async function publishWatchedOnEachServer(servers: readonly FleetServer[], publishOn: FleetServer, prices: Prices) {
  const sets: AnswerSet[] = [];
  const failures: string[] = [];
  let watching = true;
  const watch = async (server: FleetServer) => {
    while (watching) {
      try {
        sets.push({ server: server.name, answers: await priceAnswerSet(server.url, prices), answeredAt: Date.now() });
      } catch (error) {
        failures.push(`${server.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
      await sleep(DIRECT_POLL_MS);
    }
  };
  const watchers = servers.map(watch);
  const operator = await CatalogueOperator.signIn(publishOn.url, FLEET_ADMIN_PASSWORD);
  const editedAt = Date.now();
  await operator.setTourPrice(prices.new);
  const pages = await operator.publishTour();
  const publishedAt = Date.now();
  // The publishing server serves its commit before it answers (server/publishing/published-site.ts): its generation is the publication's.
  const generation = (await priceAnswerSet(publishOn.url, prices))[0]!.generation;
  const allNew = (set: AnswerSet) => set.answers.every((answer) => answer.shows === 'new');
  const firstAllNew = (server: FleetServer) => sets.find((set) => set.server === server.name && allNew(set));
  while (Date.now() - publishedAt < SERVED_WITHIN_MS + 3000 && !servers.every(firstAllNew)) await sleep(DIRECT_POLL_MS);
  await sleep(WATCHED_AFTER_MS);
  watching = false;
  await Promise.all(watchers);
  const servedAfterMs = Object.fromEntries(servers.map((server) => [server.name, firstAllNew(server) ? Math.max(0, firstAllNew(server)!.answeredAt - publishedAt) : null]));
  // Mixed: a server that served all three pages new serving any old again.
  const wentBack = servers.flatMap((server) => {
    const ofServer = sets.filter((set) => set.server === server.name);
    const switched = ofServer.findIndex(allNew);
    return switched < 0 ? [] : ofServer.slice(switched + 1).filter((set) => !allNew(set)).map((set) => `${server.name} served ${set.answers.map((answer) => `${answer.path} ${answer.shows}`).join(', ')} after it had switched`);
  });
  return { sets, failures, wentBack, generation, pages, publishMs: publishedAt - editedAt, publishedAt, servedAfterMs };
}

/** A page is mixed when the price it shows is not its generation's: the old before the publication, the new from it on. */
function mismatches(answers: readonly { path: string; generation: number; shows: ShownPrice }[], generation: number): string[] {
  return answers
    .filter((answer) => answer.shows !== (answer.generation >= generation ? 'new' : 'old'))
    .map((answer) => `${answer.path} of generation ${answer.generation} shows the ${answer.shows} price`);
}

interface Check {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
}

async function restart(server: FleetServer, signal: NodeJS.Signals, downMs: number, whileDown: () => Promise<unknown>) {
  const stopped = await server.stop(signal);
  console.log(`  ${signal} to server ${server.name}: exited after ${stopped.exitMs} ms${stopped.forced ? ' (forced with SIGKILL)' : ''}`);
  const [, restartMs] = await Promise.all([
    whileDown(),
    (async () => {
      await sleep(downMs);
      const started = Date.now();
      await server.start();
      return Date.now() - started;
    })(),
  ]);
  console.log(`  server ${server.name} healthy again ${restartMs} ms after its restart`);
  return { ...stopped, restartMs };
}

async function faultTest(fleet: Fleet): Promise<{ checks: Check[]; figures: Record<string, unknown> }> {
  const [a, b] = fleet.servers;
  const operator = new FleetOperator(fleet.proxy.url);
  await operator.signIn();
  const firstPhoto = await operator.savePhoto(1);
  const oldPrice = await (await CatalogueOperator.signIn(b.url, FLEET_ADMIN_PASSWORD)).tourPrice();
  const prices = { old: oldPrice, new: await priceNoPageShows(fleet.proxy.url, oldPrice + 1) };
  const reader = new SteadyReader(fleet.proxy.url, ['/', '/tours', '/api/tours/images', firstPhoto, '/destinations/arenal'], prices);
  const started = Date.now();
  reader.start();
  await sleep(2000);

  console.log('Fault 1: SIGTERM to server A, the operator saves a photo of tour 2 meanwhile');
  const saveMeanwhile = (tourId: number) => async () => {
    try {
      reader.addPath(await operator.savePhoto(tourId));
    } catch (error) {
      operator.failed.push(`tour ${tourId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const term = await restart(a, 'SIGTERM', 1500, saveMeanwhile(2));

  console.log(`Publish: the operator sets the tour's price from ${prices.old} to ${prices.new} on server B and publishes it`);
  const [, publish] = await Promise.all([sleep(2500), publishWatchedOnEachServer([a, b], b, prices)]);
  console.log(
    `  published in ${publish.publishMs} ms (generation ${publish.generation}, ${publish.pages.length} pages); new price served by ${Object.entries(publish.servedAfterMs)
      .map(([name, ms]) => `${name} ${ms === null ? 'never' : `${ms} ms`}`)
      .join(', ')} after the publish answer`,
  );

  console.log('Fault 2: kill -9 to server B, the operator saves a photo of tour 3 meanwhile');
  const kill = await restart(b, 'SIGKILL', 1500, saveMeanwhile(3));
  // Both servers take reads again before the reading stops.
  await sleep(3000);
  await reader.stop();
  const seconds = (Date.now() - started) / 1000;

  const reads = reader.reads;
  const failures = [...reads.filter((read) => !isGood(read)).map((read) => `${read.path} → ${read.outcome}`), ...publish.failures];
  const directAnswers = publish.sets.flatMap((set) => set.answers.map((answer) => ({ ...answer, path: `${set.server} ${answer.path}` })));
  for (const answer of directAnswers) if (answer.status !== 200) failures.push(`${answer.path} → ${answer.status}`);
  // Through Caddy a read may reach either server: its page must be its generation's, and once both served the new price, new.
  const bothSwitchedAt = Object.values(publish.servedAfterMs).every((ms) => ms !== null) ? publish.publishedAt + Math.max(...Object.values(publish.servedAfterMs).map(Number)) : Infinity;
  const proxiedPages = reads.flatMap((read) => (read.price ? [{ path: `proxy ${read.path}`, at: read.at, ...read.price }] : []));
  const mixed = [
    ...mismatches([...directAnswers, ...proxiedPages], publish.generation),
    ...proxiedPages.filter((page) => page.at > bothSwitchedAt && page.shows !== 'new').map((page) => `${page.path} read after both servers switched shows the ${page.shows} price`),
    ...publish.wentBack,
  ];
  const served = Object.values(publish.servedAfterMs);
  const durations = reads.map((read) => read.ms);
  const figures = {
    reads: reads.length,
    failures: failures.length,
    readsPerSecond: Number((reads.length / seconds).toFixed(1)),
    p50Ms: percentile(durations, 0.5),
    p99Ms: percentile(durations, 0.99),
    maxMs: Math.max(0, ...durations),
    sigtermExitMs: term.exitMs,
    sigtermRestartMs: term.restartMs,
    kill9RestartMs: kill.restartMs,
    saves: operator.saved.length,
    saveMs: operator.saved.map((save) => save.ms),
    operatorRetries: operator.retries,
    publishMs: publish.publishMs,
    publishedGeneration: publish.generation,
    newPriceServedAfterPublishMs: publish.servedAfterMs,
    directPriceReads: directAnswers.length,
    proxiedPriceReads: proxiedPages.length,
  };

  // No lost save: every saved photo is listed for its tour and served, by each server and through the proxy.
  const lost: string[] = [...operator.failed];
  for (const [name, base] of [['A', a.url], ['B', b.url], ['proxy', fleet.proxy.url]] as const) {
    const listed = await new HttpTourImagesApi(base).list();
    for (const save of operator.saved) {
      const image = listed.find((entry) => entry.tourId === save.tourId);
      if (image?.imageURL !== save.objectPath) lost.push(`${name}: tour ${save.tourId} lists ${image?.imageURL ?? 'nothing'}, not ${save.objectPath}`);
      const photo = await fetch(`${base}${save.objectPath}`);
      const bytes = Buffer.from(await photo.arrayBuffer());
      if (photo.status !== 200 || bytes.length === 0) lost.push(`${name}: ${save.objectPath} answered ${photo.status} with ${bytes.length} bytes`);
    }
  }

  const failureKinds = [...new Set(failures)].slice(0, 5).join('; ');
  const checks: Check[] = [
    { name: 'no failed read', ok: failures.length === 0, detail: `${failures.length} of ${reads.length + directAnswers.length} failed${failureKinds ? `: ${failureKinds}` : ''}` },
    {
      name: `the publish served by both servers within ${SERVED_WITHIN_MS} ms`,
      ok: served.every((ms) => ms !== null && ms <= SERVED_WITHIN_MS),
      detail: Object.entries(publish.servedAfterMs).map(([name, ms]) => `${name} ${ms === null ? 'never' : `after ${ms} ms`}`).join(', '),
    },
    {
      name: 'no mixed page',
      ok: mixed.length === 0,
      detail: mixed.length ? `${mixed.length}: ${[...new Set(mixed)].slice(0, 5).join('; ')}` : `${directAnswers.length} direct and ${proxiedPages.length} proxied page reads each showed their generation's price`,
    },
    { name: 'no lost save', ok: operator.saved.length === 3 && lost.length === 0, detail: lost.length ? lost.join('; ') : `${operator.saved.length} saves listed and served by A, B and the proxy` },
    { name: 'both servers back', ok: a.running && b.running, detail: `A ${a.running ? 'running' : 'down'}, B ${b.running ? 'running' : 'down'}` },
  ];
  await waitForHealthy(`${fleet.proxy.url}/api/health`, 5000);
  return { checks, figures };
}

const testStarted = Date.now();
let checks: Check[];
let figures: Record<string, unknown> = {};
let fleet: Fleet | undefined;
try {
  fleet = await startFleet();
  console.log(`Fleet up in ${((Date.now() - testStarted) / 1000).toFixed(1)} s: Caddy ${fleet.proxy.url} → A ${fleet.servers[0].url}, B ${fleet.servers[1].url}`);
  ({ checks, figures } = await faultTest(fleet));
} catch (error) {
  checks = [{ name: 'the fault test ran', ok: false, detail: error instanceof Error ? error.message : String(error) }];
  if (fleet) for (const server of fleet.servers) console.log(`--- server ${server.name}\n${server.output.slice(-3000)}`);
  if (fleet) console.log(`--- caddy\n${fleet.proxy.output.slice(-3000)}`);
} finally {
  await fleet?.stop();
}

for (const check of checks) console.log(`${check.ok ? '✓' : '✗'} ${check.name}: ${check.detail}`);
console.log(`Figures: ${JSON.stringify(figures)}`);
const passed = checks.filter((check) => check.ok).length;
const failed = checks.length - passed;
mkdirSync('reports', { recursive: true });
writeFileSync('reports/fleet.json', JSON.stringify({ passed, failed, checks, figures, seconds: (Date.now() - testStarted) / 1000 }, null, 2));
console.log(`fleet fault test: ${passed} passed, ${failed} failed in ${((Date.now() - testStarted) / 1000).toFixed(1)} s`);
process.exit(failed > 0 ? 1 : 0);
