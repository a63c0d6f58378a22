import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type SqliteDatabase = Database.Database;

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
];

/** Opens (creating if needed) the SQLite file in WAL mode and runs pending migrations. */
export function openDatabase(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: SqliteDatabase): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  for (let version = applied; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
