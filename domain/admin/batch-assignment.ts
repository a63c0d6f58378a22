export interface BatchAssignment<F, T> {
  readonly tour: T;
  readonly file: F;
}

export interface BatchPlan<F, T> {
  /** Which tour gets which file, in the admin tour list's order. */
  readonly assignments: BatchAssignment<F, T>[];
  /** Files left over once every tour has one. */
  readonly unassigned: F[];
}

/**
 * docs/product.md §5 batch upload: files go to the admin tours in list order, the first file to the first tour,
 * and the assignment stops at the number of tours (11 on the admin page).
 */
export function assignBatch<F, T>(files: readonly F[], tours: readonly T[]): BatchPlan<F, T> {
  const count = Math.min(files.length, tours.length);
  const assignments = files.slice(0, count).map((file, index) => ({ tour: tours[index] as T, file }));
  return { assignments, unassigned: files.slice(count) };
}

/** docs/product.md §2: what a card says in batch mode; `position` is the card's 1-based place in the list. */
export function batchCardNote(position: number): string {
  return `Tour #${position} - Will be updated by batch upload in order`;
}

/** Issue 19 batch review: the list with the item at `index` moved `offset` places (-1 up, 1 down); unchanged when that leaves the list. */
export function movedInOrder<F>(order: readonly F[], index: number, offset: -1 | 1): F[] {
  const target = index + offset;
  const next = [...order];
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target] as F, next[index] as F];
  return next;
}
