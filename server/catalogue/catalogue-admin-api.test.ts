import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryScheduler } from '../../adapters/memory/in-memory-scheduler.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { ADMIN_CATALOGUE_CHANGE_SETS_PATH, ADMIN_CATALOGUE_PATH, ADMIN_CATALOGUE_PREVIEWS_PATH, ADMIN_CATALOGUE_PRICE_CHANGES_PATH, ADMIN_CATALOGUE_PUBLICATIONS_PATH, ADMIN_SCHEDULED_CHANGES_PATH } from '../../domain/api-paths.js';
import { CATALOGUE_SEED_FILE } from '../../domain/catalogue/catalogue-document.js';
import { SCHEDULED_CHANGE_POLL_MS } from '../../domain/catalogue/scheduled-change-runner.js';
import { CataloguePreviewingToken, CataloguePublishingToken, CatalogueStoreToken, ClockToken, SchedulerToken } from '../../domain/tokens.js';
import { aCatalogueDocument, aPublicTour } from '../../test-support/catalogue-documents.js';
import { ListingRenderer, siteDrawnFrom, textDigest } from '../../test-support/listing-renderer.js';
import { PagePreviews } from '../../domain/publishing/page-previews.js';
import { createApp } from '../app.js';
import { RecordsOnlyPublishing } from '../../adapters/memory/records-only-publishing.js';
import type { CatalogueStore } from '../../domain/catalogue/catalogue-store.js';
import { loadConfig } from '../config.js';

const PASSWORD = 'Pura-Vida-Operator-2026';
const { id: _id, ...hikeData } = aPublicTour();
const TOURS = `${ADMIN_CATALOGUE_PATH}/tours`;
const HIKE = `${TOURS}/arenal-volcano-hike`;

let app: INestApplication;
let base: string;
let token: string;

/** Opens an admin session: at start, and again once the clock has moved past the last one's end. */
async function signIn(): Promise<void> {
  const session = await fetch(`${base}/api/admin/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password: PASSWORD }) });
  token = ((await session.json()) as { token: string }).token;
}
const dirs: string[] = [];
// 06:00 in Costa Rica.
const clock = new ManualClock(new Date('2026-11-30T12:00:00Z'));
const scheduler = new InMemoryScheduler();

const publishing = new RecordsOnlyPublishing(async () => (await app.get<CatalogueStore>(CatalogueStoreToken).list()).map(({ collection, id, version, data }) => ({ collection, id, version, data })));

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-catalogue-api-'));
  const uiDir = mkdtempSync(join(tmpdir(), 'crg-catalogue-ui-'));
  dirs.push(dataDir, uiDir);
  writeFileSync(join(uiDir, CATALOGUE_SEED_FILE), JSON.stringify(aCatalogueDocument()));
  app = await createApp(loadConfig({}, { adminPassword: PASSWORD, dataDir, uiDir, port: 0 }), {
    logger: ['error'],
    overrides: [
      [ClockToken, clock],
      [SchedulerToken, scheduler],
      // The API's rules, not the pages: no build here to render with (the renderer-backed publisher is tested at @api).
      [CataloguePublishingToken, publishing],
      // The pages of a small renderer over what is published (the build's renderer is the @api level's).
      [CataloguePreviewingToken, new PagePreviews({ site: async () => siteDrawnFrom(await publishing.publishedRecords(), new ListingRenderer()), renderer: new ListingRenderer(), digest: textDigest })],
    ],
  });
  await app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  await signIn();
});

afterAll(async () => {
  await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** An answer's JSON, read by each test as the call it made answers. */
type Json = any;

/** One admin call: its status and its JSON answer. */
async function call(method: string, path: string, body?: unknown, raw?: string): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined && raw === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

describe('the admin catalogue API (issue 36 point 6, docs/decisions/103, 104)', () => {
  it('answers 401 without a session', async () => {
    const response = await fetch(`${base}${TOURS}`);
    expect(response.status).toBe(401);
  });

  it('lists a collection with each record\'s status: the seeded records are what the site shows', async () => {
    const { status, body } = await call('GET', `${ADMIN_CATALOGUE_PATH}/destinations`);
    expect(status).toBe(200);
    expect(body.map((record: { id: string; status: string; publishedVersion: number }) => [record.id, record.status, record.publishedVersion])).toEqual([
      ['arenal', 'published', 1],
      ['tortuguero', 'published', 1],
    ]);
  });

  it('updates a record as a draft, answers a stale update 409 with the record as it is, and an invalid one 400 naming each field', async () => {
    const updated = await call('PUT', `${TOURS}/mistico-hanging-bridges`, { version: 1, data: { ...(await call('GET', `${TOURS}/mistico-hanging-bridges`)).body.data as object, price: 55 } });
    expect(updated).toMatchObject({ status: 200, body: { version: 2, status: 'draft', publishedVersion: 1, data: { price: 55 } } });
    const stale = await call('PUT', `${TOURS}/mistico-hanging-bridges`, { version: 1, data: updated.body.data });
    expect(stale).toMatchObject({ status: 409, body: { error: 'Conflict', message: 'The catalogue record tours/mistico-hanging-bridges is at version 2, not 1', current: { version: 2, data: { price: 55 } } } });
    const invalid = await call('PUT', HIKE, { version: 1, data: { ...hikeData, price: -5, rating: 9 } });
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        errors: [
          { field: 'price', message: 'price must be a positive number of US dollars, got -5' },
          { field: 'rating', message: 'rating must be a rating from 1 to 5, got 9' },
        ],
      },
    });
    expect((await call('GET', HIKE)).body).toMatchObject({ version: 1 });
  });

  it('answers a broken reference, a body that is not the call\'s, an unknown collection and an id that is not a slug with 400 or 404, never 500', async () => {
    expect(await call('PUT', HIKE, { version: 1, data: { ...hikeData, destination: 'atlantis' } })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'destination', message: 'destination "atlantis" is not the id of any destination' }] },
    });
    expect(await call('PUT', HIKE, { data: hikeData, colour: 'red' })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'version', message: 'version is missing' }, { field: 'colour', message: 'colour is not a field of this request' }] },
    });
    expect(await call('PUT', HIKE, { version: '1', data: 'a tour' })).toMatchObject({
      status: 400,
      body: {
        errors: [
          { field: 'version', message: 'version must be the version you read, a whole number from 1' },
          { field: 'data', message: 'data must be the record\'s fields, such as { "price": 65 }' },
        ],
      },
    });
    expect((await call('PUT', HIKE, undefined, '{"version": 1,')).status).toBe(400);
    expect(await call('GET', `${ADMIN_CATALOGUE_PATH}/boats`)).toMatchObject({ status: 404, body: { message: expect.stringContaining('The catalogue has no collection "boats"') } });
    expect(await call('GET', `${TOURS}/Not_A_Slug`)).toMatchObject({ status: 400, body: { message: expect.stringContaining('is not a readable slug') } });
    expect(await call('GET', `${TOURS}/atlantis-tour`)).toMatchObject({ status: 404, body: { message: 'The catalogue has no record tours/atlantis-tour.' } });
    expect(await call('POST', `${HIKE}/revisions/first/restore`, { version: 1 })).toMatchObject({ status: 400, body: { errors: [{ field: 'revision', message: 'revision must be a whole number from 1, got "first"' }] } });
  });

  it('creates a record (201) and refuses an id that is taken (409)', async () => {
    const { legacyId: _legacy, adminTour: _admin, ...newTour } = hikeData;
    expect(await call('POST', TOURS, { id: 'arenal-night-walk', data: { ...newTour, title: { en: '<b>Night</b> walk' } } })).toMatchObject({
      status: 201,
      body: { id: 'arenal-night-walk', version: 1, status: 'new', publishedVersion: null, data: { title: { en: '<b>Night</b> walk' } } },
    });
    expect((await call('POST', TOURS, { id: 'arenal-volcano-hike', data: hikeData })).status).toBe(409);
  });

  it('archives a record nothing names, and answers 409 naming the pages that list a tour', async () => {
    expect(await call('POST', `${TOURS}/tortuguero-turtle-night-walk/archive`, { version: 1 })).toMatchObject({ status: 200, body: { status: 'archived-still-published', version: 2 } });
    const refused = await call('POST', `${HIKE}/archive`, { version: 1 });
    expect(refused).toMatchObject({ status: 409, body: { message: 'tours/arenal-volcano-hike was not archived: the page /destinations/arenal, the page /tours name it; change those first.' } });
    expect(refused.body.usedBy).toEqual([
      { collection: 'pages', id: 'destinations-arenal', page: '/destinations/arenal', field: 'listing.tourIds[0]' },
      { collection: 'pages', id: 'tours', page: '/tours', field: 'sections[0].tourIds[0]' },
    ]);
  });

  it('lists revisions and restores one as a new change', async () => {
    const hotel = `${ADMIN_CATALOGUE_PATH}/hotels/nayara-springs`;
    const { data } = (await call('GET', hotel)).body as { data: Record<string, unknown> };
    await call('PUT', hotel, { version: 1, data: { ...data, reviewCount: 1 } });
    const revisions = await call('GET', `${hotel}/revisions`);
    expect(revisions.body.map((revision: { version: number; before: unknown; after: { reviewCount: number } }) => [revision.version, revision.after.reviewCount])).toEqual([
      [1, 2140],
      [2, 1],
    ]);
    expect(await call('POST', `${hotel}/revisions/1/restore`, { version: 2 })).toMatchObject({ status: 200, body: { version: 3, data: { reviewCount: 2140 }, status: 'draft' } });
    expect((await call('POST', `${hotel}/revisions/9/restore`, { version: 3 })).status).toBe(404);
  });

  it('publishes drafts: named ones, then every one; refuses one that would break the public catalogue with 409', async () => {
    const destination = `${ADMIN_CATALOGUE_PATH}/destinations/arenal`;
    const { data } = (await call('GET', destination)).body as { data: Record<string, unknown> };
    await call('PUT', destination, { version: 1, data: { ...data, description: { en: 'Volcano country.' } } });
    const named = await call('POST', ADMIN_CATALOGUE_PUBLICATIONS_PATH, { records: [{ collection: 'destinations', id: 'arenal' }] });
    expect(named).toMatchObject({ status: 200, body: { outcome: 'published', pages: [], records: [{ collection: 'destinations', id: 'arenal', version: 2, withdrawn: false }] } });
    expect((await call('GET', destination)).body).toMatchObject({ status: 'published' });
    const { legacyId: _legacy, adminTour: _admin, ...newTour } = hikeData;
    await call('POST', `${ADMIN_CATALOGUE_PATH}/destinations`, { id: 'tamarindo', data: { ...data, name: { en: 'Tamarindo' } } });
    await call('POST', TOURS, { id: 'tamarindo-surf-lesson', data: { ...newTour, destination: 'tamarindo' } });
    expect(await call('POST', ADMIN_CATALOGUE_PUBLICATIONS_PATH, { records: [{ collection: 'tours', id: 'tamarindo-surf-lesson' }] })).toMatchObject({
      status: 409,
      body: { errors: [{ field: 'tours/tamarindo-surf-lesson.destination', message: 'destination "tamarindo" is not the id of any destination' }] },
    });
    expect((await call('GET', `${ADMIN_CATALOGUE_PUBLICATIONS_PATH}/pending`)).body.length).toBeGreaterThan(1);
    expect(await call('POST', ADMIN_CATALOGUE_PUBLICATIONS_PATH, {})).toMatchObject({ status: 200, body: { outcome: 'published' } });
    expect((await call('GET', `${ADMIN_CATALOGUE_PUBLICATIONS_PATH}/pending`)).body).toEqual([]);
    expect((await call('POST', ADMIN_CATALOGUE_PUBLICATIONS_PATH, { records: [{ collection: 'tours', id: 'atlantis-tour' }] })).status).toBe(404);
  });

  it('schedules a change in Costa Rica time, makes and publishes it when due, and cancels only what is pending', async () => {
    const bridges = `${TOURS}/mistico-hanging-bridges`;
    const { data, version } = (await call('GET', bridges)).body as { data: Record<string, unknown>; version: number };
    const scheduled = await call('POST', `${bridges}/scheduled-changes`, { kind: 'update', data: { ...data, price: 49 }, version, at: '2026-11-30T08:00' });
    expect(scheduled).toMatchObject({
      status: 201,
      body: { state: 'pending', runAt: '2026-11-30T14:00:00.000Z', runAtCostaRica: '2026-11-30T08:00', note: expect.stringContaining('was read as Costa Rica time') },
    });
    expect(await call('POST', `${bridges}/scheduled-changes`, { kind: 'update', data, version, at: '2026-11-30T05:00' })).toMatchObject({ status: 400, body: { message: expect.stringContaining('is past') } });
    expect(await call('POST', `${bridges}/scheduled-changes`, { kind: 'archive', version, at: '2026-12-24T08:00' })).toMatchObject({ status: 201 });
    expect((await call('POST', `${bridges}/scheduled-changes`, { kind: 'update', version, at: '2026-12-24T08:00' })).body).toMatchObject({
      errors: [{ field: 'data', message: 'data is missing: an update gives the record\'s new fields' }],
    });
    clock.advance(2 * 60 * 60_000);
    scheduler.advance(SCHEDULED_CHANGE_POLL_MS);
    await signIn();
    // The round the scheduler started runs on its own: wait for its change (a few database writes) to be made.
    for (let tries = 0; (await call('GET', bridges)).body.version === version && tries < 50; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await call('GET', bridges)).body).toMatchObject({ version: version + 1, status: 'published', data: { price: 49 } });
    const changes = await call('GET', ADMIN_SCHEDULED_CHANGES_PATH);
    expect(changes.body.map((change: { state: string }) => change.state)).toEqual(['done', 'pending']);
    const [done, pending] = changes.body as { id: number }[];
    expect((await call('DELETE', `${ADMIN_SCHEDULED_CHANGES_PATH}/${done!.id}`)).status).toBe(409);
    expect(await call('DELETE', `${ADMIN_SCHEDULED_CHANGES_PATH}/${pending!.id}`)).toMatchObject({ status: 200, body: { state: 'cancelled' } });
    expect((await call('DELETE', `${ADMIN_SCHEDULED_CHANGES_PATH}/999`)).status).toBe(404);
  });
});

describe('where a record is used, and previews (issue 38, docs/decisions/115)', () => {
  it('names the pages that show a record and the records that name it', async () => {
    const { status, body } = await call('GET', `${TOURS}/tortuguero-turtle-night-walk/usage`);
    expect(status).toBe(200);
    expect(body).toEqual({ pages: [], records: [] });
    const hike = await call('GET', `${HIKE}/usage`);
    expect(hike.body.pages).toEqual(expect.arrayContaining([{ path: '/tours', title: 'Costa Rica Tours & Adventures', via: 'record' }]));
    expect(hike.body.records).toContainEqual({ collection: 'pages', id: 'tours', field: 'sections[0].tourIds[0]', page: '/tours', title: 'Costa Rica Tours & Adventures', editor: '/admin?view=catalogue&collection=pages&id=tours' });
    expect((await call('GET', `${TOURS}/atlantis-tour/usage`)).status).toBe(404);
    expect((await fetch(`${base}${HIKE}/usage`)).status).toBe(401);
  });

  it('previews the pages a draft changes at addresses a frame loads without the header, never cached, indexed or framed elsewhere', async () => {
    await call('POST', ADMIN_CATALOGUE_PUBLICATIONS_PATH, {});
    const { data, version } = (await call('GET', HIKE)).body as { data: Record<string, unknown>; version: number };
    await call('PUT', HIKE, { version, data: { ...data, price: 81 } });
    const asked = await call('POST', ADMIN_CATALOGUE_PREVIEWS_PATH, { records: [{ collection: 'tours', id: 'arenal-volcano-hike' }] });
    expect(asked).toMatchObject({ status: 201, body: { expiresAt: expect.any(String), withdrawn: [] } });
    const paths = (asked.body.previews as { path: string }[]).map((preview) => preview.path).sort();
    expect(paths).toEqual(['/destinations/arenal', '/tours']);
    const preview = (asked.body.previews as { path: string; draftUrl: string; liveUrl: string }[]).find((candidate) => candidate.path === '/tours')!;
    expect(preview.liveUrl).toBe('/tours');
    expect(preview.draftUrl).toMatch(new RegExp(`^${ADMIN_CATALOGUE_PREVIEWS_PATH}/[\\w-]+\\.[\\w-]+$`));
    const page = await fetch(`${base}${preview.draftUrl}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('$81');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect((await call('GET', HIKE)).body).toMatchObject({ status: 'draft' });

    expect(await call('POST', ADMIN_CATALOGUE_PREVIEWS_PATH, { records: [{ collection: 'tours', id: 'mistico-hanging-bridges' }] })).toMatchObject({
      status: 400,
      body: { message: 'tours/mistico-hanging-bridges has no draft to preview.' },
    });
    expect(await call('POST', ADMIN_CATALOGUE_PREVIEWS_PATH, { records: 'all' })).toMatchObject({ status: 400, body: { errors: [{ field: 'records' }] } });
    expect((await fetch(`${base}${ADMIN_CATALOGUE_PREVIEWS_PATH}`, { method: 'POST' })).status).toBe(401);
    const forged = await fetch(`${base}${preview.draftUrl.slice(0, -2)}xx`);
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ message: expect.stringContaining('is not one this site made') });

    await fetch(`${base}/api/admin/session`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    const afterLogout = await fetch(`${base}${preview.draftUrl}`);
    expect(afterLogout.status).toBe(403);
    expect(await afterLogout.text()).toContain('belongs to a session that has ended');
    await signIn();
  });

  it('discards drafts: the record back at its published data, a named record with no draft refused naming it', async () => {
    const { data, version } = (await call('GET', HIKE)).body as { data: Record<string, unknown>; version: number };
    const published = (await call('GET', HIKE)).body.publishedVersion as number;
    expect(await call('POST', `${ADMIN_CATALOGUE_PUBLICATIONS_PATH}/discard`, { records: [{ collection: 'tours', id: 'arenal-volcano-hike' }] })).toMatchObject({
      status: 200,
      body: { discarded: [{ collection: 'tours', id: 'arenal-volcano-hike', version: version + 1, archived: false }] },
    });
    expect((await call('GET', HIKE)).body).toMatchObject({ status: 'published', data: { price: (await call('GET', `${HIKE}/revisions`)).body[published - 1].after.price } });
    expect(data.price).toBe(81);
    expect(await call('POST', `${ADMIN_CATALOGUE_PUBLICATIONS_PATH}/discard`, { records: [{ collection: 'tours', id: 'arenal-volcano-hike' }] })).toMatchObject({
      status: 400,
      body: { message: 'tours/arenal-volcano-hike has no draft to discard.' },
    });
  });

  it('changes prices in bulk as one change set, restores it with one call, and refuses bad input naming the field', async () => {
    const read = async (id: string) => (await call('GET', `${TOURS}/${id}`)).body as { version: number; data: { price: number } };
    const [hike, bridges] = [await read('arenal-volcano-hike'), await read('mistico-hanging-bridges')];
    const records = [
      { collection: 'tours', id: 'arenal-volcano-hike', version: hike.version },
      { collection: 'tours', id: 'mistico-hanging-bridges', version: bridges.version },
    ];
    const changed = await call('POST', ADMIN_CATALOGUE_PRICE_CHANGES_PATH, { records, by: 'percent', value: 10 });
    expect(changed).toMatchObject({ status: 201, body: { changeSet: expect.any(Number), by: 'percent', value: 10, records: [{ before: hike.data.price, version: hike.version + 1 }, { before: bridges.data.price }] } });
    expect((await read('mistico-hanging-bridges')).data.price).toBe(changed.body.records[1].after);
    expect(await call('GET', `${ADMIN_CATALOGUE_CHANGE_SETS_PATH}/${changed.body.changeSet}`)).toMatchObject({ status: 200, body: changed.body });
    expect(await call('POST', ADMIN_CATALOGUE_PRICE_CHANGES_PATH, { records, by: 'percent', value: 10 })).toMatchObject({ status: 409, body: { current: { id: 'arenal-volcano-hike', version: hike.version + 1 } } });
    const restored = await call('POST', `${ADMIN_CATALOGUE_CHANGE_SETS_PATH}/${changed.body.changeSet}/restore`);
    expect(restored).toMatchObject({ status: 201, body: { by: 'restore', restores: changed.body.changeSet, records: [{ after: hike.data.price }, { after: bridges.data.price }] } });
    expect(await read('mistico-hanging-bridges')).toMatchObject({ version: bridges.version + 2, data: { price: bridges.data.price } });

    expect(await call('POST', ADMIN_CATALOGUE_PRICE_CHANGES_PATH, { records: [{ collection: 'tours', id: 'mistico-hanging-bridges', version: bridges.version + 2 }], by: 'amount', value: -500 })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'records[0]', message: expect.stringContaining('below zero') }] },
    });
    expect(await call('POST', ADMIN_CATALOGUE_PRICE_CHANGES_PATH, { records, by: 'double', value: '5' })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'by' }, { field: 'value', message: 'value must be a number: dollars, or percent such as 5 or -10' }] },
    });
    expect((await call('GET', `${ADMIN_CATALOGUE_CHANGE_SETS_PATH}/999`)).status).toBe(404);
    expect((await call('POST', `${ADMIN_CATALOGUE_CHANGE_SETS_PATH}/first/restore`)).status).toBe(400);
  });
});
