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
