import { formatCount } from './counts.js';

export type Star = 'full' | 'half' | 'empty';

/**
 * docs/product.md §9: five stars, the rating rounded to the nearest half star (4.2 draws four, 4.7 four and a half,
 * 4.9 five), the same on every card: tours, products and hotels. The number beside the stars says the exact figure.
 */
export function starsFor(rating: number): Star[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2;
  return [...Array<Star>(full).fill('full'), ...Array<Star>(half).fill('half'), ...Array<Star>(5 - full - half).fill('empty')];
}

/**
 * A rating as the card shows it and as a screen reader says it, always naming where it was collected
 * (docs/decisions/076): the site collected none of them, so the figure is the source's, not ours. One decimal, as
 * the sources write it ('4.0'), so a whole rating never reads as a rounded one.
 */
export function ratingWords(rating: number, source: string, reviewCount?: number): { shown: string; spoken: string } {
  const figure = rating.toFixed(1);
  if (reviewCount === undefined) return { shown: `${figure} on ${source}`, spoken: `Rated ${figure} out of 5 on ${source}` };
  const count = formatCount(reviewCount);
  return { shown: `${figure} on ${source} (${count})`, spoken: `Rated ${figure} out of 5 on ${source}, ${count} reviews` };
}
