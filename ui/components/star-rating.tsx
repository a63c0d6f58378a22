import { ratingWords, starsFor } from '../../domain/presentation/star-rating.js';
import { StarIcon } from './icons.js';
import * as css from './tour-card.css.js';

/**
 * docs/product.md §2 card: a 5-star rating with the number and the review count in brackets, and the site
 * that collected it ("4.8 on GetYourGuide", docs/decisions/076).
 */
export function StarRating({
  rating,
  source,
  reviewCount,
  halfStars = false,
}: {
  rating: number;
  /** Who collected the rating: the marketplace, the review site or the retailer. */
  source: string;
  /** docs/product.md §3: home tours have a rating but no review count. */
  reviewCount?: number;
  halfStars?: boolean;
}) {
  const words = ratingWords(rating, source, reviewCount);
  return (
    <span className={css.rating} aria-label={words.spoken} role="img">
      <span className={css.stars}>
        {starsFor(rating, { halfStars }).map((star, index) => (
          <StarIcon key={index} kind={star} />
        ))}
      </span>
      <span aria-hidden="true">{words.shown}</span>
    </span>
  );
}
