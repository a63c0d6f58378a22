import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../adapters/memory/manual-clock.js';
import { openDatabase } from '../adapters/sqlite/database.js';
import { SqliteCatalogueStore } from '../adapters/sqlite/sqlite-catalogue-store.js';
import { OUTER_SHAPE_FORMAT } from '../test-support/outer-shape-catalogue.js';
import { CATALOGUE_FORMAT } from '../domain/catalogue/catalogue-format.js';
import { aCatalogueDocument as aSoundCatalogueDocument } from '../test-support/catalogue-documents.js';
import { InvalidCatalogueDocumentError } from '../domain/catalogue/catalogue-document-io.js';
import { aCatalogueDocument, aTourEntry } from '../test-support/catalogue-records.js';
import { catalogueExportCommand, catalogueImportCommand, type CommandContext } from './catalogue-command.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const { document, entries } = aCatalogueDocument();

/** A folder to type commands in, its DATA_DIR, and what the commands print. */
function aTerminal(env: Record<string, string> = {}) {
  const cwd = mkdtempSync(join(tmpdir(), 'crg-catalogue-command-'));
  dirs.push(cwd);
  const dataDir = join(cwd, 'data');
  const out: string[] = [];
  const err: string[] = [];
  // The storage is this test's subject: small documents in the outer-shape format (the schemas have their own tests).
  const context: CommandContext = { env: { DATA_DIR: dataDir, ...env }, cwd, output: { out: (line) => out.push(line), err: (line) => err.push(line) }, format: OUTER_SHAPE_FORMAT };
  const live = async () => {
    const db = openDatabase(join(dataDir, 'portal.db'));
    try {
      return (await new SqliteCatalogueStore(db, new ManualClock()).list()).map(({ collection, id, data }) => ({ collection, id, data }));
    } finally {
      db.close();
    }
  };
  const write = (name: string, text: string) => {
    writeFileSync(join(cwd, name), text);
    return name;
  };
  return { cwd, dataDir, out, err, context, live, write };
}

describe('npm run catalogue:import (docs/decisions/098)', () => {
  it('makes the live catalogue the file\'s records, the file named from the folder the command was typed in, and says what changed', async () => {
    const terminal = aTerminal();
    const file = terminal.write('catalogue.json', JSON.stringify(document));
    expect(await catalogueImportCommand(['--', file], terminal.context)).toBe(0);
    expect(terminal.out).toEqual([
      `Imported ${join(terminal.cwd, file)} into SQLite ${join(terminal.dataDir, 'portal.db')}: 2 destinations, 1 settings, 2 tours (5 records); 5 created, 0 updated, 0 archived, 0 unchanged.`,
    ]);
    expect(terminal.err).toEqual([]);
    expect(await terminal.live()).toEqual(entries);

    const next = terminal.write('next.json', JSON.stringify({ ...document, tours: [(document.tours as object[])[0]] }));
    expect(await catalogueImportCommand([next], terminal.context)).toBe(0);
    expect(terminal.out[1]).toMatch(/: 2 destinations, 1 settings, 1 tours \(4 records\); 0 created, 0 updated, 1 archived, 4 unchanged\.$/);
  });

  it('changes nothing when the file is not a catalogue document, and prints every issue', async () => {
    const terminal = aTerminal();
    await catalogueImportCommand([terminal.write('good.json', JSON.stringify(document))], terminal.context);
    const bad = terminal.write('bad.json', JSON.stringify({ tours: [{ id: 'a' }, { title: 'no id' }, { id: 'a' }], pages: 'text' }));
    expect(await catalogueImportCommand([bad], terminal.context)).toBe(1);
    expect(terminal.err).toEqual([
      `${join(terminal.cwd, bad)} is not a catalogue document; nothing was changed:\n  - tours[1]: no id (a non-empty string)\n  - tours[2]: the id a repeats\n  - pages: neither a list of records nor one record (an object)`,
    ]);
    expect(await terminal.live()).toEqual(entries);

    expect(await catalogueImportCommand([terminal.write('cut.json', '{"tours": [')], terminal.context)).toBe(1);
    expect(terminal.err[1]).toMatch(/cut\.json is not a catalogue document; nothing was changed:\n {2}- .*cut\.json is not JSON: /);
    expect(await catalogueImportCommand(['missing.json'], terminal.context)).toBe(1);
    expect(terminal.err[2]).toMatch(/missing\.json cannot be read: .*ENOENT/);
    expect(await terminal.live()).toEqual(entries);
  });

  it('changes nothing when the validator gives a record twice', async () => {
    const terminal = aTerminal();
    const twice = { ...terminal.context, format: { ...OUTER_SHAPE_FORMAT, validate: () => [aTourEntry('a'), aTourEntry('a')] } };
    expect(await catalogueImportCommand([terminal.write('x.json', '{}')], twice)).toBe(1);
    expect(terminal.err).toEqual([`${join(terminal.cwd, 'x.json')} holds a record the store cannot keep; nothing was changed: tours/a is given twice`]);
  });

  it('takes exactly one file name', async () => {
    for (const args of [[], ['--'], ['a.json', 'b.json'], ['--force']]) {
      const terminal = aTerminal();
      expect(await catalogueImportCommand(args, terminal.context)).toBe(2);
      expect(terminal.err).toEqual(['Usage: npm run catalogue:import -- <file.json>']);
      expect(existsSync(terminal.dataDir)).toBe(false);
    }
  });

  it('stops on the server\'s settings when one is wrong, naming it', async () => {
    const terminal = aTerminal({ DATABASE_URL: 'mysql://db/portal' });
    expect(await catalogueImportCommand([terminal.write('c.json', JSON.stringify(document))], terminal.context)).toBe(1);
    expect(terminal.err[0]).toMatch(/^Configuration error: DATABASE_URL /);
  });
});

describe('npm run catalogue:export (docs/decisions/098)', () => {
  it('writes the live catalogue to the file as one document, which imports back to the same records', async () => {
    const terminal = aTerminal();
    await catalogueImportCommand([terminal.write('in.json', JSON.stringify({ ...document, gone: [{ id: 'x' }] }))], terminal.context);
    await catalogueImportCommand([terminal.write('in.json', JSON.stringify(document))], terminal.context);
    mkdirSync(join(terminal.cwd, 'backups'));
    expect(await catalogueExportCommand(['backups/out.json'], terminal.context)).toBe(0);
    const out = join(terminal.cwd, 'backups', 'out.json');
    expect(terminal.out[2]).toBe(`Exported the catalogue of SQLite ${join(terminal.dataDir, 'portal.db')} to ${out}: 2 destinations, 1 settings, 2 tours (5 records).`);
    expect(readFileSync(out, 'utf8')).toBe(`${JSON.stringify(document, null, 2)}\n`);
    expect(readdirSync(join(terminal.cwd, 'backups'))).toEqual(['out.json']);

    writeFileSync(out, 'an older backup');
    expect(await catalogueExportCommand([out], terminal.context)).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(document);
  });

  it('writes nothing when there is no database or no live record', async () => {
    const terminal = aTerminal();
    expect(await catalogueExportCommand(['out.json'], terminal.context)).toBe(1);
    expect(terminal.err[0]).toBe(`There is no database at ${join(terminal.dataDir, 'portal.db')} (DATA_DIR=${terminal.dataDir}; set DATABASE_URL for PostgreSQL).`);
    expect(existsSync(terminal.dataDir)).toBe(false);
    openDatabase(join((mkdirSync(terminal.dataDir), terminal.dataDir), 'portal.db')).close();
    expect(await catalogueExportCommand(['out.json'], terminal.context)).toBe(1);
    expect(terminal.err[1]).toMatch(/holds no live record: there is nothing to export, and .*out\.json was not written\.$/);
    expect(existsSync(join(terminal.cwd, 'out.json'))).toBe(false);
  });

  it('writes a backup that would not import all the same, and says why it would not', async () => {
    const terminal = aTerminal();
    await catalogueImportCommand([terminal.write('in.json', JSON.stringify(document))], terminal.context);
    const strict = {
      ...terminal.context,
      format: {
        ...OUTER_SHAPE_FORMAT,
        validate: () => {
          throw new InvalidCatalogueDocumentError(['tours.arenal-2: no destination lost']);
        },
      },
    };
    expect(await catalogueExportCommand(['out.json'], strict)).toBe(1);
    expect(JSON.parse(readFileSync(join(terminal.cwd, 'out.json'), 'utf8'))).toEqual(document);
    expect(terminal.err).toEqual([`Warning: ${join(terminal.cwd, 'out.json')} would not import as it is:\n  - tours.arenal-2: no destination lost`]);
  });

  it('says so when the file cannot be written, and leaves no temporary file', async () => {
    const terminal = aTerminal();
    await catalogueImportCommand([terminal.write('in.json', JSON.stringify(document))], terminal.context);
    expect(await catalogueExportCommand(['no-such-folder/out.json'], terminal.context)).toBe(1);
    expect(terminal.err[0]).toMatch(/no-such-folder\/out\.json could not be written: .*ENOENT/);
    mkdirSync(join(terminal.cwd, 'taken.json'));
    expect(await catalogueExportCommand(['taken.json'], terminal.context)).toBe(1);
    expect(readdirSync(terminal.cwd).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('takes exactly one file name', async () => {
    const terminal = aTerminal();
    expect(await catalogueExportCommand([], terminal.context)).toBe(2);
    expect(terminal.err).toEqual(['Usage: npm run catalogue:export -- <file.json>']);
  });
});

describe('the npm scripts', () => {
  it('run the commands with the server\'s settings from the environment, with their exit codes', () => {
    const terminal = aTerminal();
    // The npm scripts read and write documents through the collection schemas (CATALOGUE_FORMAT): a sound catalogue.
    const sound = aSoundCatalogueDocument();
    const file = join(terminal.cwd, terminal.write('catalogue.json', JSON.stringify(sound)));
    const { DATABASE_URL: _none, ...env } = process.env;
    const npm = (...args: string[]) => spawnSync('npm', ['run', '--silent', ...args], { env: { ...env, DATA_DIR: terminal.dataDir }, encoding: 'utf8' });
    const imported = npm('catalogue:import', '--', file);
    expect(imported.stdout).toMatch(/^Imported .*catalogue\.json into SQLite .*: 2 destinations, 2 developments, 1 hotels, 4 pages, 3 products, 1 settings, 3 shops, 3 tours \(19 records\); 19 created/);
    expect(imported.status).toBe(0);
    const exported = npm('catalogue:export', '--', join(terminal.cwd, 'out.json'));
    expect(exported.status).toBe(0);
    expect(JSON.parse(readFileSync(join(terminal.cwd, 'out.json'), 'utf8'))).toEqual(JSON.parse(JSON.stringify(CATALOGUE_FORMAT.write(CATALOGUE_FORMAT.validate(sound)))));
    const refused = npm('catalogue:import', '--', join(terminal.cwd, terminal.write('bad.json', '[]')));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('bad.json is not a catalogue document; nothing was changed:\n  - settings: settings is missing');
    expect(npm('catalogue:import').status).toBe(2);
  }, 60_000);
});
