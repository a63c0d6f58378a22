import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogueDocumentOf, type CatalogueRecord } from '../../domain/catalogue/catalogue-document.js';
import type { CatalogueRecordKey } from '../../domain/catalogue/catalogue-store.js';
import type { Publication } from '../../domain/publishing/publication-store.js';
import type { PageRenderer } from '../../domain/publishing/site-publication.js';
import { PublicationStoreToken } from '../../domain/tokens.js';
import { call } from './api-client.js';
import type { CatalogueAnswer, CatalogueEditing } from './assemblies/catalogue-editing.js';
import type { ServerUnderTest } from './server-under-test.js';

/*
 * The same answer as a full render (issue 36 point 5, docs/decisions/106): random edits of every collection, published
 * in several publishes, then every page drawn at once from the published records by the build's own renderer and
 * compared, byte for byte, with what the server serves. A page that read a changed record and was not drawn again
 * still serves the build's bytes, and differs.
 */

const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));
const bundle = new URL('../../dist/ssr/entry-server.js', import.meta.url).href;

/** The seed of a run: PUBLISHING_SEED to replay one, else a new one. */
export function randomSeed(): number {
  const given = process.env.PUBLISHING_SEED;
  return given === undefined || given === '' ? Math.floor(Math.random() * 2 ** 31) : Number(given);
}

/** mulberry32: a small seeded generator, so a run's edits can be made again from its seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Data = Record<string, any>;
interface Listed {
  readonly id: string;
  readonly version: number;
  readonly data: Data;
}

/** What one edit of a collection does to a record's data, the round and a random number given. */
type Edit = (data: Data, round: number, random: () => number) => Data;

/** The first of these text fields the record has, revised (a record may lack an optional one). */
const reworded = (data: Data, fields: readonly string[], round: number): Data => {
  const field = fields.find((name) => typeof data[name]?.en === 'string');
  assert.ok(field, `The record has none of the texts ${fields.join(', ')}`);
  return { ...data, [field]: { ...data[field], en: `${data[field].en} (Revised in round ${round}.)` } };
};
const shuffled = <T>(items: readonly T[], random: () => number): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
};

/** A lower price (a sale), so that a price shown beside the former one stays below it; in whole dollars or cents. */
const cheaper = (price: number, random: () => number, perDollar: number) => Math.max(1, Math.round(price * (0.5 + random() * 0.45) * perDollar) / perDollar);

/** The edits of each collection: a changed price, a changed text, a reordered listing. */
const EDITS: Record<string, readonly Edit[]> = {
  tours: [
    // An admin-only tour has no price (its schema refuses one): it is reworded instead.
    (data, round, random) => ('price' in data ? { ...data, price: cheaper(data.price, random, 1) } : reworded(data, ['description', 'title', 'name'], round)),
    (data, round) => reworded(data, ['description', 'title', 'name'], round),
  ],
  destinations: [(data, round) => reworded(data, ['description', 'title', 'name'], round)],
  pages: [(data, round, random) => (data.listing ? { ...data, listing: { ...data.listing, tourIds: shuffled(data.listing.tourIds, random) } } : reworded(data, ['heading'], round))],
  hotels: [(data, round) => reworded(data, ['description', 'title', 'name'], round), (data) => ({ ...data, rating: data.rating === 5 ? 4 : 5 })],
  products: [
    (data, _round, random) => ({ ...data, price: cheaper(data.price, random, 100) }),
    (data, round) => reworded(data, ['description', 'title', 'name'], round),
  ],
  developments: [
    (data, round) => reworded(data, ['summary', 'location'], round),
    // Some developments name no price: those get a new name instead.
    (data, round, random) => ('price' in data ? { ...data, price: 150_000 + Math.floor(random() * 50) * 10_000 } : { ...data, name: `${data.name} ${round}` }),
  ],
  settings: [(data, round) => ({ ...data, support: { ...data.support, email: `hello+round${round}@costaricagateway.com` } })],
};

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

function succeeded(answer: CatalogueAnswer, what: string): CatalogueAnswer {
  assert.ok(answer.status >= 200 && answer.status < 300, `${what}: answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/**
 * `rounds` publishes, each of edits to a random choice of collections (one or two records of each), every collection
 * edited in at least one round; the settings, which every page reads, in one round only, so the other rounds draw
 * some pages again and leave the rest. Each round also adds a hotel to a random destination.
 */
export async function publishRandomRounds(editing: CatalogueEditing, rounds: number, seed: number): Promise<void> {
  const random = seededRandom(seed);
  const collections = Object.keys(EDITS).filter((collection) => collection !== 'settings');
  const settingsRound = 1 + Math.floor(random() * rounds);
  const untouched = new Set(collections);
  for (let round = 1; round <= rounds; round++) {
    const chosen = round === rounds ? collections.filter((collection) => untouched.has(collection) || random() < 0.5) : collections.filter(() => random() < 0.5);
    if (round === settingsRound) chosen.push('settings');
    for (const collection of chosen) {
      untouched.delete(collection);
      const records = succeeded(await editing.list(collection), `the list of ${collection}`).body as Listed[];
      const editable = records.filter((record) => (record as unknown as { status: string }).status !== 'archived-still-published');
      for (let count = collection === 'settings' ? 1 : 1 + Math.floor(random() * 2); count > 0; count--) {
        const record = pick(editable, random);
        const key: CatalogueRecordKey = { collection, id: record.id };
        const now = succeeded(await editing.read(key), `${collection}/${record.id}`).body as Listed;
        const data = pick(EDITS[collection]!, random)(structuredClone(now.data), round, random);
        succeeded(await editing.update(key, data, now.version), `the edit of ${collection}/${record.id}`);
      }
    }
    await addHotel(editing, round, random);
    succeeded(await editing.publish(), `the publish of round ${round}`);
  }
}

/** A new hotel in the destination of a random hotel: a record created through the API. */
async function addHotel(editing: CatalogueEditing, round: number, random: () => number): Promise<void> {
  const hotels = succeeded(await editing.list('hotels'), 'the list of hotels').body as Listed[];
  const neighbour = pick(hotels, random).data;
  const inTheSameDestination = hotels.filter((hotel) => hotel.data.destination === neighbour.destination);
  const name = `Round ${round} Lodge ${neighbour.destination}`;
  const hotel = {
    ...neighbour,
    name,
    rank: Math.max(...inTheSameDestination.map((other) => Number(other.data.rank))) + 1,
    reviewSiteUrl: `https://www.tripadvisor.com/Search?q=${encodeURIComponent(name)}`,
  };
  succeeded(await editing.create({ collection: 'hotels', id: `round-${round}-lodge-${neighbour.destination}` }, hotel), `the new hotel of round ${round}`);
}

let renderer: Promise<PageRenderer> | undefined;
/** The build's renderer (ui/publishing-renderer.ts, in the SSR bundle), in this process. */
const fullRenderer = () => (renderer ??= import(bundle).then((module: { createPublishingRenderer(dir: string): Promise<PageRenderer> }) => module.createPublishingRenderer(clientDir)));

/** An address the site has no page at: answered with the 404 page. */
const NOWHERE = '/no-page-is-here';

/**
 * Every page a full render of the published records draws, compared with the server's: its answer over HTTP (the
 * picture of the day's page is drawn live from its template, so its template is compared instead) and the files it
 * brings, as the publication holds them or, where no publish drew them, the build. The differences, one line each.
 */
export async function compareWithFullRender(server: ServerUnderTest): Promise<string[]> {
  const publication = (await server.port(PublicationStoreToken).current()) as Publication | undefined;
  assert.ok(publication, 'Nothing was published');
  const document = catalogueDocumentOf(publication.records.map(({ collection, id, data }) => ({ collection, id, data }) as CatalogueRecord));
  const { pagePaths, render } = await fullRenderer();
  const pages = await render(document, await pagePaths(document));
  assert.ok(pages.length > 20, `A full render drew ${pages.length} pages`);
  const published = new Map(publication.files.map((file) => [file.file, new TextDecoder().decode(file.body)]));
  const servedFile = (file: string) => published.get(file) ?? (existsSync(clientDir + file) ? readFileSync(clientDir + file, 'utf8') : undefined);

  const differences: string[] = [];
  for (const page of pages) {
    for (const file of page.files ?? []) if (servedFile(file.file) !== file.body) differences.push(`${file.file}: not the full render's`);
    if (servedFile(page.file) !== page.html) differences.push(`${page.file}: not the full render's`);
    if (page.files?.length) continue;
    const notFound = page.file === '404.html';
    const answered = await call(server.baseUrl, 'GET', notFound ? NOWHERE : page.path);
    if (answered.status !== (notFound ? 404 : 200)) differences.push(`${page.path}: answered ${answered.status}`);
    else if (answered.text !== page.html) differences.push(`${page.path}: served, not the full render's (${answered.headers['x-publication-generation'] ? 'from the publication' : 'from the build'})`);
  }
  const sitemap = await call(server.baseUrl, 'GET', '/sitemap.xml');
  const listed = [...sitemap.text.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/').sort();
  const expected = [...new Set(pages.flatMap((page) => (page.sitemapPath ? [page.sitemapPath] : [])))].sort();
  if (JSON.stringify(listed) !== JSON.stringify(expected)) differences.push(`sitemap.xml lists ${listed.join(' ')}, the full render ${expected.join(' ')}`);
  return differences;
}
