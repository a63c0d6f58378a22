import { describe, expect, it } from 'vitest';
import * as tokens from './tokens.js';

describe('port tokens', () => {
  it('are distinct symbols, one per port', () => {
    const symbols = Object.values(tokens);
    expect(symbols.every((value) => typeof value === 'symbol')).toBe(true);
    expect(new Set(symbols).size).toBe(symbols.length);
  });
});
