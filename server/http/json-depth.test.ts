import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.js';

const nested = (levels: number, open: string, close: string) => JSON.parse(`${open.repeat(levels)}${close.repeat(levels)}`) as unknown;

describe('nestedDeeperThan (docs/decisions/053)', () => {
  it('counts a bare value as depth 0 and each array or object as one level', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan(null, 0)).toBe(false);
    expect(nestedDeeperThan({}, 0)).toBe(true);
    expect(nestedDeeperThan({}, 1)).toBe(false);
    expect(nestedDeeperThan({ tours: [{ tourId: 1 }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ tours: [{ tourId: [1] }] }, 3)).toBe(true);
  });

  it(`lets ${MAX_JSON_DEPTH} levels through and refuses ${MAX_JSON_DEPTH + 1}`, () => {
    expect(nestedDeeperThan(nested(MAX_JSON_DEPTH, '[', ']'), MAX_JSON_DEPTH)).toBe(false);
    expect(nestedDeeperThan(nested(MAX_JSON_DEPTH + 1, '[', ']'), MAX_JSON_DEPTH)).toBe(true);
  });

  it('finds the deep branch among wide shallow ones, and survives 100,000 levels', () => {
    const wide = Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`k${index}`, index]));
    expect(nestedDeeperThan({ ...wide, deep: nested(40, '[', ']') }, MAX_JSON_DEPTH)).toBe(true);
    expect(nestedDeeperThan(wide, MAX_JSON_DEPTH)).toBe(false);
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(nestedDeeperThan(deep, MAX_JSON_DEPTH)).toBe(true);
  });
});
