import { describe, expect, it } from 'vitest';
import { balancedColumns, columnExceptions } from './balanced-grid.js';

describe('a grid sized to its card count (issue 37 point 7)', () => {
  it('gives fewer cards than the width allows one column each: three cards never sit in four columns', () => {
    expect(balancedColumns(1, 4)).toBe(1);
    expect(balancedColumns(3, 4)).toBe(3);
    expect(balancedColumns(4, 4)).toBe(4);
  });

  it('evens out the rows of more cards than one row holds: 5 → 3 + 2, 6 → 3 + 3, 7 → 4 + 3, 9 → 3 × 3', () => {
    expect(balancedColumns(5, 4)).toBe(3);
    expect(balancedColumns(6, 4)).toBe(3);
    expect(balancedColumns(7, 4)).toBe(4);
    expect(balancedColumns(8, 4)).toBe(4);
    expect(balancedColumns(9, 4)).toBe(3);
    expect(balancedColumns(4, 3)).toBe(2);
    expect(balancedColumns(3, 2)).toBe(2);
  });

  it('keeps one column on a narrow screen and the width\'s columns for an empty grid', () => {
    expect(balancedColumns(7, 1)).toBe(1);
    expect(balancedColumns(0, 4)).toBe(4);
  });

  it('refuses a width of no column', () => {
    expect(() => balancedColumns(3, 0)).toThrow('A grid needs at least one column, got 0');
    expect(() => balancedColumns(3, 1.5)).toThrow('got 1.5');
  });

  it('lists the counts whose columns differ from the width\'s maximum, which alone need a rule', () => {
    expect(columnExceptions(4, 10)).toEqual([
      { cardCount: 1, columns: 1 },
      { cardCount: 2, columns: 2 },
      { cardCount: 3, columns: 3 },
      { cardCount: 5, columns: 3 },
      { cardCount: 6, columns: 3 },
      { cardCount: 9, columns: 3 },
    ]);
    expect(columnExceptions(4, 9).at(-1)).toEqual({ cardCount: 9, columns: 3 });
    expect(columnExceptions(1, 5)).toEqual([]);
    expect(columnExceptions(2, 3)).toEqual([{ cardCount: 1, columns: 1 }]);
  });
});
