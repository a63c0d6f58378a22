/** docs/product.md §3, §9: a gift card shows 3 of its product's 4 highlights. */
export const GIFT_CARD_HIGHLIGHTS = 3;

export function cardHighlights(highlights: readonly string[]): string[] {
  return highlights.slice(0, GIFT_CARD_HIGHLIGHTS);
}
