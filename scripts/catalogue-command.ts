/**
 * `npm run catalogue:export -- <file.json>` and `npm run catalogue:import -- <file.json>` (docs/decisions/098): the
 * live catalogue as one JSON document, for backups and for moving between SQLite and PostgreSQL. They read the same
 * settings as the server (server/config.ts: DATA_DIR, or DATABASE_URL), so they act on the database `npm start` uses.
 * The import is validated before anything is written and replaces the live records in one transaction: an invalid file
 * changes nothing, and every issue is printed. Documents are read and written in CATALOGUE_FORMAT, as the server's
 * first seeding reads them.
 *
 * Exit codes: 0 done; 1 nothing was changed (an invalid document, a file or database that cannot be used, an empty
 * store to export); 2 wrong usage.
 */
import { existsSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { openPostgres } from '../adapters/postgres/database.js';
import { PostgresCatalogueStore } from '../adapters/postgres/postgres-catalogue-store.js';
import { openDatabase } from '../adapters/sqlite/database.js';
import { SqliteCatalogueStore } from '../adapters/sqlite/sqlite-catalogue-store.js';
import { SystemClock } from '../adapters/system/system-clock.js';
import { InvalidCatalogueDocumentError, validatedEntries } from '../domain/catalogue/catalogue-document-io.js';
import { CATALOGUE_FORMAT, type CatalogueFormat } from '../domain/catalogue/catalogue-format.js';
import { exportCatalogue, importCatalogue } from '../domain/catalogue/catalogue-seeding.js';
import { InvalidCatalogueEntryError, type CatalogueStore } from '../domain/catalogue/catalogue-store.js';
import { readCatalogueDocumentFile } from '../server/catalogue/catalogue-document-file.js';
import { describeRecords } from '../server/catalogue/describe-records.js';
import { ConfigError, loadConfig, type AppConfig } from '../server/config.js';

export const DONE = 0;
export const NOTHING_CHANGED = 1;
export const WRONG_USAGE = 2;

/** Where the command's lines go: `out` for what it did, `err` for what went wrong. */
export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

export interface CommandContext {
  /** The environment the settings are read from (process.env). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Where a relative file name is taken from: the folder the command was typed in (npm's INIT_CWD). */
  readonly cwd: string;
  readonly output: CommandOutput;
  /** The document format; CATALOGUE_FORMAT unless a test says otherwise. */
  readonly format?: CatalogueFormat;
}

/** The store of the server's database, what to call it in messages, and how to let it go. */
interface OpenStore {
  readonly store: CatalogueStore;
  readonly where: string;
  close(): Promise<void>;
}

class CommandFailure extends Error {}

/** DATABASE_URL without its password, for messages. */
function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}

const reasonOf = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
};

/** The catalogue store of the server's database; `mustExist`: a missing SQLite file is a failure, not a new database. */
async function openStore(config: AppConfig, mustExist: boolean): Promise<OpenStore> {
  const clock = new SystemClock();
  if (config.databaseUrl !== undefined) {
    const where = `PostgreSQL ${redacted(config.databaseUrl)}`;
    try {
      const pool = await openPostgres(config.databaseUrl, { max: 2 });
      return { store: new PostgresCatalogueStore(pool, clock), where, close: () => pool.end() };
    } catch (error) {
      throw new CommandFailure(`The database of DATABASE_URL (${redacted(config.databaseUrl)}) cannot be used: ${reasonOf(error)}`);
    }
  }
  const file = join(config.dataDir, 'portal.db');
  if (mustExist && !existsSync(file)) throw new CommandFailure(`There is no database at ${file} (DATA_DIR=${config.dataDir}; set DATABASE_URL for PostgreSQL).`);
  try {
    const db = openDatabase(file);
    return { store: new SqliteCatalogueStore(db, clock), where: `SQLite ${file}`, close: async () => db.close() };
  } catch (error) {
    throw new CommandFailure(`The database ${file} cannot be used: ${reasonOf(error)}`);
  }
}

class UsageError extends Error {}

/** The one file argument, resolved against `cwd`; UsageError otherwise. */
function fileArgument(command: string, args: readonly string[], cwd: string): string {
  const files = args.filter((arg) => arg !== '--');
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new UsageError(`Usage: npm run ${command} -- <file.json>`);
  return resolve(cwd, files[0]!);
}

/**
 * Reads the settings, opens the server's catalogue store, runs `work` on it and closes it, turning each kind of failure
 * into its message (on `err`) and exit code.
 */
async function run(
  command: string,
  args: readonly string[],
  context: CommandContext,
  mustExist: boolean,
  work: (file: string, open: OpenStore, format: CatalogueFormat) => Promise<void>,
): Promise<number> {
  const { output } = context;
  let open: OpenStore | undefined;
  try {
    const file = fileArgument(command, args, context.cwd);
    open = await openStore(loadConfig(context.env), mustExist);
    await work(file, open, context.format ?? CATALOGUE_FORMAT);
    return DONE;
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(error.message);
      return WRONG_USAGE;
    }
    if (error instanceof CommandFailure || error instanceof ConfigError) {
      output.err(error.message);
      return NOTHING_CHANGED;
    }
    output.err(`${command} failed; nothing was changed: ${reasonOf(error)}`);
    return NOTHING_CHANGED;
  } finally {
    await open?.close();
  }
}

/** Writes `text` to `file` whole or not at all: a temporary file beside it, then renamed over it. */
async function writeWhole(file: string, text: string): Promise<void> {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, text);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw new CommandFailure(`${file} could not be written: ${reasonOf(error)}`);
  }
}

/** `npm run catalogue:export -- <file.json>`: the live catalogue written to the file as one document. */
export function catalogueExportCommand(args: readonly string[], context: CommandContext): Promise<number> {
  return run('catalogue:export', args, context, true, async (file, { store, where }, format) => {
    const { document, perCollection } = await exportCatalogue(store, format.write);
    if (Object.keys(perCollection).length === 0) throw new CommandFailure(`The catalogue in ${where} holds no live record: there is nothing to export, and ${file} was not written.`);
    // A backup that would not import is worth knowing of at once; it is written all the same.
    let issues: readonly string[] = [];
    try {
      validatedEntries(document, format.validate);
    } catch (error) {
      if (!(error instanceof InvalidCatalogueDocumentError)) throw error;
      issues = error.issues;
    }
    await writeWhole(file, `${JSON.stringify(document, null, 2)}\n`);
    context.output.out(`Exported the catalogue of ${where} to ${file}: ${describeRecords(perCollection)}.`);
    if (issues.length > 0) {
      throw new CommandFailure(`Warning: ${file} would not import as it is:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    }
  });
}

/** `npm run catalogue:import -- <file.json>`: the live catalogue made exactly the file's records, or, when it is invalid, left as it was. */
export function catalogueImportCommand(args: readonly string[], context: CommandContext): Promise<number> {
  return run('catalogue:import', args, context, false, async (file, { store, where }, format) => {
    let document: unknown;
    try {
      document = await readCatalogueDocumentFile(file);
    } catch (error) {
      if (error instanceof InvalidCatalogueDocumentError) throw invalid(file, error);
      throw new CommandFailure(`${file} cannot be read: ${reasonOf(error)}`);
    }
    let imported;
    try {
      imported = await importCatalogue(store, document, format.validate);
    } catch (error) {
      if (error instanceof InvalidCatalogueDocumentError) throw invalid(file, error);
      if (error instanceof InvalidCatalogueEntryError) throw new CommandFailure(`${file} holds a record the store cannot keep; nothing was changed: ${error.problem}`);
      throw error;
    }
    const { created, updated, archived, unchanged, perCollection } = imported;
    context.output.out(
      `Imported ${file} into ${where}: ${describeRecords(perCollection)}; ${created} created, ${updated} updated, ${archived} archived, ${unchanged} unchanged.`,
    );
  });
}

function invalid(file: string, error: InvalidCatalogueDocumentError): CommandFailure {
  return new CommandFailure(`${file} is not a catalogue document; nothing was changed:\n${error.issues.map((issue) => `  - ${issue}`).join('\n')}`);
}

/** The context of a command typed in a terminal: process.env, the folder it was typed in, the console. */
export function terminalContext(): CommandContext {
  return {
    env: process.env,
    cwd: process.env.INIT_CWD ?? process.cwd(),
    output: { out: (line) => console.log(line), err: (line) => console.error(line) },
  };
}
