import { roastColour, type RoastColour } from './roast-badge.js';

/**
 * Issue 18.2: no drawing truly shows a given bag of coffee, so a coffee card shows a designed label instead (as a
 * tour without a true drawing shows its designed cover, docs/decisions/064): the brand, the origin region and the
 * roast in the roast badge's colour, over one of these patterns. It depicts no product, so it is decorative.
 */
export const COFFEE_LABEL_PATTERNS = ['beans', 'leaves', 'cherries', 'hills', 'stripes', 'dots'] as const;

export type CoffeeLabelPattern = (typeof COFFEE_LABEL_PATTERNS)[number];

/** What a label needs from its coffee. */
export interface CoffeeLabelSubject {
  readonly brand: string;
  readonly origin: string;
  readonly roast: string;
}

export interface CoffeeBagCover extends CoffeeLabelSubject {
  readonly roastColour: RoastColour;
  readonly pattern: CoffeeLabelPattern;
}

/** The picture a cover shows, named by everything it shows: two covers with one name look the same. */
export function coffeeCoverPicture(cover: CoffeeBagCover): string {
  return `coffee-label:${cover.brand}|${cover.origin}|${cover.roast}|${cover.pattern}`;
}

/**
 * The labels of one page's coffees, in page order. Each card takes the pattern of its place (so neighbours differ);
 * where that would repeat a label already on the page (the same brand, origin and roast), it takes the next pattern
 * that does not. More bags of one brand, origin and roast than there are patterns cannot be told apart: refused.
 */
export function coffeeBagCovers(products: readonly CoffeeLabelSubject[]): CoffeeBagCover[] {
  const shown = new Set<string>();
  return products.map(({ brand, origin, roast }, index) => {
    for (let step = 0; step < COFFEE_LABEL_PATTERNS.length; step += 1) {
      const pattern = COFFEE_LABEL_PATTERNS[(index + step) % COFFEE_LABEL_PATTERNS.length]!;
      const cover: CoffeeBagCover = { brand, origin, roast, roastColour: roastColour(roast), pattern };
      const picture = coffeeCoverPicture(cover);
      if (!shown.has(picture)) {
        shown.add(picture);
        return cover;
      }
    }
    const count = products.filter((other) => other.brand === brand && other.origin === origin && other.roast === roast).length;
    throw new Error(`${count} bags of ${brand}, ${origin}, ${roast} roast on one page: their labels could not be told apart`);
  });
}
