import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HEAD_SCRIPT_FILE, headScriptTag, PAGE_START_FILE, pageStartTag } from '../../domain/navigation/inline-scripts.js';
import { headScriptSources } from './head-script.js';

const builds: string[] = [];
const buildWith = (script: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'crg-head-script-'));
  builds.push(dir);
  writeFileSync(join(dir, HEAD_SCRIPT_FILE), script);
  return dir;
};
afterEach(() => builds.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the inline head script', () => {
  it('is allowed by the hash of exactly the text the page carries', () => {
    const script = '// Why it runs early.\nvar kept = 1;\n  // Inside.\nif (kept) document.documentElement.setAttribute("data-x", "");\n';
    const tag = headScriptTag(script);
    expect(headScriptSources(buildWith(script))).toEqual([hash(tag.slice('<script>'.length, -'</script>'.length))]);
  });

  it("allows the page-start script by the hash of its text, whatever its tag names to load (docs/decisions/088)", () => {
    const dir = buildWith('var kept = 1;\n');
    const pageStart = '// Loads the entry after the first paint.\n(function () {\n  start();\n})();\n';
    writeFileSync(join(dir, PAGE_START_FILE), pageStart);
    const tag = pageStartTag(pageStart, '/assets/index-a1.js', ['/assets/site-b2.js']);
    expect(headScriptSources(dir)).toEqual([hash('var kept = 1;'), hash(tag.slice(tag.indexOf('>') + 1, -'</script>'.length))]);
  });

  it('allows no inline script where the build has none (an API-only start)', () => {
    expect(headScriptSources(mkdtempSync(join(tmpdir(), 'crg-no-ui-')))).toEqual([]);
  });
});
