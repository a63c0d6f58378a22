import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
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
  // docs/decisions/098-catalogue-store-and-revisions.md: the catalogue's records (data as JSON text, kept when
  // archived) and one revision per change, which triggers keep from ever being changed or removed. Times ISO 8601.
  `CREATE TABLE catalogue_records (
     collection  TEXT    NOT NULL,
     id          TEXT    NOT NULL,
     version     INTEGER NOT NULL CHECK (version >= 1),
     data        TEXT    NOT NULL CHECK (json_valid(data)),
     updated_at  TEXT    NOT NULL,
     archived_at TEXT,
     PRIMARY KEY (collection, id)
   ) WITHOUT ROWID;
   CREATE TABLE catalogue_revisions (
     collection  TEXT    NOT NULL,
     id          TEXT    NOT NULL,
     version     INTEGER NOT NULL,
     data_before TEXT    CHECK (data_before IS NULL OR json_valid(data_before)),
     data_after  TEXT    CHECK (data_after IS NULL OR json_valid(data_after)),
     at          TEXT    NOT NULL,
     PRIMARY KEY (collection, id, version)
   ) WITHOUT ROWID;
   CREATE TRIGGER catalogue_revisions_never_change BEFORE UPDATE ON catalogue_revisions
     BEGIN SELECT RAISE(ABORT, 'catalogue revisions are immutable'); END;
   CREATE TRIGGER catalogue_revisions_never_go BEFORE DELETE ON catalogue_revisions
     BEGIN SELECT RAISE(ABORT, 'catalogue revisions are immutable'); END;`,
  // docs/decisions/102-published-pages-in-the-database.md: the current publication, replaced in one transaction per
  // commit: its head (one row, with every page's reads as JSON), the records the public site shows, and the overlay
  // over the build's files, where a row without a body is a file the site no longer has.
  `CREATE TABLE publication_head (
     id           INTEGER PRIMARY KEY CHECK (id = 1),
     generation   INTEGER NOT NULL CHECK (generation >= 1),
     published_at TEXT    NOT NULL,
     build_id     TEXT    NOT NULL,
     page_reads   TEXT    NOT NULL CHECK (json_valid(page_reads))
   );
   CREATE TABLE published_records (
     collection TEXT    NOT NULL,
     id         TEXT    NOT NULL,
     version    INTEGER NOT NULL CHECK (version >= 1),
     data       TEXT    NOT NULL CHECK (json_valid(data)),
     PRIMARY KEY (collection, id)
   ) WITHOUT ROWID;
   CREATE TABLE published_files (
     file         TEXT    PRIMARY KEY,
     generation   INTEGER NOT NULL,
     content_type TEXT,
     body         BLOB,
     br           BLOB,
     gzip         BLOB,
     CHECK ((content_type IS NULL) = (body IS NULL))
   );`,
  // docs/decisions/104: the catalogue changes scheduled for a time, claimed by one server at a time until claimed_until
  // (a lease), so each is made once. Times in ms since the epoch; data as JSON text, NULL for an archiving.
  `CREATE TABLE catalogue_scheduled_changes (
     id            INTEGER PRIMARY KEY,
     collection    TEXT    NOT NULL,
     record_id     TEXT    NOT NULL,
     kind          TEXT    NOT NULL CHECK (kind IN ('update', 'archive')),
     data          TEXT    CHECK (data IS NULL OR json_valid(data)),
     base_version  INTEGER NOT NULL,
     run_at        INTEGER NOT NULL,
     scheduled_at  INTEGER NOT NULL,
     state         TEXT    NOT NULL CHECK (state IN ('pending', 'done', 'failed', 'cancelled')),
     claimed_by    TEXT,
     claimed_until INTEGER,
     outcome       TEXT,
     finished_at   INTEGER
   );
   CREATE INDEX catalogue_scheduled_changes_due ON catalogue_scheduled_changes (state, run_at);`,
  // docs/decisions/117: the records one bulk price change wrote together, so that one restore undoes them.
  `CREATE TABLE catalogue_change_sets (
     id      INTEGER PRIMARY KEY AUTOINCREMENT,
     content TEXT    NOT NULL CHECK (json_valid(content))
   );`,
  // docs/decisions/121-123 (issue 39): newsletter subscriptions with their record of consent, the suppression entries
  // unsubscribing leaves (a hash of the address), relocation requests, and the mail queue: each mail claimed by one
  // server at a time under a lease (lease_until), its id the Message-ID. Times in ms since the epoch.
  `CREATE TABLE newsletter_subscriptions (
     email           TEXT    PRIMARY KEY,
     state           TEXT    NOT NULL CHECK (state IN ('pending', 'confirmed')),
     consent_version TEXT    NOT NULL,
     consent_text    TEXT    NOT NULL,
     page            TEXT    NOT NULL,
     requested_at    INTEGER NOT NULL,
     confirmed_at    INTEGER
   ) WITHOUT ROWID;
   CREATE INDEX newsletter_subscriptions_pending ON newsletter_subscriptions (state, requested_at);
   CREATE TABLE newsletter_suppressions (
     email_hash    TEXT    PRIMARY KEY,
     suppressed_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE TABLE relocation_requests (
     id          TEXT    PRIMARY KEY,
     name        TEXT    NOT NULL,
     email       TEXT    NOT NULL,
     services    TEXT    NOT NULL CHECK (json_valid(services)),
     move_when   TEXT    NOT NULL,
     message     TEXT    NOT NULL,
     status      TEXT    NOT NULL CHECK (status IN ('new', 'answered', 'archived')),
     received_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX relocation_requests_received_at ON relocation_requests (received_at);
   CREATE INDEX relocation_requests_email ON relocation_requests (email);
   CREATE TABLE mail_outbox (
     seq             INTEGER PRIMARY KEY,
     id              TEXT    NOT NULL UNIQUE,
     kind            TEXT    NOT NULL,
     sender          TEXT    NOT NULL,
     recipient       TEXT    NOT NULL,
     person          TEXT    NOT NULL,
     subject         TEXT    NOT NULL,
     body            TEXT    NOT NULL,
     unsubscribe_url TEXT,
     reply_to        TEXT,
     created_at      INTEGER NOT NULL,
     state           TEXT    NOT NULL CHECK (state IN ('queued', 'sending', 'sent', 'retrying', 'failed')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     lease_holder    TEXT,
     lease_until     INTEGER,
     sent_at         INTEGER,
     last_error      TEXT
   );
   CREATE INDEX mail_outbox_due ON mail_outbox (state, next_attempt_at);
   CREATE INDEX mail_outbox_person ON mail_outbox (person);`,
  // docs/decisions/128: each link's last finding (JSON) and the operator's dismissal, and the one row of the link
  // check run's lease and times (JSON), claimed inside BEGIN IMMEDIATE.
  `CREATE TABLE link_health (
     link_id   TEXT PRIMARY KEY,
     health    TEXT NOT NULL CHECK (json_valid(health)),
     dismissal TEXT CHECK (dismissal IS NULL OR json_valid(dismissal))
   );
   CREATE TABLE link_check_run (
     id     INTEGER PRIMARY KEY CHECK (id = 1),
     status TEXT    NOT NULL CHECK (json_valid(status))
   );`,
];

/** Opens (creating if needed) the SQLite file in WAL mode and runs pending migrations. */
export function openDatabase(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: 5000 });
  db.exec('PRAGMA journal_mode = WAL');
  // docs/decisions/108: in WAL mode NORMAL syncs the file at checkpoints, not at each commit, so a write no longer holds
  // the server's one thread for a disk flush; a commit survives a crash of the process (kill -9), and a power cut at worst
  // loses the last commits, never the file's consistency.
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  migrate(db);
  return db;
}

/**
 * Applies the migrations not applied yet, each in its own write transaction. The version is read again inside each
 * one: another server starting on the same file at the same moment may have applied it meanwhile, and BEGIN IMMEDIATE
 * makes the two take turns (docs/decisions/139).
 */
function migrate(db: SqliteDatabase): void {
  const version = () => Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
  while (version() < MIGRATIONS.length) {
    inTransaction(db, () => {
      const applied = version();
      if (applied >= MIGRATIONS.length) return;
      db.exec(MIGRATIONS[applied]!);
      db.exec(`PRAGMA user_version = ${applied + 1}`);
    });
  }
}

/**
 * Runs `work` in one write transaction (BEGIN IMMEDIATE … COMMIT) and gives its result; when the work or the commit
 * fails, rolls back and throws that failure. SQLite rolls some failures back itself (SQLITE_FULL and SQLITE_IOERR
 * may): a ROLLBACK then has nothing to undo and would throw "cannot rollback - no transaction is active" in place of
 * the cause the log must show (issue 35), so it is only sent while a transaction is open, and its own failure never
 * replaces the first one.
 */
export function inTransaction<T>(db: SqliteDatabase, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) {
      try {
        db.exec('ROLLBACK');
      } catch {
        // The first failure is the one worth telling; SQLite ends a transaction whose rollback failed with the connection's next statement.
      }
    }
    throw error;
  }
}

/**
 * The rows a write gives back (`… RETURNING …`), the statement run to its end. Outside a transaction a statement
 * commits when it ends, which is where a full disk refuses it in WAL mode (the write reaches the file then);
 * node:sqlite's `get()` stops after the first row and does not report a commit that fails as the statement is reset,
 * so it would give a row that was never kept (issue 35: attempts that were never counted). `all()` steps to the end
 * and throws.
 */
export function writeReturning<Row>(db: SqliteDatabase, sql: string, ...parameters: SQLInputValue[]): Row[] {
  return db.prepare(sql).all(...parameters) as unknown as Row[];
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
