import { starsFor } from '../../domain/presentation/star-rating.js';
import * as css from './tour-card.css.js';

const GLYPH = { full: '★', half: '⯪', empty: '☆' } as const;

/** SPEC §2 card: a 5-star rating with the number and the review count in brackets. */
export function StarRating({ rating, reviewCount, halfStars = false }: { rating: number; reviewCount: number; halfStars?: boolean }) {
  return (
    <span className={css.rating} aria-label={`Rated ${rating} out of 5, ${reviewCount} reviews`} role="img">
      <span className={css.stars} aria-hidden="true">
        {starsFor(rating, { halfStars }).map((star) => GLYPH[star]).join('')}
      </span>
      <span aria-hidden="true">
        {rating} ({reviewCount})
      </span>
    </span>
  );
}
