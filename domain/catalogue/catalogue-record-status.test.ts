import { describe, expect, it } from 'vitest';
import { recordStatusOf } from './catalogue-record-status.js';

describe('a record\'s status (docs/decisions/103)', () => {
  it.each([
    ['new', { version: 1 }, undefined],
    ['published', { version: 3 }, 3],
    ['draft', { version: 4 }, 3],
    ['archived', { version: 5, archivedAt: '2026-03-01T10:00:00.000Z' }, undefined],
    ['archived-still-published', { version: 5, archivedAt: '2026-03-01T10:00:00.000Z' }, 4],
  ] as const)('is %s for a record at %o whose published version is %s', (status, record, published) => {
    expect(recordStatusOf(record, published)).toBe(status);
  });
});
