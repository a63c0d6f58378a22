/**
 * `npm test` fails on any installed dependency its registry marks deprecated (docs/decisions/059).
 *
 * npm copies a package's `deprecated` message into package-lock.json when it resolves that version, so
 * the lockfile alone answers, offline: no advisory database and no registry call at test time. A
 * version deprecated after the lockfile was written shows at the next `npm install`/`npm update`, which
 * writes the message in.
 */

/** One entry of package-lock.json's `packages` map (lockfileVersion 2 and 3). */
interface LockedPackage {
  readonly version?: string;
  readonly deprecated?: string;
  readonly link?: boolean;
}

export interface DeprecatedDependency {
  /** The install path, e.g. `node_modules/s3rver/node_modules/fs-extra`. */
  readonly path: string;
  readonly name: string;
  readonly version: string;
  readonly message: string;
}

/** The deprecated packages a lockfile installs, in lockfile order. Throws when the text is not a lockfile npm 7+ writes. */
export function deprecatedDependencies(lockfileText: string): DeprecatedDependency[] {
  const lock = JSON.parse(lockfileText) as { lockfileVersion?: number; packages?: Record<string, LockedPackage> };
  if (!lock.packages || (lock.lockfileVersion ?? 0) < 2) {
    throw new Error('package-lock.json has no "packages" map (lockfileVersion 2 or 3, written by npm 7 or later)');
  }
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    if (path === '' || typeof entry.deprecated !== 'string') return [];
    return [{ path, name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), version: entry.version ?? '?', message: entry.deprecated }];
  });
}

/** The lines `npm test` prints: one per deprecated package, with what its registry says. */
export function deprecationReport(found: readonly DeprecatedDependency[], installed: number): string {
  if (found.length === 0) return `No deprecated dependency among the ${installed} installed packages (package-lock.json).`;
  return [
    `${found.length} deprecated ${found.length === 1 ? 'dependency' : 'dependencies'} installed (package-lock.json):`,
    ...found.map((dependency) => `  ${dependency.name}@${dependency.version} (${dependency.path}): ${dependency.message}`),
    'Replace or update each (npm ls <name> shows who pulls it in), then run npm install.',
  ].join('\n');
}
