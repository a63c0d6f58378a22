/** docs/product.md §9: review counts are shown with thousands separators, the US way (2347 → '2,347'). */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US', { maximumFractionDigits: 0 });
}
