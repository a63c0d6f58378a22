import { dirname, isAbsolute, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  };
}

function value(env: Env, variable: string): string | undefined {
  const raw = env[variable]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
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
  if (raw === undefined) return 'costaricagateway.com';
  if (!/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(raw)) {
    throw new ConfigError('MAIN_DOMAIN', `must be a host name such as costaricagateway.com, got "${raw}"`);
  }
  return raw;
}

function readFeedUrl(env: Env): string | undefined {
  const raw = value(env, 'PHOTO_FEED_URL');
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
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

function readSecret(env: Env): string | undefined {
  const raw = value(env, 'UPLOAD_URL_SECRET');
  if (raw === undefined) return undefined;
  if (raw.length < 32) throw new ConfigError('UPLOAD_URL_SECRET', 'must be at least 32 characters long');
  return raw;
}
