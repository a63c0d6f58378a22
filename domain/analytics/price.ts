/**
 * docs/product.md §5: prices are parsed for tracking by removing $ and commas ('$4,200' → 4200). Text that
 * is still not a number then counts as 0, so an event never carries NaN.
 */
export function parsePrice(text: string): number {
  const value = Number.parseFloat(text.replace(/[$,]/g, ''));
  return Number.isFinite(value) ? value : 0;
}
