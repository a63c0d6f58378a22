import { dirname, isAbsolute, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every setting of the server, read and validated once at start (DESIGN §2). */
export interface AppConfig {
  readonly port: number;
  /** Records (portal.db), objects and operator files live here. */
  readonly dataDir: string;
  /** The built UI: prerendered HTML per route plus hashed assets. */
  readonly uiDir: string;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Configuration error: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

/** The repository root, found from this file whether it runs from source or from dist/node/server. */
const here = dirname(fileURLToPath(import.meta.url));
const PROJECT_ROOT = here.includes(`${sep}dist${sep}node${sep}`) ? resolve(here, '../../..') : resolve(here, '..');

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: overrides.port ?? readPort(env),
    dataDir: overrides.dataDir ?? readDirectory(env, 'DATA_DIR', './data'),
    uiDir: overrides.uiDir ?? readDirectory(env, 'UI_DIR', resolve(PROJECT_ROOT, 'dist/client')),
  };
}

function readPort(env: Env): number {
  const raw = env.PORT?.trim();
  if (raw === undefined || raw === '') return 3000;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return Number(raw);
}

function readDirectory(env: Env, variable: string, fallback: string): string {
  const raw = env[variable]?.trim();
  if (raw === undefined || raw === '') return resolve(fallback);
  if (raw.includes('\0')) throw new ConfigError(variable, 'must be a directory path');
  return isAbsolute(raw) ? raw : resolve(raw);
}
