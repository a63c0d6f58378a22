import { hotelLink } from '../../domain/clicks/catalogue-links.js';
import { PartnerLink } from './partner-link.js';
import { AffiliateDisclosure } from './affiliate-disclosure.js';
import { reviewSiteButtonLabel } from '../../domain/affiliate/review-site-link.js';
import type { HotelsBlockView } from '../../domain/presentation/hotels-block-view.js';
import { hotelFeatures, hotelPriceColour, hotelPriceLevelWords, hotelRank } from '../../domain/presentation/hotel-card.js';
import { hotelsJsonLd, jsonLdScript } from '../../domain/seo/structured-data.js';
import { siteConfig } from '../content/site-config.js';
import { visuallyHidden } from '../styles/layout.css.js';
import { HOTEL_PRICE_BADGE } from '../../domain/presentation/badge-tones.js';
import { badge } from './badge.js';
import { button } from './button.js';
import { StarRating } from './star-rating.js';
import * as css from './hotels-block.css.js';

/** docs/product.md §2 hotels block: the destination's five top hotels, ranked, linking to the review site (domain/presentation/hotels-block-view.ts). */
export function HotelsBlock({ place, view: { hotels } }: { place: string; view: HotelsBlockView }) {
  return (
    <section className={css.block} aria-labelledby="hotels-title">
      <h2 id="hotels-title">Top Hotels in {place}</h2>
      <p className={css.lead}>
        Where to stay, ranked by {siteConfig.reviewSiteName} travellers' reviews.
      </p>
      <AffiliateDisclosure partner="review-site" />
      <ol className={css.list}>
        {hotels.map((hotel, index) => {
          const features = hotelFeatures(hotel.features);
          const titleId = `hotel-${index}-name`;
          return (
            <li key={hotel.name} className={css.card} aria-labelledby={titleId}>
              <div className={css.header}>
                {/* Words for screen readers, not an aria-label: a <span> may not carry one (W3C checker). */}
                <span className={css.rank}>
                  <span aria-hidden="true">#{hotelRank(index)}</span>
                  <span className={visuallyHidden}>Rank {hotelRank(index)}</span>
                </span>
                <div>
                  <h3 id={titleId} className={css.name}>
                    {hotel.name}
                  </h3>
                  <p className={css.category}>{hotel.category}</p>
                </div>
                <span className={badge({ tone: HOTEL_PRICE_BADGE[hotelPriceColour(hotel.priceRange)] })}>
                  <span aria-hidden="true">{hotel.priceRange}</span>
                  <span className={visuallyHidden}>{hotelPriceLevelWords(hotel.priceRange)}</span>
                </span>
              </div>
              <StarRating rating={hotel.rating} reviewCount={hotel.reviewCount} source={siteConfig.reviewSiteName} />
              <p className={css.description}>{hotel.description}</p>
              <ul className={css.features} aria-label="Features">
                {features.shown.map((feature) => (
                  <li key={feature} className={badge({ tone: 'outline' })}>
                    {feature}
                  </li>
                ))}
                {features.more && <li className={css.more}>{features.more}</li>}
              </ul>
              <PartnerLink
                className={button({ variant: 'secondary', width: 'full' })}
                href={hotel.reviewSiteHref}
                kind="review-site"
                link={hotelLink(hotel)}
                placement={{ section: 'hotels', position: index + 1 }}
              >
                {reviewSiteButtonLabel(hotel.name, siteConfig.reviewSiteName)}
              </PartnerLink>
            </li>
          );
        })}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(hotelsJsonLd(hotels)) }} />
    </section>
  );
}
