import { resolve } from 'node:path';
import type { AnalyticsTagIds } from '../domain/analytics/tags.js';
import { DEFAULT_LIMITS, DEFAULT_LINK_CHECK, environmentSchema, PROJECT_ROOT, SETTINGS, type SettingVariable } from './settings-schema.js';

export { DEFAULT_LIMITS, DEFAULT_LINK_CHECK, PROJECT_ROOT };

/** Every setting of the server, read and validated once at start (docs/architecture.md §2) against server/settings-schema.ts. */
export interface AppConfig {
  readonly port: number;
  /** Records (portal.db), objects and operator files live here. */
  readonly dataDir: string;
  /** The built UI: prerendered HTML per route plus hashed assets. */
  readonly uiDir: string;
  /** The operator's password; when absent one is generated at first start and only its hash kept. */
  readonly adminPassword: string | undefined;
  /** The canonical host every product domain redirects to (docs/architecture.md §4). */
  readonly mainDomain: string;
  /** The photo agency's feed (RSS/Media-RSS, or JSON when the path ends in .json); absent: the bundled sample. */
  readonly photoFeedUrl: string | undefined;
  /** Whether marketplace photos missing from the curated map are looked up on the marketplace page (og:image). */
  readonly marketplaceImageResolver: boolean;
  /** Key of the upload URL signatures; absent: generated once and kept in DATA_DIR. */
  readonly uploadUrlSecret: string | undefined;
  /**
   * The analytics tags the UI was built with (VITE_GA4_MEASUREMENT_ID, VITE_META_PIXEL_ID, the same variables
   * `npm run build` reads): the Content-Security-Policy allows exactly their hosts (docs/decisions/041).
   */
  readonly analyticsTags: AnalyticsTagIds;
  /** DATABASE_URL, postgres://…: records, sessions and limits in PostgreSQL; absent: SQLite in DATA_DIR. */
  readonly databaseUrl?: string | undefined;
  /** S3_*: photos in an S3-compatible bucket; absent: files in DATA_DIR/objects. */
  readonly s3?: S3Config | undefined;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For names the visitor (Express's `trust proxy` list). The failed
   * sign-in limit counts per visitor address, so behind a proxy on another machine it must be trusted, or every
   * visitor would share the proxy's address and one limit.
   */
  readonly trustProxy?: readonly string[];
  /** How slow clients and restarts are bounded (docs/decisions/054); absent: the defaults of `DEFAULT_LIMITS`. */
  readonly limits?: ServerLimits;
  /** How the portal's mail is sent and signed (issue 39; docs/decisions/121-123); absent: the defaults of each part. */
  readonly mail?: MailConfig;
  /** The partner link checks (issue 40, docs/decisions/127); absent: off, with the defaults of `DEFAULT_LINK_CHECK`. */
  readonly linkCheck?: LinkCheckConfig;
}

/** SMTP_URL, MAIL_FROM, OPERATOR_EMAIL, MAIL_LINK_SECRET, REQUEST_RETENTION_MONTHS. */
export interface MailConfig {
  /** Absent: .eml files in DATA_DIR/outbox. */
  readonly smtpUrl: string | undefined;
  /** Absent: `Costa Rica Gateway <hello@{mainDomain}>`. */
  readonly from: string | undefined;
  /** Absent: `hello@{mainDomain}`. */
  readonly operator: string | undefined;
  /** Absent: generated once and kept in DATA_DIR. */
  readonly linkSecret: string | undefined;
  readonly requestRetentionMonths: number;
}

/** LINK_CHECK and its companions. */
export interface LinkCheckConfig {
  /** LINK_CHECK: checks on a schedule; off, only the operator's "Check now" contacts partners. */
  readonly scheduled: boolean;
  readonly intervalHours: number;
  readonly pauseMs: number;
  readonly timeoutMs: number;
  readonly confirmHours: number;
  /** PRICE_STALE_DAYS. */
  readonly priceStaleDays: number;
  /**
   * Not read from the environment: the run's lease and the poll, LINK_CHECK_LEASE_MS and LINK_CHECK_POLL_MS unless
   * set. Only the scenarios of servers killed in mid-run shorten them, so another takes the run up in seconds.
   */
  readonly leaseMs?: number;
  readonly pollMs?: number;
}

/** Timeouts, the connection ceiling, the shutdown grace and the free-space threshold (docs/decisions/054). */
export interface ServerLimits {
  /** HEADERS_TIMEOUT_MS: a request's headers must all arrive within this. */
  readonly headersTimeoutMs: number;
  /** REQUEST_TIMEOUT_MS: a whole request (headers and body) must arrive within this, except an upload's. */
  readonly requestTimeoutMs: number;
  /** UPLOAD_TIMEOUT_MS: a photo sent to an upload URL must arrive within this (10 MB on a slow phone). */
  readonly uploadTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS: an idle kept-alive connection is closed after this; longer than a balancer's idle timeout. */
  readonly keepAliveTimeoutMs: number;
  /** MAX_CONNECTIONS: connections beyond this are refused at once. */
  readonly maxConnections: number;
  /** SHUTDOWN_GRACE_MS: on SIGTERM, how long requests under way may take before their connections are closed. */
  readonly shutdownGraceMs: number;
  /** MIN_FREE_DISK_MB: GET /api/health reports 503 when DATA_DIR's file system has less free space than this. */
  readonly minFreeDiskMb: number;
}

/** The S3-compatible bucket the photos go to (docs/decisions/035-s3-object-storage.md). */
export interface S3Config {
  /** Absent: AWS's own endpoint for the region. */
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly region: string;
  /** Absent (both): the SDK's usual credential chain (environment, instance role). */
  readonly accessKeyId: string | undefined;
  readonly secretAccessKey: string | undefined;
  readonly forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Configuration error: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

/** Files shipped with the server: the seeds of DATA_DIR and the sample photo feed. */
export const DEFAULTS_DIR = resolve(PROJECT_ROOT, 'server/defaults');

type Env = Readonly<Record<string, string | undefined>>;

/** The variables that feed each part of AppConfig: an override of the part leaves them unread. */
const FEEDS: Record<keyof AppConfig, readonly SettingVariable[]> = {
  port: ['PORT'],
  dataDir: ['DATA_DIR'],
  uiDir: ['UI_DIR'],
  adminPassword: ['ADMIN_PASSWORD'],
  mainDomain: ['MAIN_DOMAIN'],
  photoFeedUrl: ['PHOTO_FEED_URL'],
  marketplaceImageResolver: ['MARKETPLACE_IMAGE_RESOLVER'],
  uploadUrlSecret: ['UPLOAD_URL_SECRET'],
  analyticsTags: ['VITE_GA4_MEASUREMENT_ID', 'VITE_META_PIXEL_ID'],
  databaseUrl: ['DATABASE_URL'],
  s3: ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'],
  trustProxy: ['TRUST_PROXY'],
  mail: ['SMTP_URL', 'MAIL_FROM', 'OPERATOR_EMAIL', 'MAIL_LINK_SECRET', 'REQUEST_RETENTION_MONTHS'],
  limits: ['HEADERS_TIMEOUT_MS', 'REQUEST_TIMEOUT_MS', 'UPLOAD_TIMEOUT_MS', 'KEEP_ALIVE_TIMEOUT_MS', 'MAX_CONNECTIONS', 'SHUTDOWN_GRACE_MS', 'MIN_FREE_DISK_MB'],
  linkCheck: ['LINK_CHECK', 'LINK_CHECK_INTERVAL_HOURS', 'LINK_CHECK_PAUSE_MS', 'LINK_CHECK_TIMEOUT_MS', 'LINK_CHECK_CONFIRM_HOURS', 'PRICE_STALE_DAYS'],
};

/** The environment's values, each checked by its schema, as the server uses them. */
interface Values {
  PORT: number;
  DATA_DIR: string;
  UI_DIR: string;
  ADMIN_PASSWORD?: string;
  MAIN_DOMAIN: string;
  PHOTO_FEED_URL?: string;
  MARKETPLACE_IMAGE_RESOLVER: boolean;
  UPLOAD_URL_SECRET?: string;
  DATABASE_URL?: string;
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
  HEADERS_TIMEOUT_MS: number;
  REQUEST_TIMEOUT_MS: number;
  UPLOAD_TIMEOUT_MS: number;
  KEEP_ALIVE_TIMEOUT_MS: number;
  MAX_CONNECTIONS: number;
  SHUTDOWN_GRACE_MS: number;
  MIN_FREE_DISK_MB: number;
  TRUST_PROXY: string[];
  SMTP_URL?: string;
  MAIL_FROM?: string;
  OPERATOR_EMAIL?: string;
  MAIL_LINK_SECRET?: string;
  REQUEST_RETENTION_MONTHS: number;
  VITE_GA4_MEASUREMENT_ID?: string;
  VITE_META_PIXEL_ID?: string;
  LINK_CHECK: boolean;
  LINK_CHECK_INTERVAL_HOURS: number;
  LINK_CHECK_PAUSE_MS: number;
  LINK_CHECK_TIMEOUT_MS: number;
  LINK_CHECK_CONFIRM_HOURS: number;
  PRICE_STALE_DAYS: number;
}

/**
 * The server's settings: the environment validated against server/settings-schema.ts (a wrong value stops the start
 * with a ConfigError naming the variable), with `overrides` (tests, tools) taking the place of the variables they feed.
 */
export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const read = SETTINGS.map((setting) => setting.variable).filter((variable) => !Object.entries(FEEDS).some(([key, variables]) => key in overrides && variables.includes(variable)));
  // A plain copy: process.env is not a plain object, which a zod record refuses.
  const parsed = environmentSchema(read).safeParse({ ...env });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new ConfigError(String(issue!.path[0] ?? 'the environment'), issue!.message);
  }
  const values = parsed.data as unknown as Values;
  const has = <K extends keyof AppConfig>(key: K): boolean => key in overrides;
  return {
    port: overrides.port ?? values.PORT,
    dataDir: overrides.dataDir ?? values.DATA_DIR,
    uiDir: overrides.uiDir ?? values.UI_DIR,
    adminPassword: has('adminPassword') ? overrides.adminPassword : values.ADMIN_PASSWORD,
    mainDomain: overrides.mainDomain ?? values.MAIN_DOMAIN,
    photoFeedUrl: has('photoFeedUrl') ? overrides.photoFeedUrl : values.PHOTO_FEED_URL,
    marketplaceImageResolver: overrides.marketplaceImageResolver ?? values.MARKETPLACE_IMAGE_RESOLVER,
    uploadUrlSecret: has('uploadUrlSecret') ? overrides.uploadUrlSecret : values.UPLOAD_URL_SECRET,
    analyticsTags: overrides.analyticsTags ?? { ga4MeasurementId: values.VITE_GA4_MEASUREMENT_ID, metaPixelId: values.VITE_META_PIXEL_ID },
    databaseUrl: has('databaseUrl') ? overrides.databaseUrl : values.DATABASE_URL,
    s3: has('s3') ? overrides.s3 : s3Of(values),
    trustProxy: overrides.trustProxy ?? values.TRUST_PROXY,
    mail: overrides.mail ?? {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
      operator: values.OPERATOR_EMAIL,
      linkSecret: values.MAIL_LINK_SECRET,
      requestRetentionMonths: values.REQUEST_RETENTION_MONTHS,
    },
    limits: overrides.limits ?? {
      headersTimeoutMs: values.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
      uploadTimeoutMs: values.UPLOAD_TIMEOUT_MS,
      keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: values.MAX_CONNECTIONS,
      shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
      minFreeDiskMb: values.MIN_FREE_DISK_MB,
    },
    linkCheck: overrides.linkCheck ?? {
      scheduled: values.LINK_CHECK,
      intervalHours: values.LINK_CHECK_INTERVAL_HOURS,
      pauseMs: values.LINK_CHECK_PAUSE_MS,
      timeoutMs: values.LINK_CHECK_TIMEOUT_MS,
      confirmHours: values.LINK_CHECK_CONFIRM_HOURS,
      priceStaleDays: values.PRICE_STALE_DAYS,
    },
  };
}

/** docs/decisions/035-s3-object-storage.md: S3_BUCKET selects S3 storage. */
function s3Of(values: Values): S3Config | undefined {
  if (values.S3_BUCKET === undefined) return undefined;
  return {
    endpoint: values.S3_ENDPOINT,
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    accessKeyId: values.S3_ACCESS_KEY_ID,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
  };
}
