import { describe, expect, it } from 'vitest';
import { emojiIn, picturesShownTwice } from './page-pictures.js';

describe('a page never shows one picture twice (docs/product.md departures 7)', () => {
  it('names each picture a page shows more than once, once', () => {
    expect(picturesShownTwice(['/a.svg', '/b.svg', '/a.svg', '/a.svg', '/c.svg', '/b.svg'])).toEqual(['/a.svg', '/b.svg']);
  });

  it('finds nothing when every picture is its own', () => {
    expect(picturesShownTwice(['/a.svg', '/b.svg'])).toEqual([]);
    expect(picturesShownTwice([])).toEqual([]);
  });
});

describe('symbols are drawn, never emoji (docs/product.md departures 7)', () => {
  it('finds the emoji a text shows, each once, with their text-style variants', () => {
    expect(emojiIn('🌋 Arenal ☕ San José 🌋 and 🏖️ beach')).toEqual(['🌋', '☕', '🏖️']);
  });

  it('leaves the copyright sign, accents and punctuation alone', () => {
    expect(emojiIn('© 2026 Costa Rica Gateway · Poás – “Pura Vida” ✓ $1,400')).toEqual([]);
  });
});
