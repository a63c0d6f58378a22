import { After, Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { CatalogueEntry, CatalogueRecordKey } from '../../domain/catalogue/catalogue-store.js';
import type { ScheduledChangeView } from '../../domain/catalogue/catalogue-schedule.js';
import { parseScheduleTime } from '../../domain/catalogue/costa-rica-time.js';
import { pendingScheduledChanges } from '../../domain/catalogue/scheduled-changes-list.js';
import {
  apiCatalogueEditing,
  COLLECTION_OF,
  domainCatalogueEditing,
  todaysCatalogueRecords,
  type CatalogueAnswer,
  type CatalogueEditing,
} from '../support/assemblies/catalogue-editing.js';
import type { PortalWorld } from '../support/world.js';
import { storeCatalogueBeforeShops } from '../support/catalogue-before-shops.js';

/*
 * features/catalogue-editing.feature (issue 36 point 6, docs/decisions/103, 104): @domain drives the catalogue's use
 * cases over memory with the fake publisher, @api the built server's admin API over HTTP. Records are named as the
 * operator knows them (a tour by its title, a destination by its name), or by their id once the scenario made them.
 * features/publishing.feature's steps (publishing-steps.ts) edit and publish with these same steps and helpers.
 */

interface EditingState {
  editing?: CatalogueEditing;
  answer?: CatalogueAnswer;
  /** The scheduled change the scenario made last. */
  scheduledId?: number;
}
const states = new WeakMap<PortalWorld, EditingState>();
function state(world: PortalWorld): EditingState {
  let known = states.get(world);
  if (!known) {
    known = {};
    states.set(world, known);
  }
  return known;
}
export function editing(world: PortalWorld): CatalogueEditing {
  const known = state(world).editing;
  assert.ok(known, 'The operator is not signed in to edit the catalogue: the Background says so first');
  return known;
}
export const lastAnswer = (world: PortalWorld) => {
  const answer = state(world).answer;
  assert.ok(answer, 'No call was answered yet');
  return answer;
};
export async function answer(world: PortalWorld, call: Promise<CatalogueAnswer>): Promise<CatalogueAnswer> {
  const answered = await call;
  state(world).answer = answered;
  return answered;
}
/** An answer the step needs to have succeeded, to go on. */
export function succeeded(answered: CatalogueAnswer): CatalogueAnswer {
  assert.ok(answered.status >= 200 && answered.status < 300, `Answered ${answered.status}: ${JSON.stringify(answered.body)}`);
  return answered;
}

let todays: Promise<CatalogueEntry[]> | undefined;
/** What the operator calls a record: its title, its name, or its id. */
function nameOf(record: CatalogueEntry): string | undefined {
  const data = record.data as { title?: { en?: string }; name?: string | { en?: string } };
  return data.title?.en ?? (typeof data.name === 'string' ? data.name : data.name?.en);
}
export async function keyOf(kind: string, name: string): Promise<CatalogueRecordKey> {
  const collection = COLLECTION_OF[kind];
  assert.ok(collection, `No collection of ${kind}s`);
  todays ??= todaysCatalogueRecords();
  const known = (await todays).find((record) => record.collection === collection && nameOf(record) === name);
  return { collection, id: known?.id ?? name };
}

/** The record as the operator reads it now. */
export async function current(world: PortalWorld, key: CatalogueRecordKey): Promise<{ version: number; data: Record<string, unknown>; status: string; publishedVersion: number | null }> {
  return succeeded(await editing(world).read(key)).body;
}

/** Sets one field of the record's data, from the version the operator read (its current one unless given). */
async function setField(world: PortalWorld, kind: string, name: string, field: string, value: unknown, from?: number): Promise<CatalogueAnswer> {
  const key = await keyOf(kind, name);
  const record = await current(world, key);
  return answer(world, editing(world).update(key, { ...record.data, [field]: value }, from ?? record.version));
}

export const RECORD = '(tour|destination|page|hotel|product) "([^"]+)"';

Given('the operator is signed in to edit the catalogue', async function (this: PortalWorld) {
  state(this).editing = this.level === 'domain' ? await domainCatalogueEditing() : await apiCatalogueEditing();
});

Given('the operator is signed in to edit a catalogue stored before shops existed, on a server started on it', async function (this: PortalWorld) {
  assert.equal(this.level, 'api', 'Only the built server starts on a DATA_DIR an older build seeded');
  state(this).editing = await apiCatalogueEditing(storeCatalogueBeforeShops);
});

After({ tags: '@catalogue-editing or @publishing or @catalogue-preview or @one-truth' }, async function (this: PortalWorld) {
  await states.get(this)?.editing?.dispose();
});

When(new RegExp(`^the operator sets the (\\w+) of the ${RECORD} to (.+?)(?:, from version (\\d+))?$`), async function (this: PortalWorld, field: string, kind: string, name: string, value: string, from: string | null) {
  await setField(this, kind, name, field, JSON.parse(value), from ? Number(from) : undefined);
});

Given(new RegExp(`^the operator has set the (\\w+) of the ${RECORD} to (.+)$`), async function (this: PortalWorld, field: string, kind: string, name: string, value: string) {
  succeeded(await setField(this, kind, name, field, JSON.parse(value)));
});

Given(new RegExp(`^the operator has added the ${RECORD}, a copy of "([^"]+)"(?: named "([^"]+)")?(?: without its admin tour and old id)?$`), async function (this: PortalWorld, kind: string, id: string, original: string, newName: string | null) {
  succeeded(await addCopy(this, kind, id, original, newName));
});
async function addCopy(world: PortalWorld, kind: string, id: string, original: string, newName: string | null): Promise<CatalogueAnswer> {
  const { data } = await current(world, await keyOf(kind, original));
  // A new tour takes no old id and no admin tour number: those are each one tour's.
  const { legacyId: _legacy, adminTour: _admin, ...copy } = data;
  const named = newName ? { name: { en: newName } } : {};
  return answer(world, editing(world).create({ collection: COLLECTION_OF[kind]!, id }, { ...copy, ...named }));
}

When('the operator adds {string} to the tours of the page {string}', async function (this: PortalWorld, tourId: string, page: string) {
  const key = await keyOf('page', page);
  const { data, version } = await current(this, key);
  const listing = data.listing as { tourIds: string[] };
  await answer(this, editing(this).update(key, { ...data, listing: { ...listing, tourIds: [...listing.tourIds, tourId] } }, version));
});

async function archive(world: PortalWorld, kind: string, name: string): Promise<CatalogueAnswer> {
  const key = await keyOf(kind, name);
  return answer(world, editing(world).archive(key, (await current(world, key)).version));
}

When(new RegExp(`^the operator archives the ${RECORD}$`), async function (this: PortalWorld, kind: string, name: string) {
  await archive(this, kind, name);
});

Given(new RegExp(`^the operator has archived the ${RECORD}$`), async function (this: PortalWorld, kind: string, name: string) {
  succeeded(await archive(this, kind, name));
});

When('the operator publishes every draft', async function (this: PortalWorld) {
  await answer(this, editing(this).publish());
});

When(new RegExp(`^the operator publishes only the ${RECORD}$`), async function (this: PortalWorld, kind: string, name: string) {
  await answer(this, editing(this).publish([await keyOf(kind, name)]));
});

When('the operator lists the tours', async function (this: PortalWorld) {
  await answer(this, editing(this).list('tours'));
});

When('someone who is not signed in lists the tours', async function (this: PortalWorld) {
  const send = editing(this).sendSignedOut;
  assert.ok(send, 'Only the @api level has requests without a session: tag the scenario @api');
  await answer(this, send('GET', '/api/admin/catalogue/tours'));
});

When(/^the operator sends (GET|PUT|POST|DELETE) (\S+) with the body (.+)$/, async function (this: PortalWorld, method: string, path: string, body: string) {
  const send = editing(this).send;
  assert.ok(send, 'Only the @api level reads requests as a client sends them: tag the scenario @api');
  await answer(this, send(method, path, body === '(none)' ? undefined : body));
});

When(new RegExp(`^the operator reads the revisions of the ${RECORD}$`), async function (this: PortalWorld, kind: string, name: string) {
  await answer(this, editing(this).revisions(await keyOf(kind, name)));
});

When(new RegExp(`^the operator restores revision (\\d+) of the ${RECORD}$`), async function (this: PortalWorld, revision: string, kind: string, name: string) {
  const key = await keyOf(kind, name);
  await answer(this, editing(this).restore(key, Number(revision), (await current(this, key)).version));
});

When(
  new RegExp(`^the operator (schedules|has scheduled) the (\\w+) of the ${RECORD} to be (.+) at "([^"]+)"$`),
  async function (this: PortalWorld, tense: string, field: string, kind: string, name: string, value: string, at: string) {
    const key = await keyOf(kind, name);
    const { data, version } = await current(this, key);
    const answered = await answer(this, editing(this).schedule(key, { kind: 'update', data: { ...data, [field]: JSON.parse(value) }, version, at }));
    if (tense === 'has scheduled') succeeded(answered);
    if (answered.status === 201) state(this).scheduledId = answered.body.id as number;
  },
);

When('the operator cancels the scheduled change', async function (this: PortalWorld) {
  const id = state(this).scheduledId;
  assert.ok(id !== undefined, 'No change was scheduled');
  await answer(this, editing(this).cancel(id));
});

/** '2026-12-01T08:00', Costa Rica time. */
function costaRicaInstant(text: string): Date {
  const time = parseScheduleTime(text);
  assert.ok(time?.readAsCostaRicaTime, `"${text}" is not a time in Costa Rica such as 2026-12-01T08:00`);
  return time.at;
}

When(/^it is (\S+) in Costa Rica$/, async function (this: PortalWorld, time: string) {
  await editing(this).timeIs(costaRicaInstant(time));
});

When(/^the server stops, and starts again at (\S+) in Costa Rica$/, async function (this: PortalWorld, time: string) {
  await editing(this).restartAt(costaRicaInstant(time));
});

Given('the outbound-link audit of {word} will find {string}', function (this: PortalWorld, page: string, message: string) {
  const refuse = editing(this).auditsRefuse;
  assert.ok(refuse, 'Only the @domain level has a publisher whose audits a scenario sets: tag the scenario @domain');
  refuse({ page, audit: 'outbound links', message });
});

Given('a second server looks for due changes on the same database', function (this: PortalWorld) {
  const add = editing(this).addServer;
  assert.ok(add, 'Only the @domain level runs a second server here (features/scale-out.feature runs two at @api): tag the scenario @domain');
  add();
});

Then(/^the answer is (\d+)$/, function (this: PortalWorld, status: string) {
  const { status: answered, body } = lastAnswer(this);
  assert.equal(answered, Number(status), JSON.stringify(body));
});

Then(/^the answer is (\d+), naming "([^"]+)": "(.*)"$/, function (this: PortalWorld, status: string, field: string, message: string) {
  const { status: answered, body } = lastAnswer(this);
  assert.equal(answered, Number(status), JSON.stringify(body));
  assert.deepEqual(body.errors, [{ field, message }]);
});

Then(/^the answer is (\d+), saying "(.*)"$/, function (this: PortalWorld, status: string, message: string) {
  const { status: answered, body } = lastAnswer(this);
  assert.equal(answered, Number(status), JSON.stringify(body));
  assert.equal(body.statusCode, answered);
  assert.ok(String(body.message).includes(message) || JSON.stringify(body.errors ?? []).includes(message), `"${body.message}" does not say "${message}"`);
  assert.doesNotMatch(String(body.message), /\n\s+at /, 'a stack trace leaked');
});

Then(/^the answer is 409, with the current record at version (\d+), priced (\d+)$/, function (this: PortalWorld, version: string, price: string) {
  const { status, body } = lastAnswer(this);
  assert.equal(status, 409, JSON.stringify(body));
  assert.equal(body.current.version, Number(version));
  assert.equal(body.current.data.price, Number(price));
});

/** The pages a 409 names as listing the record. */
const pagesNamed = (body: { usedBy: { page?: string }[] }) => [...new Set(body.usedBy.flatMap((user) => (user.page === undefined ? [] : [user.page])))].sort();

Then(/^the answer is 409, naming the pages (.+)$/, function (this: PortalWorld, pages: string) {
  const { status, body } = lastAnswer(this);
  assert.equal(status, 409, JSON.stringify(body));
  const expected = [...pages.matchAll(/"([^"]+)"/g)].map((match) => match[1]!).sort();
  assert.deepEqual(pagesNamed(body), expected);
  for (const page of expected) assert.ok(String(body.message).includes(`the page ${page}`), `The message does not name ${page}: ${body.message}`);
});

Then(
  new RegExp(`^the answer is 409, naming among others the page "([^"]+)", the ${RECORD} and the ${RECORD}$`),
  async function (this: PortalWorld, page: string, kind: string, name: string, otherKind: string, otherName: string) {
    const { status, body } = lastAnswer(this);
    assert.equal(status, 409, JSON.stringify(body));
    assert.ok(pagesNamed(body).includes(page), `${page} is not named: ${JSON.stringify(body.usedBy)}`);
    for (const key of [await keyOf(kind, name), await keyOf(otherKind, otherName)]) {
      assert.ok(
        (body.usedBy as CatalogueRecordKey[]).some((user) => user.collection === key.collection && user.id === key.id),
        `${key.collection}/${key.id} is not named: ${JSON.stringify(body.usedBy)}`,
      );
      assert.ok(String(body.message).includes(`${key.collection}/${key.id}`), `The message does not name ${key.collection}/${key.id}`);
    }
  },
);

Then('the answer is 422, naming the page {string} and the audit {string}', function (this: PortalWorld, page: string, audit: string) {
  const { status, body } = lastAnswer(this);
  assert.equal(status, 422, JSON.stringify(body));
  assert.deepEqual(
    (body.reasons as { page: string; audit: string }[]).map((reason) => [reason.page, reason.audit]),
    [[page, audit]],
  );
});

Then('the answer says {string}', function (this: PortalWorld, words: string) {
  assert.ok(String(lastAnswer(this).body.note).includes(words), `The answer says "${lastAnswer(this).body.note}"`);
});

Then(new RegExp(`^the ${RECORD} is a draft at version (\\d+), whose published version is (\\d+)$`), async function (this: PortalWorld, kind: string, name: string, version: string, published: string) {
  const record = await current(this, await keyOf(kind, name));
  assert.deepEqual([record.status, record.version, record.publishedVersion], ['draft', Number(version), Number(published)]);
});

Then(new RegExp(`^the ${RECORD} is a draft at version (\\d+), priced (\\d+)$`), async function (this: PortalWorld, kind: string, name: string, version: string, price: string) {
  const record = await current(this, await keyOf(kind, name));
  assert.deepEqual([record.status, record.version, record.data.price], ['draft', Number(version), Number(price)]);
});

Then(/^the products (.+), the gift copies of coffees, are archived$/, async function (this: PortalWorld, ids: string) {
  for (const id of [...ids.matchAll(/"([^"]+)"/g)].map((match) => match[1]!)) {
    const { status, body } = await editing(this).read({ collection: 'products', id });
    assert.equal(status, 200, `products/${id} answered ${status}`);
    assert.match(String(body.status), /^archived/, `products/${id} is ${String(body.status)}, not archived`);
  }
});

Then(new RegExp(`^the ${RECORD} is published at version (\\d+)$`), async function (this: PortalWorld, kind: string, name: string, version: string) {
  const record = await current(this, await keyOf(kind, name));
  assert.deepEqual([record.status, record.version, record.publishedVersion], ['published', Number(version), Number(version)]);
});

Then(new RegExp(`^the ${RECORD} is still at version (\\d+)$`), async function (this: PortalWorld, kind: string, name: string, version: string) {
  const key = await keyOf(kind, name);
  assert.equal((await current(this, key)).version, Number(version));
  assert.equal((succeeded(await editing(this).revisions(key)).body as unknown[]).length, Number(version));
});

Then(new RegExp(`^the public site shows the ${RECORD} at version (\\d+)(?:, priced (\\d+))?$`), async function (this: PortalWorld, kind: string, name: string, version: string, price: string | null) {
  const shown = await editing(this).shown(await keyOf(kind, name));
  assert.ok(shown, `The public site does not show the ${kind} "${name}"`);
  assert.equal(shown.version, Number(version));
  if (price) assert.equal(shown.data.price, Number(price));
});

Then(new RegExp(`^the public site no longer shows the ${RECORD}$`), async function (this: PortalWorld, kind: string, name: string) {
  assert.equal(await editing(this).shown(await keyOf(kind, name)), undefined);
});

Then('the list says:', async function (this: PortalWorld, table: DataTable) {
  const { body } = succeeded(lastAnswer(this));
  const listed = body as { id: string; status: string; version: number; publishedVersion: number | null }[];
  for (const row of table.hashes()) {
    const { id } = await keyOf('tour', row.tour!);
    const record = listed.find((candidate) => candidate.id === id);
    assert.ok(record, `The list has no tour "${row.tour}"`);
    assert.deepEqual(
      [record.status, record.version, record.publishedVersion],
      [row.status, Number(row.version), row['published version'] === '' ? null : Number(row['published version'])],
      `the tour "${row.tour}"`,
    );
  }
});

Then('the revisions say:', function (this: PortalWorld, table: DataTable) {
  const revisions = succeeded(lastAnswer(this)).body as { version: number; before: { price: number } | null; after: { price: number } | null }[];
  assert.deepEqual(
    revisions.map((revision) => ({ version: String(revision.version), 'price before': String(revision.before?.price ?? ''), 'price after': String(revision.after?.price ?? '') })),
    table.hashes(),
  );
});

Then(new RegExp(`^the revisions of the ${RECORD} end with version (\\d+), from (\\d+) to (\\d+)$`), async function (this: PortalWorld, kind: string, name: string, version: string, from: string, to: string) {
  const revisions = succeeded(await editing(this).revisions(await keyOf(kind, name))).body as { version: number; before: { price: number }; after: { price: number } }[];
  const last = revisions.at(-1)!;
  assert.deepEqual([revisions.length, last.version, last.before.price, last.after.price], [Number(version), Number(version), Number(from), Number(to)]);
});

Then(new RegExp(`^the ${RECORD} has (\\d+) revisions$`), async function (this: PortalWorld, kind: string, name: string, count: string) {
  assert.equal((succeeded(await editing(this).revisions(await keyOf(kind, name))).body as unknown[]).length, Number(count));
});

Then(new RegExp(`^the (\\w+) of the ${RECORD} reads (.+)$`), async function (this: PortalWorld, field: string, kind: string, name: string, value: string) {
  assert.deepEqual((await current(this, await keyOf(kind, name))).data[field], JSON.parse(value));
});

Then('the change is due at {string}, that is {string} in Costa Rica', function (this: PortalWorld, runAt: string, local: string) {
  const { body } = lastAnswer(this);
  assert.deepEqual([body.runAt, body.runAtCostaRica, body.state], [runAt, local, 'pending']);
});

Then('no change is scheduled', async function (this: PortalWorld) {
  assert.deepEqual(succeeded(await editing(this).scheduledChanges()).body, []);
});

Then('the list of scheduled changes says:', async function (this: PortalWorld, table: DataTable) {
  const lines = pendingScheduledChanges(succeeded(await editing(this).scheduledChanges()).body as ScheduledChangeView[]);
  assert.deepEqual(
    lines.map((line) => ({ when: line.when, record: `${line.collection}/${line.recordId}`, what: line.what })),
    table.hashes(),
  );
});

/** The scheduled change the scenario made, as the list of scheduled changes tells it now. */
async function scheduled(world: PortalWorld): Promise<{ state: string; outcome?: string }> {
  const changes = succeeded(await editing(world).scheduledChanges()).body as { id: number; state: string; outcome?: string }[];
  const change = changes.find((candidate) => candidate.id === state(world).scheduledId);
  assert.ok(change, 'The scheduled change is not listed');
  return change;
}

Then('the scheduled change is done, saying {string}', async function (this: PortalWorld, words: string) {
  const change = await scheduled(this);
  assert.equal(change.state, 'done', change.outcome);
  assert.ok(change.outcome?.startsWith(words), `It says "${change.outcome}"`);
});

Then('the scheduled change is cancelled', async function (this: PortalWorld) {
  assert.equal((await scheduled(this)).state, 'cancelled');
});

Then(new RegExp(`^the ${RECORD} was published once since the start$`), async function (this: PortalWorld, kind: string, name: string) {
  const count = editing(this).publicationsOf;
  assert.ok(count, 'Only the @domain level counts publications: tag the scenario @domain');
  assert.equal(count(await keyOf(kind, name)), 1);
});

Given('the operator has taken the product {string} off the shop {string}', async function (this: PortalWorld, title: string, shop: string) {
  const { id } = await keyOf('product', title);
  const key = { collection: 'shops', id: shop };
  const record = await current(this, key);
  const productIds = (record.data['productIds'] as string[]).filter((listed) => listed !== id);
  succeeded(await answer(this, editing(this).update(key, { ...record.data, productIds }, record.version)));
});
