import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIdOf } from './build-id.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build folder holding these files. */
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'crg-build-'));
  dirs.push(dir);
  mkdirSync(join(dir, '.vite'));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

describe('the id of a build (docs/decisions/102)', () => {
  const manifest = '{"ui/main.tsx":{"file":"assets/main-abc123.js"}}';

  it('is the same for the same build on every server, whatever its pages say', () => {
    const one = build({ '.vite/manifest.json': manifest, 'consent-state.js': 'a', 'index.html': 'one' });
    const two = build({ '.vite/manifest.json': manifest, 'consent-state.js': 'a', 'index.html': 'two' });
    expect(buildIdOf(one)).toBe(buildIdOf(two));
    expect(buildIdOf(one)).toMatch(/^[\w-]{16}$/);
  });

  it('changes with the asset names, or either inline script the policy allows by its hash', () => {
    const base = buildIdOf(build({ '.vite/manifest.json': manifest, 'consent-state.js': 'a', 'page-start.js': 'b' }));
    expect(buildIdOf(build({ '.vite/manifest.json': manifest.replace('abc123', 'def456'), 'consent-state.js': 'a', 'page-start.js': 'b' }))).not.toBe(base);
    expect(buildIdOf(build({ '.vite/manifest.json': manifest, 'consent-state.js': 'a2', 'page-start.js': 'b' }))).not.toBe(base);
    expect(buildIdOf(build({ '.vite/manifest.json': manifest, 'consent-state.js': 'a', 'page-start.js': 'b2' }))).not.toBe(base);
  });

  it('tells a missing file from an empty one', () => {
    expect(buildIdOf(build({ 'consent-state.js': '' }))).not.toBe(buildIdOf(build({})));
  });
});
