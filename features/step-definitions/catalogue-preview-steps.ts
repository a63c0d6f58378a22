import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { ADMIN_CATALOGUE_PREVIEWS_PATH } from '../../domain/api-paths.js';
import type { CatalogueRecordKey } from '../../domain/catalogue/catalogue-store.js';
import { changeSetLineOf } from '../../domain/catalogue/change-set-list.js';
import type { ChangeSet } from '../../domain/catalogue/change-set-store.js';
import type { LoadedPage } from '../support/assemblies/catalogue-editing.js';
import type { PortalWorld } from '../support/world.js';
import { answer, current, editing, keyOf, lastAnswer, RECORD, succeeded } from './catalogue-editing-steps.js';

/*
 * features/catalogue-preview.feature (issue 38, docs/decisions/115, 116, 117): where a record is used, previews,
 * discard, bulk prices and revisions field by field, through the assembly of catalogue-editing-steps.ts (@domain: the use
 * cases, the pages as their views; @api: the built server over HTTP, its HTML).
 */

interface PreviewState {
  /** The previews the operator asked for last. */
  previews?: { path: string; draftUrl: string; liveUrl: string }[];
  /** The tours of the last bulk price change, in the order named. */
  bulk?: CatalogueRecordKey[];
  changeSet?: number;
}
const states = new WeakMap<PortalWorld, PreviewState>();
function state(world: PortalWorld): PreviewState {
  let known = states.get(world);
  if (!known) states.set(world, (known = {}));
  return known;
}

/** The words "A", "B" and "C" of a step: each quoted name, in order. */
const quoted = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
const sorted = (values: readonly string[]) => [...values].sort();

When(new RegExp(`^the operator asks where the ${RECORD} is used$`), async function (this: PortalWorld, kind: string, name: string) {
  await answer(this, editing(this).usage(await keyOf(kind, name)));
});

Then(/^the pages (.+) show it$/, function (this: PortalWorld, pages: string) {
  const { body } = succeeded(lastAnswer(this));
  const shown = (body.pages as { path: string; via: string }[]).filter((page) => page.via === 'record').map((page) => page.path);
  assert.deepEqual(sorted(shown), sorted(quoted(pages)));
});

Then(/^the page records (.+) name it$/, function (this: PortalWorld, ids: string) {
  const { body } = succeeded(lastAnswer(this));
  const naming = (body.records as { collection: string; id: string }[]).filter((record) => record.collection === 'pages').map((record) => record.id);
  assert.deepEqual(sorted([...new Set(naming)]), sorted(quoted(ids)));
});

Then(
  /^the preview linked from "([^"]+)" shows the tour "([^"]+)" at \$(\d+), and the live page at \$(\d+)$/,
  async function (this: PortalWorld, path: string, title: string, draft: string, live: string) {
    const { body } = succeeded(lastAnswer(this));
    const page = (body.pages as { path: string; draftUrl?: string }[]).find((candidate) => candidate.path === path);
    assert.ok(page?.draftUrl, `Where used links no preview of ${path}: ${JSON.stringify(body.pages)}`);
    assert.equal(await tourPrice(this, await editing(this).load(page.draftUrl), title, `The preview of ${path}`), Number(draft));
    assert.equal(await tourPrice(this, await editing(this).load(path), title, path), Number(live));
  },
);

Then('no page it is used on links a preview', function (this: PortalWorld) {
  const { body } = succeeded(lastAnswer(this));
  const pages = body.pages as { path: string; draftUrl?: string }[];
  assert.ok(pages.length > 0, 'It is used on no page');
  assert.deepEqual(pages.filter((page) => page.draftUrl !== undefined), []);
});

Then('the records that name it are, with their editors:', function (this: PortalWorld, table: DataTable) {
  const { body } = succeeded(lastAnswer(this));
  const named = (body.records as { title: string; editor: string }[]).map(({ title, editor }) => ({ title, editor }));
  assert.deepEqual([...new Map(named.map((use) => [use.editor, use])).values()], table.hashes());
});

async function preview(world: PortalWorld, keys?: readonly CatalogueRecordKey[]) {
  const answered = await answer(world, editing(world).previews(keys));
  if (answered.status === 201) state(world).previews = answered.body.previews;
  return answered;
}

When('the operator previews every draft', async function (this: PortalWorld) {
  await preview(this);
});

Given('the operator has previewed every draft', async function (this: PortalWorld) {
  succeeded(await preview(this));
});

When(new RegExp(`^the operator previews only the ${RECORD}$`), async function (this: PortalWorld, kind: string, name: string) {
  await preview(this, [await keyOf(kind, name)]);
});

When('someone who is not signed in asks for the previews', async function (this: PortalWorld) {
  const send = editing(this).sendSignedOut;
  assert.ok(send, 'Only the @api level has requests without a session: tag the scenario @api');
  await answer(this, send('POST', ADMIN_CATALOGUE_PREVIEWS_PATH));
});

Then(/^the previews are of the pages (.+)$/, function (this: PortalWorld, pages: string) {
  const previews = state(this).previews ?? [];
  assert.deepEqual(sorted(previews.map((page) => page.path)), sorted(quoted(pages)));
  for (const page of previews) assert.equal(page.liveUrl, page.path);
});

/** The draft page of the last previews at `path`, loaded as the admin page's frame loads it: without the session's header. */
async function draftPage(world: PortalWorld, path: string): Promise<LoadedPage> {
  const page = (state(world).previews ?? []).find((candidate) => candidate.path === path);
  assert.ok(page, `No preview of ${path}: ${JSON.stringify(state(world).previews)}`);
  return editing(world).load(page.draftUrl);
}

async function tourPrice(world: PortalWorld, page: LoadedPage, title: string, where: string): Promise<number | undefined> {
  assert.equal(page.status, 200, `${where} answered ${page.status}: ${page.text.slice(0, 200)}`);
  const key = await keyOf('tour', title);
  const { data } = await current(world, key);
  return editing(world).tourPriceOn(page, { id: key.id, ...(typeof data.legacyId === 'string' ? { legacyId: data.legacyId } : {}) });
}

Then(
  /^the preview of "([^"]+)" shows the tour "([^"]+)" at \$(\d+), and the live page at \$(\d+)$/,
  async function (this: PortalWorld, path: string, title: string, draft: string, live: string) {
    assert.equal(await tourPrice(this, await draftPage(this, path), title, `The preview of ${path}`), Number(draft));
    assert.equal(await tourPrice(this, await editing(this).load(path), title, path), Number(live));
  },
);

Then(/^the live page "([^"]+)" shows the tour "([^"]+)" at \$(\d+)$/, async function (this: PortalWorld, path: string, title: string, price: string) {
  assert.equal(await tourPrice(this, await editing(this).load(path), title, path), Number(price));
});

When('the operator signs out', async function (this: PortalWorld) {
  await editing(this).signOut();
});

Then(/^the preview of "([^"]+)" is refused with (\d+)$/, async function (this: PortalWorld, path: string, status: string) {
  const page = await draftPage(this, path);
  assert.equal(page.status, Number(status), page.text.slice(0, 200));
  assert.match(page.text, /belongs to a session that has ended/);
});

Then(
  /^the preview of "([^"]+)" is answered with (.+) and a policy allowing frames of this site only$/,
  async function (this: PortalWorld, path: string, headers: string) {
    const page = await draftPage(this, path);
    assert.equal(page.status, 200);
    for (const header of quoted(headers)) {
      const [name, value] = header.split(/: (.*)/) as [string, string];
      assert.equal(page.headers[name.toLowerCase()], value, `${name}: ${String(page.headers[name.toLowerCase()])}`);
    }
    assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'self'/);
    assert.equal(page.headers['x-frame-options'], 'SAMEORIGIN');
  },
);

Given('the operator has published every draft', async function (this: PortalWorld) {
  succeeded(await answer(this, editing(this).publish()));
});

When('the operator discards every draft', async function (this: PortalWorld) {
  await answer(this, editing(this).discard());
});

Then('no draft waits to be published', async function (this: PortalWorld) {
  assert.deepEqual(succeeded(await editing(this).pending()).body, []);
});

When(
  /^the operator (raises|lowers) the prices of the tours (.+) by (\d+(?:\.\d+)?) (%|dollars)(?:, as read at version (\d+))?$/,
  async function (this: PortalWorld, direction: string, tours: string, amount: string, unit: string, readAt: string | null) {
    const keys = await Promise.all(quoted(tours).map((title) => keyOf('tour', title)));
    const records = await Promise.all(keys.map(async (key) => ({ ...key, version: readAt ? Number(readAt) : (await current(this, key)).version })));
    state(this).bulk = keys;
    const value = (direction === 'raises' ? 1 : -1) * Number(amount);
    const answered = await answer(this, editing(this).changePrices(records, unit === '%' ? 'percent' : 'amount', value));
    if (answered.status === 201) state(this).changeSet = answered.body.changeSet as number;
  },
);

When('the operator restores change set {int} from the list of change sets', async function (this: PortalWorld, changeSet: number) {
  const listed = succeeded(await editing(this).changeSets()).body as ChangeSet[];
  assert.ok(listed.some((set) => set.changeSet === changeSet), `Change set ${changeSet} is not listed`);
  await answer(this, editing(this).restoreChangeSet(changeSet));
});

Then('the list of change sets says:', async function (this: PortalWorld, table: DataTable) {
  const listed = (succeeded(await editing(this).changeSets()).body as ChangeSet[]).map(changeSetLineOf);
  assert.deepEqual(
    listed.map((line) => ({ 'change set': String(line.changeSet), what: line.what })),
    table.hashes(),
  );
});

When('the operator restores that change set', async function (this: PortalWorld) {
  const changeSet = state(this).changeSet;
  assert.ok(changeSet !== undefined, 'No bulk price change was made');
  await answer(this, editing(this).restoreChangeSet(changeSet));
});

Then(/^the tours are drafts priced (.+)$/, async function (this: PortalWorld, prices: string) {
  const keys = state(this).bulk;
  assert.ok(keys, 'No bulk price change was asked for');
  const expected = [...prices.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  const records = await Promise.all(keys.map((key) => current(this, key)));
  assert.deepEqual(
    records.map((record) => [record.status, record.data.price]),
    expected.map((price) => ['draft', price]),
  );
});

Then(/^revision (\d+) changed only "([^"]+)", from (\S+) to (\S+)$/, function (this: PortalWorld, version: string, field: string, before: string, after: string) {
  const revisions = succeeded(lastAnswer(this)).body as { version: number; changes: { field: string; before: unknown; after: unknown }[] }[];
  const revision = revisions.find((candidate) => candidate.version === Number(version));
  assert.ok(revision, `No revision ${version}`);
  assert.deepEqual(revision.changes, [{ field, before: JSON.parse(before), after: JSON.parse(after) }]);
});
