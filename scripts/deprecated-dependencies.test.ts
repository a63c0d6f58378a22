import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deprecatedDependencies, deprecationReport } from './deprecated-dependencies.js';

/** A lockfile as npm 10 writes it, with one top-level and one nested deprecated package. */
const lockfile = JSON.stringify({
  name: 'costa-rica-gateway',
  lockfileVersion: 3,
  packages: {
    '': { name: 'costa-rica-gateway', dependencies: { s3rver: '^3.7.1' } },
    'node_modules/s3rver': { version: '3.7.1' },
    'node_modules/inflight': { version: '1.0.6', deprecated: 'This module is not supported, and leaks memory.' },
    'node_modules/s3rver/node_modules/@types/glob': { version: '7.2.0', deprecated: 'glob ships its own types.' },
    'node_modules/linked': { link: true },
  },
});

describe('deprecated dependencies (docs/decisions/059)', () => {
  it('names every package the lockfile marks deprecated, nested ones with their scope', () => {
    expect(deprecatedDependencies(lockfile)).toEqual([
      { path: 'node_modules/inflight', name: 'inflight', version: '1.0.6', message: 'This module is not supported, and leaks memory.' },
      { path: 'node_modules/s3rver/node_modules/@types/glob', name: '@types/glob', version: '7.2.0', message: 'glob ships its own types.' },
    ]);
  });

  it('finds nothing in a lockfile without deprecations', () => {
    const clean = JSON.stringify({ lockfileVersion: 3, packages: { '': {}, 'node_modules/pg': { version: '8.23.1' } } });
    expect(deprecatedDependencies(clean)).toEqual([]);
    expect(deprecationReport([], 1)).toBe('No deprecated dependency among the 1 installed packages (package-lock.json).');
  });

  it('refuses a lockfile npm 6 wrote, which has no packages map to read', () => {
    expect(() => deprecatedDependencies(JSON.stringify({ lockfileVersion: 1, dependencies: {} }))).toThrow(/lockfileVersion 2 or 3/);
  });

  it('says what each deprecated package is and what to do', () => {
    expect(deprecationReport(deprecatedDependencies(lockfile), 4)).toBe(
      [
        '2 deprecated dependencies installed (package-lock.json):',
        '  inflight@1.0.6 (node_modules/inflight): This module is not supported, and leaks memory.',
        '  @types/glob@7.2.0 (node_modules/s3rver/node_modules/@types/glob): glob ships its own types.',
        'Replace or update each (npm ls <name> shows who pulls it in), then run npm install.',
      ].join('\n'),
    );
  });

  it('the command fails on a deprecated package and passes on the project\'s own lockfile', () => {
    const directory = mkdtempSync(join(tmpdir(), 'crg-lock-'));
    try {
      const file = join(directory, 'package-lock.json');
      writeFileSync(file, lockfile);
      const tsx = ['--import', 'tsx', 'scripts/check-deprecated-dependencies.ts'];
      const failing = spawnSync(process.execPath, [...tsx, file], { encoding: 'utf8' });
      expect(failing.status).toBe(1);
      expect(failing.stdout).toContain('inflight@1.0.6');
      const own = spawnSync(process.execPath, tsx, { encoding: 'utf8' });
      expect(own.stdout).toMatch(/^No deprecated dependency among the \d+ installed packages/);
      expect(own.status).toBe(0);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }, 30_000);
});
