import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** Node's built-in SQLite (docs/decisions/051-node-24-and-its-tools.md): no native module to build. */
export type SqliteDatabase = DatabaseSync;

/**
 * Ordered schema migrations. Append only: a migration that has run on an operator's database is
 * never edited, because `user_version` records how many have run.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE tour_images (
     tour_id    INTEGER PRIMARY KEY,
     image_url  TEXT    NOT NULL,
     updated_at TEXT    NOT NULL
   )`,
  // docs/decisions/036-sessions-and-limits-in-the-database.md: sessions survive a restart; the
  // failed sign-ins and used upload URLs are kept with the records. Times in ms since the epoch.
  `CREATE TABLE admin_sessions (
     token_hash   TEXT    PRIMARY KEY,
     opened_at    INTEGER NOT NULL,
     last_used_at INTEGER NOT NULL
   );
   CREATE INDEX admin_sessions_last_used_at ON admin_sessions (last_used_at);
   CREATE TABLE sign_in_failures (
     id        INTEGER PRIMARY KEY,
     client    TEXT    NOT NULL,
     failed_at INTEGER NOT NULL
   );
   CREATE INDEX sign_in_failures_client ON sign_in_failures (client, failed_at);
   CREATE INDEX sign_in_failures_failed_at ON sign_in_failures (failed_at);
   CREATE TABLE used_upload_urls (
     object_id  TEXT    PRIMARY KEY,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX used_upload_urls_expires_at ON used_upload_urls (expires_at);`,
  // docs/decisions/056: GET /api/health writes here, so a full disk or a read-only file shows as unhealthy.
  `CREATE TABLE health_probe (
     id         INTEGER PRIMARY KEY,
     checked_at INTEGER NOT NULL
   )`,
  // docs/decisions/067-first-party-click-counts.md: clicks per day, link and place; nothing about the visitor.
  `CREATE TABLE click_counts (
     day      TEXT    NOT NULL,
     link_id  TEXT    NOT NULL,
     page     TEXT    NOT NULL,
     section  TEXT    NOT NULL,
     position INTEGER NOT NULL,
     clicks   INTEGER NOT NULL,
     PRIMARY KEY (day, link_id, page, section, position)
   ) WITHOUT ROWID`,
];

/** Opens (creating if needed) the SQLite file in WAL mode and runs pending migrations. */
export function openDatabase(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: 5000 });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  migrate(db);
  return db;
}

function migrate(db: SqliteDatabase): void {
  const applied = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
  for (let version = applied; version < MIGRATIONS.length; version++) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(MIGRATIONS[version]!);
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}

/** Whether the database answers a query, for GET /api/health. */
export function sqliteReadable(db: SqliteDatabase): boolean {
  try {
    return db.isOpen && (db.prepare('SELECT 1 AS one').get() as { one: number } | undefined)?.one === 1;
  } catch {
    return false;
  }
}

/** Whether the database takes a write (one row, rewritten each time), for GET /api/health (docs/decisions/056). */
export function sqliteWritable(db: SqliteDatabase, now: number = Date.now()): boolean {
  try {
    db.prepare('INSERT INTO health_probe (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at').run(now);
    return true;
  } catch {
    return false;
  }
}
