import { describe, expect, it } from 'vitest';
import { assignBatch, batchCardNote, movedInOrder } from './batch-assignment.js';

const tours = Array.from({ length: 11 }, (_, index) => ({ id: index + 1 }));
const files = (count: number) => Array.from({ length: count }, (_, index) => `photo-${index + 1}.jpg`);

describe('batch assignment (docs/product.md §5)', () => {
  it('gives the first file to the first tour, and so on in list order', () => {
    const plan = assignBatch(files(3), tours);
    expect(plan.assignments).toEqual([
      { tour: { id: 1 }, file: 'photo-1.jpg' },
      { tour: { id: 2 }, file: 'photo-2.jpg' },
      { tour: { id: 3 }, file: 'photo-3.jpg' },
    ]);
    expect(plan.unassigned).toEqual([]);
  });

  it('follows the order of the tour list, not the tour ids', () => {
    const plan = assignBatch(files(2), [{ id: 9 }, { id: 4 }]);
    expect(plan.assignments.map((assignment) => assignment.tour.id)).toEqual([9, 4]);
  });

  it('fills all 11 tours from 11 files', () => {
    expect(assignBatch(files(11), tours).assignments).toHaveLength(11);
  });

  it('stops at the number of tours and says which files were left over', () => {
    const plan = assignBatch(files(13), tours);
    expect(plan.assignments).toHaveLength(11);
    expect(plan.assignments[10]).toEqual({ tour: { id: 11 }, file: 'photo-11.jpg' });
    expect(plan.unassigned).toEqual(['photo-12.jpg', 'photo-13.jpg']);
  });

  it('assigns nothing without files, or without tours', () => {
    expect(assignBatch([], tours)).toEqual({ assignments: [], unassigned: [] });
    expect(assignBatch(files(2), [])).toEqual({ assignments: [], unassigned: files(2) });
  });
});

describe('batch card note (docs/product.md §2)', () => {
  it('numbers the card', () => {
    expect(batchCardNote(4)).toBe('Tour #4 - Will be updated by batch upload in order');
  });
});

describe('the batch review: the operator reorders or drops photos before anything uploads (issue 19)', () => {
  it('moves a photo one place up or down', () => {
    expect(movedInOrder(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movedInOrder(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movedInOrder(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the order as it is when the move would leave the list', () => {
    expect(movedInOrder(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(movedInOrder(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
