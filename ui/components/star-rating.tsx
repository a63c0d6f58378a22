import { ratingWords, starsFor } from '../../domain/presentation/star-rating.js';
import { StarIcon } from './icons.js';
import * as css from './tour-card.css.js';

/**
 * docs/product.md §2 card: a 5-star rating drawn to the nearest half star (§9, the same on tour, product and hotel
 * cards) with the number beside it and the review count in brackets, and the site that collected it ("4.8 on
 * GetYourGuide", docs/decisions/076); its accessible name says the figure ("Rated 4.8 out of 5 on GetYourGuide").
 */
export function StarRating({
  rating,
  source,
  reviewCount,
}: {
  rating: number;
  /** Who collected the rating: the marketplace, the review site or the retailer. */
  source: string;
  /** docs/product.md §3: home tours have a rating but no review count. */
  reviewCount?: number;
}) {
  const words = ratingWords(rating, source, reviewCount);
  return (
    <span className={css.rating} aria-label={words.spoken} role="img">
      <span className={css.stars}>
        {starsFor(rating).map((star, index) => (
          <StarIcon key={index} kind={star} />
        ))}
      </span>
      <span aria-hidden="true">{words.shown}</span>
    </span>
  );
}
