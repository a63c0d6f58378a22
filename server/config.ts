import { isIP } from 'node:net';
import { dirname, isAbsolute, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isGa4MeasurementId, isMetaPixelId, type AnalyticsTagIds } from '../domain/analytics/tags.js';
import { DEFAULT_MAIN_DOMAIN } from '../domain/domain-descriptions/domain-descriptions.js';
import { MAX_UPLOAD_TRANSFER_MS } from '../domain/objects/upload-url-signer.js';

/** Every setting of the server, read and validated once at start (docs/architecture.md §2). */
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

export const DEFAULT_LIMITS: ServerLimits = {
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
};

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

/** The repository root, found from this file whether it runs from source or from dist/node/server. */
const here = dirname(fileURLToPath(import.meta.url));
export const PROJECT_ROOT = here.includes(`${sep}dist${sep}node${sep}`) ? resolve(here, '../../..') : resolve(here, '..');
/** Files shipped with the server: the seeds of DATA_DIR and the sample photo feed. */
export const DEFAULTS_DIR = resolve(PROJECT_ROOT, 'server/defaults');

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: overrides.port ?? readPort(env),
    dataDir: overrides.dataDir ?? readDirectory(env, 'DATA_DIR', './data'),
    uiDir: overrides.uiDir ?? readDirectory(env, 'UI_DIR', resolve(PROJECT_ROOT, 'dist/client')),
    adminPassword: 'adminPassword' in overrides ? overrides.adminPassword : readAdminPassword(env),
    mainDomain: overrides.mainDomain ?? readMainDomain(env),
    photoFeedUrl: 'photoFeedUrl' in overrides ? overrides.photoFeedUrl : readFeedUrl(env),
    marketplaceImageResolver: overrides.marketplaceImageResolver ?? readSwitch(env, 'MARKETPLACE_IMAGE_RESOLVER', false),
    uploadUrlSecret: 'uploadUrlSecret' in overrides ? overrides.uploadUrlSecret : readSecret(env),
    analyticsTags: overrides.analyticsTags ?? readAnalyticsTags(env),
    databaseUrl: 'databaseUrl' in overrides ? overrides.databaseUrl : readDatabaseUrl(env),
    s3: 's3' in overrides ? overrides.s3 : readS3(env),
    trustProxy: overrides.trustProxy ?? readTrustProxy(env),
    limits: overrides.limits ?? readLimits(env),
  };
}

function value(env: Env, variable: string): string | undefined {
  const raw = env[variable]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Comma-separated: loopback, linklocal, uniquelocal, or IP addresses and CIDR ranges. Default: loopback only. */
function readTrustProxy(env: Env): string[] {
  const raw = value(env, 'TRUST_PROXY');
  if (raw === undefined) return ['loopback'];
  const entries = raw.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!PROXY_RANGE_NAMES.has(entry) && (family === 0 || !prefixOk || rest.length > 0)) {
      throw new ConfigError('TRUST_PROXY', `must list loopback, linklocal, uniquelocal, IP addresses or CIDR ranges, separated by commas; "${entry}" is none of these`);
    }
  }
  if (entries.length === 0) throw new ConfigError('TRUST_PROXY', 'must name at least one proxy address or range');
  return entries;
}

function readWholeNumber(env: Env, variable: string, fallback: number, min: number, max: number): number {
  const raw = value(env, variable);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(variable, `must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function readLimits(env: Env): ServerLimits {
  const limits: ServerLimits = {
    headersTimeoutMs: readWholeNumber(env, 'HEADERS_TIMEOUT_MS', DEFAULT_LIMITS.headersTimeoutMs, 1000, 10_000),
    requestTimeoutMs: readWholeNumber(env, 'REQUEST_TIMEOUT_MS', DEFAULT_LIMITS.requestTimeoutMs, 1000, 30_000),
    uploadTimeoutMs: readWholeNumber(env, 'UPLOAD_TIMEOUT_MS', DEFAULT_LIMITS.uploadTimeoutMs, 1000, MAX_UPLOAD_TRANSFER_MS),
    keepAliveTimeoutMs: readWholeNumber(env, 'KEEP_ALIVE_TIMEOUT_MS', DEFAULT_LIMITS.keepAliveTimeoutMs, 1000, 600_000),
    maxConnections: readWholeNumber(env, 'MAX_CONNECTIONS', DEFAULT_LIMITS.maxConnections, 10, 1_000_000),
    shutdownGraceMs: readWholeNumber(env, 'SHUTDOWN_GRACE_MS', DEFAULT_LIMITS.shutdownGraceMs, 0, 600_000),
    minFreeDiskMb: readWholeNumber(env, 'MIN_FREE_DISK_MB', DEFAULT_LIMITS.minFreeDiskMb, 0, 10_000_000),
  };
  // Node refuses a server whose headers may take longer than the whole request.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new ConfigError('HEADERS_TIMEOUT_MS', `must not exceed REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs}), got "${limits.headersTimeoutMs}"`);
  }
  return limits;
}

function readPort(env: Env): number {
  const raw = value(env, 'PORT');
  if (raw === undefined) return 3000;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return Number(raw);
}

function readDirectory(env: Env, variable: string, fallback: string): string {
  const raw = value(env, variable);
  if (raw === undefined) return resolve(fallback);
  if (raw.includes('\0')) throw new ConfigError(variable, 'must be a directory path');
  return isAbsolute(raw) ? raw : resolve(raw);
}

/** Not trimmed: spaces may be part of a password. Short passwords are refused (decision: 8 characters). */
function readAdminPassword(env: Env): string | undefined {
  const raw = env.ADMIN_PASSWORD;
  if (raw === undefined || raw === '') return undefined;
  if ([...raw].length < 8) throw new ConfigError('ADMIN_PASSWORD', 'must be at least 8 characters long');
  if ([...raw].length > 1000) throw new ConfigError('ADMIN_PASSWORD', 'must be at most 1000 characters long');
  return raw;
}

function readMainDomain(env: Env): string {
  const raw = value(env, 'MAIN_DOMAIN')?.toLowerCase();
  if (raw === undefined) return DEFAULT_MAIN_DOMAIN;
  if (!/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(raw)) {
    throw new ConfigError('MAIN_DOMAIN', `must be a host name such as costaricagateway.com, got "${raw}"`);
  }
  return raw;
}

function parsedUrl(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

function readFeedUrl(env: Env): string | undefined {
  const raw = value(env, 'PHOTO_FEED_URL');
  if (raw === undefined) return undefined;
  const url = parsedUrl(raw);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new ConfigError('PHOTO_FEED_URL', `must be an http(s) URL, got "${raw}"`);
  }
  return url.href;
}

function readSwitch(env: Env, variable: string, fallback: boolean): boolean {
  const raw = value(env, variable)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(variable, `must be "on" or "off", got "${raw}"`);
}

function readAnalyticsTags(env: Env): AnalyticsTagIds {
  const ga4MeasurementId = value(env, 'VITE_GA4_MEASUREMENT_ID');
  if (ga4MeasurementId !== undefined && !isGa4MeasurementId(ga4MeasurementId)) {
    throw new ConfigError('VITE_GA4_MEASUREMENT_ID', `must be a GA4 measurement id such as G-ABC123XYZ9, got "${ga4MeasurementId}"`);
  }
  const metaPixelId = value(env, 'VITE_META_PIXEL_ID');
  if (metaPixelId !== undefined && !isMetaPixelId(metaPixelId)) {
    throw new ConfigError('VITE_META_PIXEL_ID', `must be a Meta pixel id (6 to 20 digits), got "${metaPixelId}"`);
  }
  return { ga4MeasurementId, metaPixelId };
}

function readSecret(env: Env): string | undefined {
  const raw = value(env, 'UPLOAD_URL_SECRET');
  if (raw === undefined) return undefined;
  if (raw.length < 32) throw new ConfigError('UPLOAD_URL_SECRET', 'must be at least 32 characters long');
  return raw;
}

/** docs/decisions/034-postgresql.md: only PostgreSQL URLs; the password, if any, is never echoed. */
function readDatabaseUrl(env: Env): string | undefined {
  const raw = value(env, 'DATABASE_URL');
  if (raw === undefined) return undefined;
  const url = parsedUrl(raw);
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') || url.hostname === '') {
    throw new ConfigError('DATABASE_URL', 'must be a PostgreSQL URL such as postgres://user:password@host:5432/database');
  }
  return raw;
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** docs/decisions/035-s3-object-storage.md: S3_BUCKET selects S3; the other S3_* variables only make sense with it. */
function readS3(env: Env): S3Config | undefined {
  const bucket = value(env, 'S3_BUCKET');
  if (bucket === undefined) {
    const stray = S3_VARIABLES.find((variable) => value(env, variable) !== undefined);
    if (stray) throw new ConfigError('S3_BUCKET', `must be set when ${stray} is (S3 storage needs a bucket)`);
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError('S3_BUCKET', `must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens), got "${bucket}"`);
  }
  const endpoint = value(env, 'S3_ENDPOINT');
  if (endpoint !== undefined) {
    const url = parsedUrl(endpoint);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new ConfigError('S3_ENDPOINT', `must be an http(s) URL such as https://s3.eu-west-1.amazonaws.com, got "${endpoint}"`);
    }
  }
  const region = value(env, 'S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region)) throw new ConfigError('S3_REGION', `must be a region name such as eu-west-1, got "${region}"`);
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    const missing = accessKeyId === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError(missing, 'must be set together with the other S3 key variable');
  }
  return { endpoint, bucket, region, accessKeyId, secretAccessKey, forcePathStyle: readSwitch(env, 'S3_FORCE_PATH_STYLE', false) };
}
