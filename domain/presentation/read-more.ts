/**
 * The most characters two lines of a card's description hold at the card's narrowest (a four-column card at 1024 px:
 * about 230 px of 14 px text, some 36 characters a line). docs/product.md §2 shows two lines.
 */
export const TWO_LINES_AT_NARROWEST = 72;

/**
 * Issue 37 point 7 (docs/decisions/113): whether a card's description may be cut at two lines, and so offers "Read
 * more". Measured without a script, by its length against the narrowest card: a wider card may show it whole and
 * still offer the control, which then changes nothing; a description this short is never cut.
 */
export function descriptionOutgrowsTwoLines(description: string): boolean {
  return description.trim().length > TWO_LINES_AT_NARROWEST;
}
