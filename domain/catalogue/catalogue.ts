/*
 * What the tour cards of every page share about a tour's figures (docs/product.md §3 "Public tour"): the difficulties a
 * card may show, and how it writes a price. The records themselves are the collection schemas' (./schema/, docs/decisions/100).
 */

/** The difficulty a tour card may show (docs/product.md §3 "Public tour"). */
export const TOUR_DIFFICULTIES = ['Easy', 'Moderate', 'Advanced', 'Beginner', 'Intermediate'] as const;

export type TourDifficulty = (typeof TOUR_DIFFICULTIES)[number];

/** A price as cards write it: '$65', '$4,200' (USD, whole dollars with a thousands comma). */
export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}
