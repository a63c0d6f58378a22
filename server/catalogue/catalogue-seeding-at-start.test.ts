import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryCatalogueStore } from '../../adapters/memory/in-memory-catalogue-store.js';
import { InvalidCatalogueDocumentError } from '../../domain/catalogue/catalogue-document-io.js';
import { CATALOGUE_FORMAT } from '../../domain/catalogue/catalogue-format.js';
import { OUTER_SHAPE_FORMAT } from '../../test-support/outer-shape-catalogue.js';
import { aCatalogueDocument as aSoundCatalogueDocument } from '../../test-support/catalogue-documents.js';
import { InvalidCatalogueEntryError, StaleRecordError, type CatalogueStore } from '../../domain/catalogue/catalogue-store.js';
import { CatalogueStoreToken } from '../../domain/tokens.js';
import { aCatalogueDocument, aTourEntry } from '../../test-support/catalogue-records.js';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { statusOfDomainError } from '../http/domain-errors.js';
import { CATALOGUE_SEED_FILE } from '../../domain/catalogue/catalogue-document.js';
import { readCatalogueDocumentFile } from './catalogue-document-file.js';
import { CatalogueSeedingAtStart, InvalidCatalogueSeedError } from './catalogue-seeding-at-start.js';
import { describeRecords } from './describe-records.js';
import { catalogueRowsBeforeShops } from '../../test-support/catalogue-before-shops.js';

const dirs: string[] = [];
const apps: INestApplication[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const aDirectory = () => {
  const dir = mkdtempSync(join(tmpdir(), 'crg-catalogue-'));
  dirs.push(dir);
  return dir;
};
const { document, entries } = aCatalogueDocument();

/** A seeding at start over `store` from `text` written as the seed (none when undefined), with what it said. */
async function startWith(text: string | undefined, store: CatalogueStore = new InMemoryCatalogueStore()) {
  const file = join(aDirectory(), CATALOGUE_SEED_FILE);
  if (text !== undefined) writeFileSync(file, text);
  const said: string[] = [];
  await new CatalogueSeedingAtStart(store, file, OUTER_SHAPE_FORMAT.validate, (line) => said.push(line)).onApplicationBootstrap();
  return { file, said, store };
}

describe('the catalogue seeding at start (docs/decisions/098)', () => {
  it('fills an empty store from the seed and says how many records of each collection it took', async () => {
    const { file, said, store } = await startWith(JSON.stringify(document));
    expect((await store.list()).map(({ collection, id, data }) => ({ collection, id, data }))).toEqual(entries);
    expect(said).toEqual([`Seeded the empty catalogue store from ${file}: 2 destinations, 1 settings, 2 tours (5 records)`]);
  });

  it('starts without a seed, and says the store stays empty', async () => {
    const { file, said, store } = await startWith(undefined);
    expect(await store.isEmpty()).toBe(true);
    expect(said).toEqual([`No catalogue seed at ${file} (\`npm run build\` writes it): the catalogue store stays empty; the pages are built from ui/content`]);
  });

  it('leaves a store that holds records alone, and says nothing', async () => {
    const store = new InMemoryCatalogueStore();
    await store.put(aTourEntry('mine-1'), 'new');
    const { said } = await startWith('not even JSON', store);
    expect((await store.list()).map((record) => record.id)).toEqual(['mine-1']);
    expect(said).toEqual([]);
  });

  it('stops the start on a seed that is not a catalogue document, naming the file and every issue, and stores nothing', async () => {
    const store = new InMemoryCatalogueStore();
    const refusal = startWith(JSON.stringify({ tours: [{ title: 'no id' }], pages: 3 }), store);
    await expect(refusal).rejects.toThrow(InvalidCatalogueSeedError);
    await expect(refusal).rejects.toThrow(/catalogue-seed\.json is not a catalogue document; nothing was stored:\n {2}- tours\[0\]: no id \(a non-empty string\)\n {2}- pages: neither/);
    await expect(startWith('{"tours": [', store)).rejects.toThrow(/catalogue-seed\.json is not JSON: /);
    expect(await store.isEmpty()).toBe(true);
  });

  it('lets a failure that is not the document\'s through as it is', async () => {
    const failing = Object.assign(new InMemoryCatalogueStore(), {
      isEmpty: async () => {
        throw new Error('database is locked');
      },
    });
    await expect(startWith(JSON.stringify(document), failing)).rejects.toThrow('database is locked');
  });

  it('upgrades a store seeded before the shops collection once, and says what it did in one line (docs/decisions/144)', async () => {
    const store = new InMemoryCatalogueStore();
    await store.replaceAll(catalogueRowsBeforeShops());
    const said: string[] = [];
    const seeding = new CatalogueSeedingAtStart(store, join(aDirectory(), CATALOGUE_SEED_FILE), CATALOGUE_FORMAT.validate, (line) => said.push(line));
    await seeding.onApplicationBootstrap();
    expect(await seeding.finished).toBe(true);
    expect(said).toEqual([
      'Upgraded the catalogue store seeded before the shops collection (docs/decisions/144): 3 records created, 38 updated, 2 archived (the gift copies of coffees); publish all to show them',
    ]);
    expect((await store.get('products', 'britt-tarrazu-montecielo'))?.data).toMatchObject({ kind: 'coffee' });
    const again: string[] = [];
    await new CatalogueSeedingAtStart(store, join(aDirectory(), CATALOGUE_SEED_FILE), CATALOGUE_FORMAT.validate, (line) => again.push(line)).onApplicationBootstrap();
    expect(again).toEqual([]);
  });

  it('starts on an old store whose records do not make today\'s catalogue, leaving it as it was and naming each issue', async () => {
    const store = new InMemoryCatalogueStore();
    await store.replaceAll(catalogueRowsBeforeShops().filter((row) => row.collection !== 'settings'));
    const before = await store.list();
    const said: string[] = [];
    await new CatalogueSeedingAtStart(store, join(aDirectory(), CATALOGUE_SEED_FILE), CATALOGUE_FORMAT.validate, (line) => said.push(line)).onApplicationBootstrap();
    expect(said).toEqual([expect.stringMatching(/^The catalogue store was seeded before the shops collection \(docs\/decisions\/144\) and could not be upgraded; nothing changed:\n {2}- settings: settings is missing/)]);
    expect(await store.list()).toEqual(before);
  });

  it('describes counts in one line', () => {
    expect(describeRecords({ settings: 1 })).toBe('1 settings (1 record)');
    expect(describeRecords({ destinations: 2, tours: 40 })).toBe('2 destinations, 40 tours (42 records)');
  });

  it('reads a document file as JSON, and tells a file that is not JSON from one that is missing', async () => {
    const dir = aDirectory();
    writeFileSync(join(dir, 'ok.json'), JSON.stringify(document));
    expect(await readCatalogueDocumentFile(join(dir, 'ok.json'))).toEqual(document);
    writeFileSync(join(dir, 'bad.json'), '{');
    await expect(readCatalogueDocumentFile(join(dir, 'bad.json'))).rejects.toThrow(InvalidCatalogueDocumentError);
    await expect(readCatalogueDocumentFile(join(dir, 'missing.json'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('the server with a catalogue seed in its built UI', () => {
  const start = async (dataDir: string, uiDir: string) => {
    const app = await createApp(loadConfig({}, { adminPassword: 'Pura-Vida-Operator-2026', dataDir, uiDir, port: 0 }), { logger: ['error'] });
    apps.push(app);
    return app.get<CatalogueStore>(CatalogueStoreToken);
  };

  it('seeds its SQLite store at the first start, and never again', async () => {
    const dataDir = aDirectory();
    const uiDir = aDirectory();
    // A sound catalogue, read through the collection schemas as the build's seed is (CATALOGUE_FORMAT).
    writeFileSync(join(uiDir, CATALOGUE_SEED_FILE), JSON.stringify(aSoundCatalogueDocument()));
    const store = await start(dataDir, uiDir);
    expect((await store.list('tours')).map((record) => `${record.id}@${record.version}`)).toEqual([
      'arenal-volcano-hike@1',
      'mistico-hanging-bridges@1',
      'tortuguero-turtle-night-walk@1',
    ]);
    expect(await store.list()).toHaveLength(CATALOGUE_FORMAT.validate(aSoundCatalogueDocument()).length);
    await store.archive({ collection: 'tours', id: 'mistico-hanging-bridges' }, 1);
    await apps.pop()!.close();

    const again = await start(dataDir, uiDir);
    expect((await again.list('tours')).map((record) => record.id)).toEqual(['arenal-volcano-hike', 'tortuguero-turtle-night-walk']);
    expect(await again.revisions('tours', 'arenal-volcano-hike')).toHaveLength(1);
  });

  it('upgrades its SQLite store seeded before the shops collection at start, once', async () => {
    const dataDir = aDirectory();
    const uiDir = aDirectory();
    await (await start(dataDir, uiDir)).replaceAll(catalogueRowsBeforeShops());
    await apps.pop()!.close();
    const store = await start(dataDir, uiDir);
    expect((await store.get('shops', 'gifts'))?.data).toMatchObject({ productIds: expect.arrayContaining(['britt-tarrazu-montecielo']) });
    expect((await store.listArchived('products')).map((record) => record.id)).toEqual(['cafe-britt-tarrazu-montecielo', 'doka-estate-peaberry']);
    await apps.pop()!.close();
    expect(await (await start(dataDir, uiDir)).revisions('products', 'doka-peaberry')).toHaveLength(2);
  });

  it('does not start on an invalid seed', async () => {
    const uiDir = aDirectory();
    writeFileSync(join(uiDir, CATALOGUE_SEED_FILE), '[]');
    await expect(start(aDirectory(), uiDir)).rejects.toThrow(/is not a catalogue document; nothing was stored:\n {2}- settings: settings is missing/);
  });

  it('answers a stale catalogue write 409 and records it cannot take 400', () => {
    expect(statusOfDomainError(new StaleRecordError({ collection: 'tours', id: 'a' }, 1, undefined))).toBe(409);
    expect(statusOfDomainError(new InvalidCatalogueEntryError('the id must be a non-empty string'))).toBe(400);
    expect(statusOfDomainError(new InvalidCatalogueDocumentError(['x']))).toBe(400);
  });
});
