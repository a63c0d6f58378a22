import { describe, expect, it } from 'vitest';
import { headScriptTag, inlineScriptText, pageStartTag } from './inline-scripts.js';

describe('the inline scripts as pages carry them', () => {
  it('are their text without comment lines, blank lines and indentation', () => {
    expect(inlineScriptText('// Why it runs early.\nvar kept = 1;\n  // Inside.\n\nif (kept) document.documentElement.setAttribute("data-x", "");\n')).toBe(
      'var kept = 1;\nif (kept) document.documentElement.setAttribute("data-x", "");',
    );
  });

  it('put the head script in a plain script tag', () => {
    expect(headScriptTag('// Why.\nvar kept = 1;\n')).toBe('<script>var kept = 1;</script>');
  });

  it('name what the page-start script loads in its attributes, escaped (docs/decisions/088)', () => {
    const source = '// Loads the entry after the first paint.\n(function () {\n  start();\n})();\n';
    expect(pageStartTag(source, '/assets/index-a1.js', ['/assets/site-b2.js', '/assets/rolldown-runtime-c3.js'])).toBe(
      '<script data-entry="/assets/index-a1.js" data-chunks="/assets/site-b2.js /assets/rolldown-runtime-c3.js">(function () {\nstart();\n})();</script>',
    );
    expect(pageStartTag(source, '/a"b&c.js', [])).toContain('data-entry="/a&quot;b&amp;c.js" data-chunks=""');
  });
});
