import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, Icon } from './icons.js';

const sprite = readFileSync(new URL('./icon-sprite.svg', import.meta.url), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"([^>]*)>/g)].map(([, id, attributes]) => ({ id: id!, attributes: attributes! }));

describe('the icon file: every icon a page names is drawn once (docs/decisions/089)', () => {
  it('has exactly one drawing for each icon name, topics included, and no other', () => {
    expect(symbols.map((symbol) => symbol.id).sort()).toEqual([...ICON_NAMES].sort());
  });

  it('gives every drawing its own grid, so it scales to the size a page asks for', () => {
    for (const symbol of symbols) expect(symbol.attributes, symbol.id).toMatch(/ viewBox="0 0 (16 16|24 24)"/);
  });

  it('draws in the colour of the text around the icon', () => {
    expect(sprite).not.toMatch(/(fill|stroke)="#/);
  });
});

describe('Icon', () => {
  it('names its drawing in the icon file, at the size asked, hidden from screen readers', () => {
    const markup = renderToStaticMarkup(<Icon name="topic-volcano" size={40} />);
    expect(markup).toMatch(/^<svg width="40" height="40" aria-hidden="true" focusable="false"><use href="[^"]*icon-sprite[^"]*\.svg[^"#]*#topic-volcano"><\/use><\/svg>$/);
  });
});
