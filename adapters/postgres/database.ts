import pg from 'pg';

export type PostgresPool = pg.Pool;

/**
 * Ordered schema migrations (docs/decisions/034-postgresql.md). Append only: a migration that has run
 * on an operator's database is never edited, because `schema_migrations` records which have run.
 * Times are milliseconds since the epoch, as in the SQLite file.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE tour_images (
     tour_id    INTEGER     PRIMARY KEY,
     image_url  TEXT        NOT NULL,
     updated_at TIMESTAMPTZ NOT NULL
   )`,
  `CREATE TABLE admin_sessions (
     token_hash   TEXT   PRIMARY KEY,
     opened_at    BIGINT NOT NULL,
     last_used_at BIGINT NOT NULL
   );
   CREATE INDEX admin_sessions_last_used_at ON admin_sessions (last_used_at);
   CREATE TABLE sign_in_failures (
     id        BIGSERIAL PRIMARY KEY,
     client    TEXT      NOT NULL,
     failed_at BIGINT    NOT NULL
   );
   CREATE INDEX sign_in_failures_client ON sign_in_failures (client, failed_at);
   CREATE INDEX sign_in_failures_failed_at ON sign_in_failures (failed_at);
   CREATE TABLE used_upload_urls (
     object_id  TEXT   PRIMARY KEY,
     expires_at BIGINT NOT NULL
   );
   CREATE INDEX used_upload_urls_expires_at ON used_upload_urls (expires_at);`,
  // docs/decisions/056: GET /api/health writes here, so a read-only or full database shows as unhealthy.
  `CREATE TABLE health_probe (
     id         INTEGER PRIMARY KEY,
     checked_at BIGINT  NOT NULL
   )`,
  // docs/decisions/067-first-party-click-counts.md: clicks per day, link and place; nothing about the visitor.
  `CREATE TABLE click_counts (
     day      DATE    NOT NULL,
     link_id  TEXT    NOT NULL,
     page     TEXT    NOT NULL,
     section  TEXT    NOT NULL,
     position INTEGER NOT NULL,
     clicks   BIGINT  NOT NULL,
     PRIMARY KEY (day, link_id, page, section, position)
   )`,
  // docs/decisions/098-catalogue-store-and-revisions.md: the catalogue's records (data kept when archived) and one
  // revision per change, which a trigger keeps from ever being changed or removed.
  `CREATE TABLE catalogue_records (
     collection  TEXT        NOT NULL,
     id          TEXT        NOT NULL,
     version     INTEGER     NOT NULL CHECK (version >= 1),
     data        JSONB       NOT NULL,
     updated_at  TIMESTAMPTZ NOT NULL,
     archived_at TIMESTAMPTZ,
     PRIMARY KEY (collection, id)
   );
   CREATE TABLE catalogue_revisions (
     collection  TEXT        NOT NULL,
     id          TEXT        NOT NULL,
     version     INTEGER     NOT NULL,
     data_before JSONB,
     data_after  JSONB,
     at          TIMESTAMPTZ NOT NULL,
     PRIMARY KEY (collection, id, version)
   );
   CREATE FUNCTION catalogue_revisions_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN RAISE EXCEPTION 'catalogue revisions are immutable'; END $$;
   CREATE TRIGGER catalogue_revisions_never_change BEFORE UPDATE OR DELETE ON catalogue_revisions
     FOR EACH ROW EXECUTE FUNCTION catalogue_revisions_are_immutable();`,
  // docs/decisions/102-published-pages-in-the-database.md: the current publication, replaced in one transaction per
  // commit: its head (one row, with every page's reads), the records the public site shows, and the overlay over the
  // build's files, where a row without a body is a file the site no longer has.
  `CREATE TABLE publication_head (
     id           INTEGER     PRIMARY KEY CHECK (id = 1),
     generation   INTEGER     NOT NULL CHECK (generation >= 1),
     published_at TIMESTAMPTZ NOT NULL,
     build_id     TEXT        NOT NULL,
     page_reads   JSONB       NOT NULL
   );
   CREATE TABLE published_records (
     collection TEXT    NOT NULL,
     id         TEXT    NOT NULL,
     version    INTEGER NOT NULL CHECK (version >= 1),
     data       JSONB   NOT NULL,
     PRIMARY KEY (collection, id)
   );
   CREATE TABLE published_files (
     file         TEXT    PRIMARY KEY,
     generation   INTEGER NOT NULL,
     content_type TEXT,
     body         BYTEA,
     br           BYTEA,
     gzip         BYTEA,
     CHECK ((content_type IS NULL) = (body IS NULL))
   );`,
  // docs/decisions/104: the catalogue changes scheduled for a time, claimed by one server at a time until claimed_until
  // (a lease), so each is made once. Times in ms since the epoch; data NULL for an archiving.
  `CREATE TABLE catalogue_scheduled_changes (
     id            BIGSERIAL PRIMARY KEY,
     collection    TEXT      NOT NULL,
     record_id     TEXT      NOT NULL,
     kind          TEXT      NOT NULL CHECK (kind IN ('update', 'archive')),
     data          JSONB,
     base_version  INTEGER   NOT NULL,
     run_at        BIGINT    NOT NULL,
     scheduled_at  BIGINT    NOT NULL,
     state         TEXT      NOT NULL CHECK (state IN ('pending', 'done', 'failed', 'cancelled')),
     claimed_by    TEXT,
     claimed_until BIGINT,
     outcome       TEXT,
     finished_at   BIGINT
   );
   CREATE INDEX catalogue_scheduled_changes_due ON catalogue_scheduled_changes (state, run_at);`,
  // docs/decisions/117: the records one bulk price change wrote together, so that one restore undoes them.
  `CREATE TABLE catalogue_change_sets (
     id      BIGSERIAL PRIMARY KEY,
     content JSONB     NOT NULL
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
     requested_at    BIGINT NOT NULL,
     confirmed_at    BIGINT
   );
   CREATE INDEX newsletter_subscriptions_pending ON newsletter_subscriptions (state, requested_at);
   CREATE TABLE newsletter_suppressions (
     email_hash    TEXT    PRIMARY KEY,
     suppressed_at BIGINT NOT NULL
   );
   CREATE TABLE relocation_requests (
     id          TEXT    PRIMARY KEY,
     name        TEXT    NOT NULL,
     email       TEXT    NOT NULL,
     services    JSONB   NOT NULL,
     move_when   TEXT    NOT NULL,
     message     TEXT    NOT NULL,
     status      TEXT    NOT NULL CHECK (status IN ('new', 'answered', 'archived')),
     received_at BIGINT NOT NULL
   );
   CREATE INDEX relocation_requests_received_at ON relocation_requests (received_at);
   CREATE INDEX relocation_requests_email ON relocation_requests (email);
   CREATE TABLE mail_outbox (
     seq             BIGSERIAL PRIMARY KEY,
     id              TEXT    NOT NULL UNIQUE,
     kind            TEXT    NOT NULL,
     sender          TEXT    NOT NULL,
     recipient       TEXT    NOT NULL,
     person          TEXT    NOT NULL,
     subject         TEXT    NOT NULL,
     body            TEXT    NOT NULL,
     unsubscribe_url TEXT,
     reply_to        TEXT,
     created_at      BIGINT NOT NULL,
     state           TEXT    NOT NULL CHECK (state IN ('queued', 'sending', 'sent', 'retrying', 'failed')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     next_attempt_at BIGINT NOT NULL,
     lease_holder    TEXT,
     lease_until     BIGINT,
     sent_at         BIGINT,
     last_error      TEXT
   );
   CREATE INDEX mail_outbox_due ON mail_outbox (state, next_attempt_at);
   CREATE INDEX mail_outbox_person ON mail_outbox (person);`,
  // docs/decisions/128: each link's last finding and the operator's dismissal, and the one row of the link check
  // run's lease and times, claimed under SELECT … FOR UPDATE.
  `CREATE TABLE link_health (
     link_id   TEXT  PRIMARY KEY,
     health    JSONB NOT NULL,
     dismissal JSONB
   );
   CREATE TABLE link_check_run (
     id     INTEGER PRIMARY KEY CHECK (id = 1),
     status JSONB   NOT NULL
   );`,
];

/** How many migrations a database is brought to: `schema_migrations` then holds versions 1 to this. */
export const POSTGRES_MIGRATION_COUNT = MIGRATIONS.length;

/** Any number that names this app's migration lock (pg_advisory_xact_lock). */
const MIGRATION_LOCK = 0x43524731;

/**
 * Runs `work` in one transaction on one connection of the pool: all of it happens, or none. `begin` may ask for more,
 * e.g. 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' for several reads of one snapshot.
 */
export async function inTransaction<T>(pool: PostgresPool, work: (client: pg.PoolClient) => Promise<T>, begin = 'BEGIN'): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export interface PostgresOptions {
  /** Connections per server (default 10). */
  readonly max?: number;
  /** How long a start, or a request, waits for a connection before giving up (default 5 s). */
  readonly connectionTimeoutMillis?: number;
  /** The longest a statement may run before PostgreSQL cancels it (default 5 s; docs/decisions/056). */
  readonly statementTimeoutMillis?: number;
  /** Told of every error of an idle connection (a restart, a failover), so the operator's log shows it. */
  readonly onPoolError?: (error: Error) => void;
}

/**
 * A pool on DATABASE_URL with every pending migration run. Several servers starting at once take
 * turns on an advisory lock, so each migration runs once.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<PostgresPool> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    idleTimeoutMillis: 30_000,
    application_name: 'costa-rica-gateway',
    // docs/decisions/056: a stuck statement or lock wait fails the request in seconds instead of holding a connection.
    statement_timeout: options.statementTimeoutMillis ?? 5000,
    lock_timeout: options.statementTimeoutMillis ?? 5000,
  });
  // An idle connection that the server drops (restart, failover) must not crash the process; it is logged.
  pool.on('error', (error) => options.onPoolError?.(error));
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return pool;
}

async function migrate(pool: PostgresPool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
    const { rows } = await client.query<{ applied: number | null }>('SELECT max(version) AS applied FROM schema_migrations');
    for (let version = rows[0]?.applied ?? 0; version < MIGRATIONS.length; version++) {
      await client.query(MIGRATIONS[version]!);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version + 1]);
    }
  });
}

/** Whether the database answers, for GET /api/health. */
export async function postgresReachable(pool: PostgresPool): Promise<boolean> {
  try {
    await pool.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/** Whether the database takes a write (one row, rewritten each time), for GET /api/health (docs/decisions/056). */
export async function postgresWritable(pool: PostgresPool, now: number = Date.now()): Promise<boolean> {
  try {
    await pool.query('INSERT INTO health_probe (id, checked_at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET checked_at = EXCLUDED.checked_at', [now]);
    return true;
  } catch {
    return false;
  }
}
