import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordsOnlyPublishing } from '../../adapters/memory/records-only-publishing.js';
import { ADMIN_LINK_HEALTH_CSV_PATH, ADMIN_LINK_HEALTH_PATH } from '../../domain/api-paths.js';
import { CATALOGUE_SEED_FILE } from '../../domain/catalogue/catalogue-document.js';
import type { CatalogueStore } from '../../domain/catalogue/catalogue-store.js';
import { CataloguePublishingToken, CatalogueStoreToken, LinkTargetSourceToken } from '../../domain/tokens.js';
import { aCatalogueDocument } from '../../test-support/catalogue-documents.js';
import { fakePartnerLinks } from '../../test-support/fake-partner-links.js';
import { FakePartner } from '../../test-support/fake-partners.js';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';

const PASSWORD = 'Pura-Vida-Operator-2026';
const marketplace = new FakePartner({ slowMs: 3_000 });
const retail = new FakePartner();
let links: ReturnType<typeof fakePartnerLinks>;
let app: INestApplication;
let base: string;
let token: string;
const dirs: string[] = [];

beforeAll(async () => {
  await Promise.all([marketplace.start(), retail.start()]);
  links = fakePartnerLinks(marketplace, retail);
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-link-health-'));
  const uiDir = mkdtempSync(join(tmpdir(), 'crg-link-health-ui-'));
  dirs.push(dataDir, uiDir);
  writeFileSync(join(uiDir, CATALOGUE_SEED_FILE), JSON.stringify(aCatalogueDocument()));
  const linkCheck = { scheduled: false, intervalHours: 24, pauseMs: 100, timeoutMs: 1_000, confirmHours: 6, priceStaleDays: 90 };
  app = await createApp(loadConfig({}, { adminPassword: PASSWORD, dataDir, uiDir, port: 0, linkCheck }), {
    logger: ['error'],
    overrides: [
      [LinkTargetSourceToken, { targets: async () => links.map((link) => link.target) }],
      [CataloguePublishingToken, new RecordsOnlyPublishing(async () => (await app.get<CatalogueStore>(CatalogueStoreToken).list()).map(({ collection, id, version, data }) => ({ collection, id, version, data })))],
    ],
  });
  await app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const session = await fetch(`${base}/api/admin/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password: PASSWORD }) });
  token = ((await session.json()) as { token: string }).token;
}, 30_000);

afterAll(async () => {
  await app.close();
  await Promise.all([marketplace.stop(), retail.stop()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type Json = any;

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json; text: string }> {
  const response = await fetch(`${base}${path}`, { method, headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Json) : undefined, text };
}

async function untilRunEnds(): Promise<Json> {
  for (let tries = 0; tries < 200; tries++) {
    const { body } = await call('GET', ADMIN_LINK_HEALTH_PATH);
    if (body.run.finishedAt !== undefined && body.run.finishedAt >= body.run.startedAt) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The link check run did not end');
}

describe('the Links view API (issue 40)', () => {
  it('answers 401 without a session and contacts no partner until asked', async () => {
    expect((await fetch(`${base}${ADMIN_LINK_HEALTH_PATH}`)).status).toBe(401);
    const { body } = await call('GET', ADMIN_LINK_HEALTH_PATH);
    expect(body).toMatchObject({ run: {}, scheduleHours: null, priceStaleDays: 90, stalePrices: [] });
    expect(body.rows.every((row: Json) => row.state === 'unchecked')).toBe(true);
    expect(marketplace.requests).toHaveLength(0);
  });

  it('"Check now" checks every link against the fakes: each problem in its state, none broken, one request at a time per host', async () => {
    expect((await call('POST', `${ADMIN_LINK_HEALTH_PATH}/runs`)).status).toBe(202);
    const view = await untilRunEnds();
    const states = Object.fromEntries(view.rows.map((row: Json) => [row.linkId, row.state]));
    expect(states).toEqual(Object.fromEntries(links.map((link) => [link.target.linkId, link.expected])));
    expect(view.rows.find((row: Json) => row.linkId === 'tour:gone')).toMatchObject({ failingSince: expect.any(String), detail: expect.stringMatching(/^The final address answered 404: broken if it fails again from /) });
    expect(view.rows.find((row: Json) => row.linkId === 'tour:slow').detail).toMatch(/^No answer in time/);
    expect(view.rows.slice(0, 6).every((row: Json) => row.problem)).toBe(true);
    expect(marketplace.peakInFlight).toBe(1);
    expect(retail.peakInFlight).toBe(1);
    expect(retail.requests.filter((request) => request.path === '/rate-limited')).toHaveLength(2);
    expect(marketplace.requests[0]?.userAgent).toBe('CostaRicaGatewayLinkCheck/1.0 (+https://costaricagateway.com/; hello@costaricagateway.com)');
  }, 30_000);

  it('takes "this is expected" with a note, refuses an empty note and a link never checked, and takes it back', async () => {
    expect(await call('PUT', `${ADMIN_LINK_HEALTH_PATH}/dismissal/product:sold-out`, { note: 'Back in May' })).toMatchObject({ status: 204 });
    const row = (await call('GET', ADMIN_LINK_HEALTH_PATH)).body.rows.find((each: Json) => each.linkId === 'product:sold-out');
    expect(row.dismissal).toMatchObject({ state: 'unavailable', note: 'Back in May' });
    const empty = await call('PUT', `${ADMIN_LINK_HEALTH_PATH}/dismissal/product:sold-out`, { note: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('note must say why this is expected');
    expect((await call('PUT', `${ADMIN_LINK_HEALTH_PATH}/dismissal/tour:never`, { note: 'x' })).status).toBe(404);
    expect((await call('DELETE', `${ADMIN_LINK_HEALTH_PATH}/dismissal/product:sold-out`)).status).toBe(204);
  });

  it('exports the report as CSV', async () => {
    const response = await fetch(`${base}${ADMIN_LINK_HEALTH_CSV_PATH}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="link-health-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).trim().split('\n');
    expect(lines).toHaveLength(links.length + 1);
  });

  it('sends a tour to the search for its title, published at once; a second time is 409', async () => {
    const made = await call('POST', `${ADMIN_LINK_HEALTH_PATH}/stop-gap/arenal-volcano-hike`);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ url: expect.stringContaining('q=Arenal+Volcano+Hike'), publication: { outcome: 'published' } });
    expect((await call('POST', `${ADMIN_LINK_HEALTH_PATH}/stop-gap/arenal-volcano-hike`)).status).toBe(409);
    expect((await call('POST', `${ADMIN_LINK_HEALTH_PATH}/stop-gap/no-such-tour`)).status).toBe(404);
  });
});
