import { formatCount } from './counts.js';

export type Star = 'full' | 'half' | 'empty';

/**
 * docs/product.md §9: five stars, filled for the integer part of the rating; where `halfStars` is asked for
 * (the hotel list) a half star follows when the fraction is 0.5 or more.
 */
export function starsFor(rating: number, { halfStars = false } = {}): Star[] {
  const clamped = Math.min(5, Math.max(0, rating));
  const full = Math.floor(clamped);
  const half = halfStars && clamped - full >= 0.5 ? 1 : 0;
  return [...Array<Star>(full).fill('full'), ...Array<Star>(half).fill('half'), ...Array<Star>(5 - full - half).fill('empty')];
}

/**
 * A rating as the card shows it and as a screen reader says it, always naming where it was collected
 * (docs/decisions/076): the site collected none of them, so the figure is the source's, not ours.
 */
export function ratingWords(rating: number, source: string, reviewCount?: number): { shown: string; spoken: string } {
  if (reviewCount === undefined) return { shown: `${rating} on ${source}`, spoken: `Rated ${rating} out of 5 on ${source}` };
  const count = formatCount(reviewCount);
  return { shown: `${rating} on ${source} (${count})`, spoken: `Rated ${rating} out of 5 on ${source}, ${count} reviews` };
}
