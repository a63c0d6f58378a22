import { describe, expect, it } from 'vitest';
import { pagesCoveringEveryIsland } from './built-pages.js';

const staticPage = (path: string, ...islands: string[]) => ({
  path,
  html: `<body><div id="root" data-static-page>${islands.map((island) => `<div data-island="${island}" data-hydrate="idle"></div>`).join('')}</div></body>`,
});

describe('pagesCoveringEveryIsland: the pages the HTML check hydrates (docs/decisions/146)', () => {
  it('keeps each static page that names an island no page before it names, in order', () => {
    const pages = [staticPage('/', 'site-header', 'newsletter-form'), staticPage('/tours', 'site-header', 'tour-filter'), staticPage('/fishing', 'tour-filter', 'site-header'), staticPage('/privacy', 'site-header')];
    expect(pagesCoveringEveryIsland(pages).map((page) => page.path)).toEqual(['/', '/tours']);
  });

  it("always keeps the app's pages, whose markup the browser draws, and leaves out a static page without islands", () => {
    const app = { path: '/admin', html: '<body><div id="root"></div></body>' };
    const pages = [staticPage('/terms'), app, staticPage('/', 'site-header')];
    expect(pagesCoveringEveryIsland(pages).map((page) => page.path)).toEqual(['/admin', '/']);
  });

  it('reads an island named anywhere in the markup, not a look-alike attribute', () => {
    const page = { path: '/coffee', html: '<div id="root" data-static-page><p data-island-props="{}"></p><div class="x" data-island="retail-ad-frame"></div></div>' };
    expect(pagesCoveringEveryIsland([staticPage('/', 'site-header'), page]).map((built) => built.path)).toEqual(['/', '/coffee']);
    expect(pagesCoveringEveryIsland([{ path: '/x', html: '<div id="root" data-static-page><p data-island-props="{}"></p></div>' }])).toEqual([]);
  });
});
