import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HEAD_SCRIPT_FILE, headScriptSources, inlineHeadScript, inlinePageStart, PAGE_START_FILE } from './head-script.js';

const builds: string[] = [];
const buildWith = (script: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'crg-head-script-'));
  builds.push(dir);
  writeFileSync(join(dir, HEAD_SCRIPT_FILE), script);
  return dir;
};
afterEach(() => builds.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the inline head script', () => {
  it('is allowed by the hash of exactly the text the page carries', () => {
    const dir = buildWith('// Why it runs early.\nvar kept = 1;\n  // Inside.\nif (kept) document.documentElement.setAttribute("data-x", "");\n');
    const tag = inlineHeadScript(dir);
    expect(tag).toBe('<script>var kept = 1;\nif (kept) document.documentElement.setAttribute("data-x", "");</script>');
    const text = tag.slice('<script>'.length, -'</script>'.length);
    expect(headScriptSources(dir)).toEqual([`'sha256-${createHash('sha256').update(text).digest('base64')}'`]);
  });

  it("allows the page-start script by the hash of its text, whatever its tag names to load (docs/decisions/088)", () => {
    const dir = buildWith('var kept = 1;\n');
    writeFileSync(join(dir, PAGE_START_FILE), '// Loads the entry after the first paint.\n(function () {\n  start();\n})();\n');
    const tag = inlinePageStart(dir, '/assets/index-a1.js', ['/assets/site-b2.js', '/assets/rolldown-runtime-c3.js']);
    expect(tag).toBe('<script data-entry="/assets/index-a1.js" data-chunks="/assets/site-b2.js /assets/rolldown-runtime-c3.js">(function () {\nstart();\n})();</script>');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(headScriptSources(dir)).toEqual([hash('var kept = 1;'), hash('(function () {\nstart();\n})();')]);
    expect(inlinePageStart(dir, '/a"b&c.js', [])).toContain('data-entry="/a&quot;b&amp;c.js"');
  });

  it('allows no inline script where the build has none (an API-only start)', () => {
    expect(headScriptSources(mkdtempSync(join(tmpdir(), 'crg-no-ui-')))).toEqual([]);
  });
});
