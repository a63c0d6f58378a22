import { isIP } from 'node:net';
import { dirname, isAbsolute, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isGa4MeasurementId, isMetaPixelId } from '../domain/analytics/tags.js';
import { DEFAULT_MAIN_DOMAIN } from '../domain/domain-descriptions/domain-descriptions.js';
import { isHeaderSafe } from '../domain/mail/outgoing-mail.js';
import { isEmailAddress } from '../domain/newsletter/email-address.js';
import { MAX_UPLOAD_TRANSFER_MS } from '../domain/objects/upload-url-signer.js';
import { DEFAULT_REQUEST_RETENTION_MONTHS } from '../domain/relocation/relocation-desk.js';
import { DEFAULT_LINK_CHECK_INTERVAL_HOURS } from '../domain/link-health/link-check-schedule.js';
import { DEFAULT_CONFIRM_AFTER_HOURS } from '../domain/link-health/link-health.js';
import { DEFAULT_PRICE_STALE_DAYS } from '../domain/link-health/stale-prices.js';

/**
 * Every environment variable the server reads, declared once: its name, its type and check (a zod schema over the
 * variable's text), its default, and what it means. server/config.ts validates the environment against it at start;
 * `npm run docs:config` writes README.md's configuration table and `.env.example` from it
 * (docs/decisions/085-settings-from-one-schema.md).
 */
export interface Setting {
  readonly variable: string;
  /**
   * The default, as the variable's own text (parsed by `schema` like a set value, so it obeys the same check), or
   * what happens when it is unset: `{ unset }` in the README's words; `value` is what the server then uses.
   */
  readonly default: string | { readonly unset: string; readonly value?: unknown };
  /** README.md's "Meaning" column (Markdown). */
  readonly meaning: string;
  /** A value to show in `.env.example` for a variable without a textual default. */
  readonly example?: string;
  /** Spaces around the value are part of it (a password); otherwise the text is trimmed. Blank is always unset. */
  readonly keepSpaces?: boolean;
  /** Checks the variable's (non-blank) text and turns it into the server's value; its messages follow the variable's name. */
  readonly schema: z.ZodType<unknown, string>;
}

/** The repository root, found from this file whether it runs from source or from dist/node/server. */
const here = dirname(fileURLToPath(import.meta.url));
export const PROJECT_ROOT = here.includes(`${sep}dist${sep}node${sep}`) ? resolve(here, '../../..') : resolve(here, '..');

/** A check's message, with the text it was given. */
const got = (problem: string) => (issue: { input?: unknown }) => `${problem}, got "${String(issue.input)}"`;

function wholeNumber(min: number, max: number): z.ZodType<number, string> {
  return z
    .string()
    .refine((raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max, { error: got(`must be a whole number from ${min} to ${max}`) })
    .transform(Number);
}

const SWITCH_ON = ['on', 'true', '1', 'yes'];
const SWITCH_OFF = ['off', 'false', '0', 'no'];

const onOff: z.ZodType<boolean, string> = z
  .string()
  .transform((raw) => raw.toLowerCase())
  .refine((raw) => SWITCH_ON.includes(raw) || SWITCH_OFF.includes(raw), { error: got('must be "on" or "off"') })
  .transform((raw) => SWITCH_ON.includes(raw));

function httpUrl(example: string): z.ZodType<string, string> {
  return z.string().refine((raw) => ['http:', 'https:'].includes(URL.parse(raw)?.protocol ?? ''), { error: got(`must be an http(s) URL${example}`) });
}

const directory: z.ZodType<string, string> = z
  .string()
  .refine((raw) => !raw.includes('\0'), { error: 'must be a directory path' })
  .transform((raw) => (isAbsolute(raw) ? raw : resolve(raw)));

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
  return family !== 0 && prefixOk && rest.length === 0;
}

const proxyList: z.ZodType<string[], string> = z
  .string()
  .transform((raw) => raw.split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''))
  .superRefine((entries, context) => {
    const wrong = entries.find((entry) => !isProxyEntry(entry));
    if (wrong !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `must list loopback, linklocal, uniquelocal, IP addresses or CIDR ranges, separated by commas; "${wrong}" is none of these`,
      });
    } else if (entries.length === 0) context.addIssue({ code: 'custom', message: 'must name at least one proxy address or range' });
  });

/** A mailbox for a From header: `address` or `Name <address>`, one line. */
function mailbox(): z.ZodType<string, string> {
  return z.string().refine(
    (raw) => {
      const named = /^[^<>"]*<([^<>]+)>$/.exec(raw);
      return isHeaderSafe(raw) && isEmailAddress(named ? named[1]! : raw);
    },
    { error: got('must be an address, or a name and an address such as Costa Rica Gateway <hello@costaricagateway.com>') },
  );
}

function characters(min: number, max: number): z.ZodType<string, string> {
  return z
    .string()
    .refine((raw) => [...raw].length >= min, { error: `must be at least ${min} characters long` })
    .refine((raw) => [...raw].length <= max, { error: `must be at most ${max} characters long` });
}

/** The server's defaults for slow clients and restarts (docs/decisions/054); the schema's defaults for their variables. */
export const DEFAULT_LIMITS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  // 10 MB at 20 kB/s (a weak mobile signal) takes about 8.5 minutes; never beyond the domain's ceiling, which the
  // clean-up of abandoned writes counts on (domain/objects/abandoned-writes-cleanup.ts).
  uploadTimeoutMs: MAX_UPLOAD_TRANSFER_MS,
  // Longer than the usual 60 s idle timeout of load balancers (AWS ALB, nginx), so the balancer closes first.
  keepAliveTimeoutMs: 65_000,
  maxConnections: 1000,
  shutdownGraceMs: 20_000,
  minFreeDiskMb: 100,
} as const;

/** The link checks' defaults (issue 40, docs/decisions/127): daily, a second between two requests to a host, two failures 6 h apart. */
export const DEFAULT_LINK_CHECK = {
  intervalHours: DEFAULT_LINK_CHECK_INTERVAL_HOURS,
  pauseMs: 1_000,
  timeoutMs: 10_000,
  confirmHours: DEFAULT_CONFIRM_AFTER_HOURS,
  priceStaleDays: DEFAULT_PRICE_STALE_DAYS,
} as const;

export const SETTINGS = [
  { variable: 'PORT', default: '3000', meaning: 'HTTP port of the one server process (API, objects and UI)', schema: wholeNumber(0, 65535) },
  {
    variable: 'DATA_DIR',
    default: './data',
    meaning:
      "Records (`portal.db`, SQLite in WAL mode), uploaded photos (`objects/`), and the operator's files: `domain-descriptions.csv` and `marketplace-images.json` (both seeded from `server/defaults/` at first start and editable without a restart)",
    schema: directory,
  },
  {
    variable: 'UI_DIR',
    // Unset, the build beside the server, wherever it is started from.
    default: { unset: '`dist/client`', value: resolve(PROJECT_ROOT, 'dist/client') },
    example: 'dist/client',
    meaning:
      "The built UI the server serves; /picture-of-the-day is drawn with the feed by the UI's server bundle in `ssr/` beside it (`dist/ssr`; docs/decisions/026)",
    schema: directory,
  },
  {
    variable: 'ADMIN_PASSWORD',
    default: { unset: 'generated' },
    meaning:
      "The operator's password (at least 8 characters). When unset, one is generated at first start and written to `$DATA_DIR/initial-admin-password.txt` (mode 0600; the log prints its path, never the password: read it, then delete the file), and only its scrypt hash is kept in `$DATA_DIR/admin-password.hash`",
    keepSpaces: true,
    schema: characters(8, 1000),
  },
  {
    variable: 'MAIN_DOMAIN',
    default: DEFAULT_MAIN_DOMAIN,
    meaning:
      'The canonical host every product domain redirects to: the canonical and og:url of every prerendered page (read by `npm run build`) and the domain-description row used on development and preview hosts',
    schema: z
      .string()
      .transform((raw) => raw.toLowerCase())
      .refine((raw) => /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(raw), {
        error: got('must be a host name such as costaricagateway.com'),
      }),
  },
  {
    variable: 'PHOTO_FEED_URL',
    default: { unset: 'the bundled sample' },
    example: 'https://photos.example/costa-rica.rss',
    meaning:
      "The photo agency's feed, an http(s) URL: RSS with Media RSS, plain RSS enclosures or Atom, or JSON (JSON Feed or our item list) when its path ends in `.json`; read at most once every 24 hours, one request at a time, at most 5 MB (cut off there) and its first 100 photos; after a failure the agency is asked again 5 minutes later (docs/decisions/057). Unset: the sample feed in `server/defaults/photo-feed/`, whose photos the server serves under `/sample-feed/`",
    schema: httpUrl('').transform((raw) => new URL(raw).href),
  },
  {
    variable: 'MARKETPLACE_IMAGE_RESOLVER',
    default: 'off',
    meaning:
      "`on` looks up the og:image of a tour's GetYourGuide page when the curated map has no photo for it: only for the tours the built home page lists, with their own booking links (`$UI_DIR/marketplace-tours.json`, written by the build), only `www.getyourguide.com` is ever contacted, 3 s timeout, answers kept 1 hour in a cache of 500 pages. Each visitor address may ask for marketplace photos 30 times a minute, then gets 429 (docs/decisions/057)",
    schema: onOff,
  },
  {
    variable: 'LINK_CHECK',
    default: 'off',
    meaning:
      "`on` checks every partner link of the published catalogue on a schedule (`LINK_CHECK_INTERVAL_HOURS`), one server of many at a time (a lease in the database), and reports each link's state on the admin page's Links view (docs/decisions/127, 128). `off`: partners are contacted only when the operator presses \"Check now\" there. Each request names the site and the support address in its user agent",
    schema: onOff,
  },
  {
    variable: 'LINK_CHECK_INTERVAL_HOURS',
    default: String(DEFAULT_LINK_CHECK.intervalHours),
    meaning: 'With `LINK_CHECK=on`, a run starts this long after the last began',
    schema: wholeNumber(1, 24 * 30),
  },
  {
    variable: 'LINK_CHECK_PAUSE_MS',
    default: String(DEFAULT_LINK_CHECK.pauseMs),
    meaning: "The pause between two requests to one partner host; one request at a time per host, and a host's `Retry-After` is obeyed when longer",
    schema: wholeNumber(100, 60_000),
  },
  {
    variable: 'LINK_CHECK_TIMEOUT_MS',
    default: String(DEFAULT_LINK_CHECK.timeoutMs),
    meaning: 'How long one link (all its redirects) may take to answer before the check counts as failed',
    schema: wholeNumber(1000, 60_000),
  },
  {
    variable: 'LINK_CHECK_CONFIRM_HOURS',
    default: String(DEFAULT_LINK_CHECK.confirmHours),
    meaning: 'A link is called broken only after two failed checks at least this far apart (403, 429, 503 and captcha pages never count: the partner blocks checkers)',
    schema: wholeNumber(1, 24 * 7),
  },
  {
    variable: 'PRICE_STALE_DAYS',
    default: String(DEFAULT_LINK_CHECK.priceStaleDays),
    meaning: 'The Links view lists the tours and products whose price "as of" day is older than this (docs/decisions/129)',
    schema: wholeNumber(1, 3650),
  },
  {
    variable: 'UPLOAD_URL_SECRET',
    default: { unset: 'generated' },
    meaning:
      'Key (at least 32 characters) that signs the one-time upload URLs; when unset, one is generated at first start and kept in `$DATA_DIR/upload-url.secret`. Set the same value on every server behind a load balancer',
    schema: z.string().refine((raw) => raw.length >= 32, { error: 'must be at least 32 characters long' }),
  },
  {
    variable: 'SMTP_URL',
    default: { unset: 'unset: `.eml` files in `$DATA_DIR/outbox`' },
    example: 'smtps://user:password@smtp.example.com:465',
    meaning:
      "Sends the portal's mail (newsletter confirmations, request acknowledgements and the operator's notifications) through this SMTP server, `smtp://` or `smtps://` with the user and password in the URL. Unset: each mail is written as an `.eml` file to `$DATA_DIR/outbox`, and the admin Inbox lists it. Either way every mail goes through a queue in the database: retried with backoff for about 8 hours, sent once by one server (docs/decisions/123)",
    // The password, if any, is never echoed.
    schema: z.string().refine(
      (raw) => {
        const url = URL.parse(raw);
        return url !== null && (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
      },
      { error: 'must be an SMTP URL such as smtps://user:password@smtp.example.com:465' },
    ),
  },
  {
    variable: 'MAIL_FROM',
    default: { unset: '`Costa Rica Gateway <hello@{MAIN_DOMAIN}>`' },
    example: 'Costa Rica Gateway <hello@costaricagateway.com>',
    meaning: "The From of every mail the portal sends: an address, or a name and an address in angle brackets. Use an address the SMTP server may send for (SPF, DKIM)",
    schema: mailbox(),
  },
  {
    variable: 'OPERATOR_EMAIL',
    default: { unset: '`hello@{MAIN_DOMAIN}`' },
    example: 'operator@costaricagateway.com',
    meaning: "Where each relocation consultation request is sent, with the visitor as Reply-To (docs/decisions/122)",
    schema: z.string().refine((raw) => isEmailAddress(raw) && isHeaderSafe(raw), { error: got('must be an e-mail address') }),
  },
  {
    variable: 'MAIL_LINK_SECRET',
    default: { unset: 'generated' },
    meaning:
      'Key (at least 32 characters) that signs the confirmation and unsubscribe links of newsletter mails; when unset, one is generated at first start and kept in `$DATA_DIR/mail-link.secret`. Set the same value on every server behind a load balancer; a new key voids the links of mails already sent',
    schema: z.string().refine((raw) => raw.length >= 32, { error: 'must be at least 32 characters long' }),
  },
  {
    variable: 'REQUEST_RETENTION_MONTHS',
    default: String(DEFAULT_REQUEST_RETENTION_MONTHS),
    meaning: 'Relocation consultation requests, and the mails about them, are deleted this many months after they arrived (checked every hour; the privacy page says so)',
    schema: wholeNumber(1, 120),
  },
  {
    variable: 'DATABASE_URL',
    default: { unset: 'unset: SQLite in `DATA_DIR`' },
    example: 'postgres://portal:password@db:5432/portal',
    meaning:
      '`postgres://user:password@host:5432/database` keeps the records, admin sessions, failed sign-ins and used upload URLs in PostgreSQL (migrations run at start; docs/decisions/034-postgresql.md)',
    // docs/decisions/034-postgresql.md: only PostgreSQL URLs; the password, if any, is never echoed.
    schema: z.string().refine(
      (raw) => {
        const url = URL.parse(raw);
        return url !== null && (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
      },
      { error: 'must be a PostgreSQL URL such as postgres://user:password@host:5432/database' },
    ),
  },
  {
    variable: 'S3_BUCKET',
    default: { unset: 'unset: files in `$DATA_DIR/objects`' },
    example: 'portal-photos',
    meaning: 'Keeps the photos in this S3-compatible bucket (checked at start; docs/decisions/035-s3-object-storage.md)',
    schema: z.string().refine((raw) => /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(raw), {
      error: got('must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)'),
    }),
  },
  {
    variable: 'S3_ENDPOINT',
    default: { unset: 'AWS' },
    example: 'http://s3:8333',
    meaning: "The S3 API's address for other S3-compatible servers, e.g. `http://s3:8333` (compose.yaml's SeaweedFS)",
    schema: httpUrl(' such as https://s3.eu-west-1.amazonaws.com'),
  },
  {
    variable: 'S3_REGION',
    default: 'us-east-1',
    meaning: "The bucket's region",
    schema: z.string().refine((raw) => /^[a-z0-9-]{2,40}$/.test(raw), { error: got('must be a region name such as eu-west-1') }),
  },
  {
    variable: 'S3_ACCESS_KEY_ID',
    default: { unset: "the SDK's credential chain" },
    meaning: "The bucket's access key id (with `S3_SECRET_ACCESS_KEY`: both or neither)",
    schema: z.string(),
  },
  {
    variable: 'S3_SECRET_ACCESS_KEY',
    default: { unset: "the SDK's credential chain" },
    meaning: "The bucket's secret access key (with `S3_ACCESS_KEY_ID`: both or neither)",
    schema: z.string(),
  },
  {
    variable: 'S3_FORCE_PATH_STYLE',
    default: 'off',
    meaning: '`on` for self-hosted S3 servers (SeaweedFS, Garage, MinIO) that want `host/bucket/key` addresses',
    schema: onOff,
  },
  {
    variable: 'HEADERS_TIMEOUT_MS',
    default: String(DEFAULT_LIMITS.headersTimeoutMs),
    meaning: "A request's headers must all arrive within this (at most 10 s, and at most `REQUEST_TIMEOUT_MS`); otherwise 408 and the connection closes (docs/decisions/054)",
    schema: wholeNumber(1000, 10_000),
  },
  {
    variable: 'REQUEST_TIMEOUT_MS',
    default: String(DEFAULT_LIMITS.requestTimeoutMs),
    meaning: 'A whole request, body included, must arrive within this (at most 30 s), except a photo sent to an upload URL',
    schema: wholeNumber(1000, 30_000),
  },
  {
    variable: 'UPLOAD_TIMEOUT_MS',
    default: String(DEFAULT_LIMITS.uploadTimeoutMs),
    meaning: 'How long a photo sent to an upload URL may take to arrive (10 MB on a slow phone; at most 10 minutes)',
    schema: wholeNumber(1000, MAX_UPLOAD_TRANSFER_MS),
  },
  {
    variable: 'KEEP_ALIVE_TIMEOUT_MS',
    default: String(DEFAULT_LIMITS.keepAliveTimeoutMs),
    meaning: "An idle kept-alive connection closes after this: keep it longer than the load balancer's idle timeout (60 s on most), or it sees intermittent 502s",
    schema: wholeNumber(1000, 600_000),
  },
  {
    variable: 'MAX_CONNECTIONS',
    default: String(DEFAULT_LIMITS.maxConnections),
    meaning: 'Connections beyond this are refused at once',
    schema: wholeNumber(10, 1_000_000),
  },
  {
    variable: 'SHUTDOWN_GRACE_MS',
    default: String(DEFAULT_LIMITS.shutdownGraceMs),
    meaning:
      "On SIGTERM or SIGINT, how long requests under way may take before their connections are closed (docs/decisions/055). Give the orchestrator's stop timeout a few seconds more",
    schema: wholeNumber(0, 600_000),
  },
  {
    variable: 'MIN_FREE_DISK_MB',
    default: String(DEFAULT_LIMITS.minFreeDiskMb),
    meaning: '`GET /api/health` answers 503 when the file system of `DATA_DIR` has less free space than this (`0`: never)',
    schema: wholeNumber(0, 10_000_000),
  },
  {
    variable: 'TRUST_PROXY',
    default: 'loopback',
    meaning:
      'The proxies whose `X-Forwarded-For` names the visitor, comma-separated: `loopback`, `linklocal`, `uniquelocal` (the private ranges), IP addresses or CIDR ranges. The failed sign-in limit counts per visitor address: behind a load balancer on another machine, list it, or every visitor shares its address and one limit',
    schema: proxyList,
  },
  {
    variable: 'VITE_GA4_MEASUREMENT_ID',
    default: { unset: 'unset' },
    example: 'G-ABC123XYZ9',
    meaning:
      "Google Analytics 4 measurement id (`G-…`), read by `npm run build` and by the server at start. Unset: no analytics tag at all. Set: gtag.js loads only after the visitor allows analytics in the consent banner, and the server's Content-Security-Policy allows Google's tag hosts (docs/decisions/041)",
    schema: z.string().refine(isGa4MeasurementId, { error: got('must be a GA4 measurement id such as G-ABC123XYZ9') }),
  },
  {
    variable: 'VITE_META_PIXEL_ID',
    default: { unset: 'unset' },
    example: '123456789012345',
    meaning:
      "Meta pixel id (digits), read by `npm run build` and by the server at start. Unset: no pixel. Set: the pixel loads only after the visitor allows marketing; the server's Content-Security-Policy then allows Meta's hosts. Give both ids to `npm run build` and to the running server alike (`npm start` does)",
    schema: z.string().refine(isMetaPixelId, { error: got('must be a Meta pixel id (6 to 20 digits)') }),
  },
] as const satisfies readonly Setting[];

export type SettingVariable = (typeof SETTINGS)[number]['variable'];

/** The S3 variables: S3_BUCKET selects S3 storage, and the others only make sense with it (docs/decisions/035). */
export const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const satisfies readonly SettingVariable[];

/** A variable's text as the server reads it: blank is unset; spaces around it are dropped unless they belong to it. */
function textOf(setting: Setting, raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = setting.keepSpaces ? raw : raw.trim();
  return text.trim() === '' ? undefined : text;
}

/** One variable's schema over the environment's text: its check when set, else its default (checked alike). */
function variableSchema(setting: Setting): z.ZodType<unknown> {
  const { default: fallback } = setting;
  const whenSet = typeof fallback === 'string' ? setting.schema.prefault(fallback) : setting.schema.optional().transform((value) => value ?? fallback.value);
  return z.preprocess((raw) => textOf(setting, raw), whenSet);
}

/**
 * The schema of the server's environment, for the variables given (those the caller does not override): each
 * variable's check and default, then the rules between variables.
 */
export function environmentSchema(variables: readonly SettingVariable[]) {
  const chosen: readonly Setting[] = SETTINGS.filter((setting) => variables.includes(setting.variable));
  const isSet = (env: Readonly<Record<string, unknown>>, variable: SettingVariable) => variables.includes(variable) && textOf(settingOf(variable), env[variable]) !== undefined;
  return z
    .record(z.string(), z.unknown())
    .superRefine((env, context) => {
      // S3_BUCKET selects S3; another S3 variable set without it is a mistake, not a default.
      if (!variables.includes('S3_BUCKET') || isSet(env, 'S3_BUCKET')) return;
      const stray = S3_VARIABLES.find((variable) => isSet(env, variable));
      if (stray) context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `must be set when ${stray} is (S3 storage needs a bucket)` });
    })
    .pipe(z.object(Object.fromEntries(chosen.map((setting) => [setting.variable, variableSchema(setting)]))))
    .superRefine((values, context) => {
      const headers = values.HEADERS_TIMEOUT_MS as number | undefined;
      const request = values.REQUEST_TIMEOUT_MS as number | undefined;
      // Node refuses a server whose headers may take longer than the whole request.
      if (headers !== undefined && request !== undefined && headers > request) {
        context.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_MS'], message: `must not exceed REQUEST_TIMEOUT_MS (${request}), got "${headers}"` });
      }
      if (values.S3_BUCKET !== undefined && (values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
        const missing = values.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
        context.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other S3 key variable' });
      }
    });
}

export function settingOf(variable: SettingVariable): Setting {
  return SETTINGS.find((setting) => setting.variable === variable)!;
}
