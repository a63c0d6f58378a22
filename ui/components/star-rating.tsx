import { starsFor } from '../../domain/presentation/star-rating.js';
import { StarIcon } from './icons.js';
import * as css from './tour-card.css.js';

/** docs/product.md §2 card: a 5-star rating with the number and the review count in brackets. */
export function StarRating({
  rating,
  reviewCount,
  halfStars = false,
}: {
  rating: number;
  /** docs/product.md §3: home tours have a rating but no review count. */
  reviewCount?: number;
  halfStars?: boolean;
}) {
  return (
    <span className={css.rating} aria-label={reviewCount === undefined ? `Rated ${rating} out of 5` : `Rated ${rating} out of 5, ${reviewCount} reviews`} role="img">
      <span className={css.stars}>
        {starsFor(rating, { halfStars }).map((star, index) => (
          <StarIcon key={index} kind={star} />
        ))}
      </span>
      <span aria-hidden="true">
        {reviewCount === undefined ? rating : `${rating} (${reviewCount})`}
      </span>
    </span>
  );
}
