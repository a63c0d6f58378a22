import { describe, expect, it } from 'vitest';
import * as tokens from './tokens.js';

describe('port token names', () => {
  it('are the port names, as both composition roots look them up with Symbol.for', () => {
    for (const [exported, symbol] of Object.entries(tokens)) {
      expect(Symbol.keyFor(symbol)).toBe(exported.replace(/Token$/, ''));
    }
  });
});
