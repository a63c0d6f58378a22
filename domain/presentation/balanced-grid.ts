/**
 * Issue 37 point 7 (docs/decisions/113): a grid sized to its card count, so no row is half empty: three cards never
 * sit in four columns, five never fall 4 + 1. A width allows at most `maxColumns`; the grid takes the fewest rows that
 * allows, then the fewest columns that still fit the cards in those rows, so its rows are as even as they can be
 * (5 → 3 + 2, 7 → 4 + 3, 3 in two columns → 2 + 1).
 */
export function balancedColumns(cardCount: number, maxColumns: number): number {
  if (!Number.isInteger(maxColumns) || maxColumns < 1) throw new Error(`A grid needs at least one column, got ${maxColumns}`);
  if (cardCount <= 0) return maxColumns;
  const rows = Math.ceil(cardCount / maxColumns);
  return Math.ceil(cardCount / rows);
}

/**
 * The card counts, up to `upTo`, whose balanced column count differs from the width's maximum, with that count: the
 * rules a grid's CSS needs at that width (every other count fills `maxColumns`).
 */
export function columnExceptions(maxColumns: number, upTo: number): { readonly cardCount: number; readonly columns: number }[] {
  const exceptions: { cardCount: number; columns: number }[] = [];
  for (let cardCount = 1; cardCount <= upTo; cardCount += 1) {
    const columns = balancedColumns(cardCount, maxColumns);
    if (columns !== maxColumns) exceptions.push({ cardCount, columns });
  }
  return exceptions;
}
