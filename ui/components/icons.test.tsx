import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssUrlOf, standaloneDrawing } from './icon-drawing.js';
import { ICON_NAMES, Icon } from './icons.js';

const sprite = readFileSync(new URL('./icon-sprite.svg', import.meta.url), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"([^>]*)>/g)].map(([, id, attributes]) => ({ id: id!, attributes: attributes! }));

describe('the icon file: every icon a page names is drawn once (docs/decisions/089, 090)', () => {
  it('has exactly one drawing for each icon name, topics included, and no other', () => {
    expect(symbols.map((symbol) => symbol.id).sort()).toEqual([...ICON_NAMES].sort());
  });

  it('gives every drawing its own grid, so it scales to the size a page asks for', () => {
    for (const symbol of symbols) expect(symbol.attributes, symbol.id).toMatch(/ viewBox="0 0 (16 16|24 24)"/);
  });

  it('draws in one colour, which the page replaces with the colour of the text around the icon', () => {
    expect(sprite).not.toMatch(/(fill|stroke)="#/);
  });
});

describe('standaloneDrawing: one drawing of the file as an SVG document of its own, for a CSS mask', () => {
  it('keeps the symbol’s grid and drawing attributes, and its shapes', () => {
    expect(standaloneDrawing(sprite, 'clock')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2" stroke-linecap="round"/></svg>',
    );
  });

  it('draws a shared shape in place of the <use> that names it, with the <use>’s own fill', () => {
    const full = standaloneDrawing(sprite, 'star-full');
    expect(full).not.toContain('<use');
    expect(full).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*><path d="M12 2\.5l[^"]+" stroke-linejoin="round" fill="currentColor"\/><\/svg>$/);
    const half = standaloneDrawing(sprite, 'star-half');
    expect(half.match(/<path d="M12 2\.5l/g)).toHaveLength(2);
    expect(half).toContain('<svg width="12" height="24" viewBox="0 0 12 24"><path');
  });

  it('draws every icon without naming anything outside itself', () => {
    for (const name of ICON_NAMES) expect(standaloneDrawing(sprite, name), name).not.toMatch(/<use|href=/);
  });

  it('refuses a name the file does not draw, and a shape the file does not define', () => {
    expect(() => standaloneDrawing(sprite, 'anchor')).toThrow('The icon file has no drawing named "anchor"');
    expect(() => standaloneDrawing('<symbol id="x" viewBox="0 0 24 24"><use href="#missing"/></symbol>', 'x')).toThrow('names "missing"');
  });

  it('becomes a CSS url() of an SVG data URL', () => {
    expect(cssUrlOf('<svg a="b"/>')).toBe('url("data:image/svg+xml,%3Csvg%20a%3D%22b%22%2F%3E")');
  });
});

describe('Icon', () => {
  it('is an empty box named after its drawing, hidden from screen readers, 16 px unless asked', () => {
    expect(renderToStaticMarkup(<Icon name="clock" />)).toMatch(/^<span class="[^"]+" data-icon="clock" aria-hidden="true"><\/span>$/);
    expect(renderToStaticMarkup(<Icon name="topic-volcano" size={40} />)).toMatch(
      /^<span class="[^"]+" style="width:40px;height:40px" data-icon="topic-volcano" aria-hidden="true"><\/span>$/,
    );
  });

  it('adds the class a page gives it to its own', () => {
    const [, classes = ''] = /class="([^"]+)"/.exec(renderToStaticMarkup(<Icon name="check" className="beside-text" />)) ?? [];
    expect(classes.split(' ')).toHaveLength(3);
    expect(classes.split(' ').at(-1)).toBe('beside-text');
  });
});
