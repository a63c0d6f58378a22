import { productLink } from '../../domain/clicks/catalogue-links.js';
import { PartnerLink } from './partner-link.js';
import type { LinkPlacement } from '../../domain/clicks/link-catalogue.js';
import type { ReactNode } from 'react';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import type { OutboundLinkKind } from '../../domain/affiliate/link-rel.js';
import { buyButtonLabel } from '../../domain/affiliate/retail-link.js';
import { formatCount } from '../../domain/presentation/counts.js';
import { cardHighlights } from '../../domain/shopping/card-highlights.js';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '../content/illustrations.js';
import { siteConfig } from '../content/site-config.js';
import { visuallyHidden } from '../styles/layout.css.js';
import { badge, type BadgeTone } from './badge.js';
import { button } from './button.js';
import { FallbackImage } from './fallback-image.js';
import { Icon, PinIcon } from './icons.js';
import * as css from './retail-product-card.css.js';
import { StarRating } from './star-rating.js';
import { trackedClick } from './tracked-click.js';

/** What the shops' products share (docs/product.md §3 "Essentials product", "Gift product", "Coffee product"). */
export interface RetailCardProduct {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Shown as the first badge over the picture; a coffee has none (its roast badge comes first). */
  readonly category?: string | undefined;
  readonly price: string;
  readonly originalPrice?: string | undefined;
  readonly rating: number;
  readonly reviewCount: number;
  readonly retailUrl: string;
}

export interface RetailCardBadge {
  readonly text: string;
  readonly tone: BadgeTone;
  /** docs/product.md §9: a roast badge carries its roast, which the tests read its colour by. */
  readonly roast?: string;
}

/** What the card shows above its text: the product's drawing (the shops' products), or a designed cover (a coffee's bag label). */
export type RetailCardPicture = { readonly imageUrl: string } | { readonly cover: ReactNode };


interface RetailProductCardProps {
  product: RetailCardProduct;
  picture: RetailCardPicture;
  /** The coffee card's brand over the title and growing region under it (docs/product.md §3 "Coffee product"). */
  brand?: string | undefined;
  origin?: string | undefined;
  /** Small badges under the description (an editorial tag, Prime). */
  tags?: readonly RetailCardBadge[];
  /** The tracking event the retail link names (docs/decisions/012): coffee_purchase on the coffee page. */
  linkEvent?: string | undefined;
  /** The link's kind, which gives its rel (docs/decisions/013-outbound-link-rel.md): essentials or the other shops. */
  kind: Extract<OutboundLinkKind, 'essentials' | 'retail'>;
  /** Shown over the illustration after the category badge, in order. */
  badges?: readonly RetailCardBadge[];
  /** The product's highlights; the card shows the first few (domain/shopping/card-highlights.ts). */
  highlights?: readonly string[];
  /** Cards of the first row load at once; the rest lazily. */
  eager?: boolean;
  /**
   * What following the retail link reports (the page's product_click and affiliate click), written on the link for the
   * page's one click listener, so the card ships no component code (docs/decisions/083).
   */
  buyClick?: readonly AnalyticsEvent[];
  /** Where its retail link sits, for the click counts (docs/decisions/067). */
  placement: LinkPlacement;
}

function CheckIcon() {
  return <Icon name="check" className={css.check} />;
}

/**
 * One product of /travel-essentials, /gift-store or the coffee page (docs/product.md §2, §3): a designed
 * illustration or cover (never a hot-linked product photo, docs/product.md "departs" 3), badges, the coffee's brand
 * and origin, title, rating with the review count written with thousands separators (§9), description, highlights
 * or tags, price with the original struck through, and the retail button, opening in a new tab (§7).
 */
export function RetailProductCard({
  product, picture, brand, origin, tags = [], linkEvent, kind, badges = [], highlights = [], eager = false, buyClick, placement,
}: RetailProductCardProps) {
  const titleId = `product-${product.id}-title`;
  const shownHighlights = cardHighlights(highlights);
  return (
    <article className={css.card} aria-labelledby={titleId} data-product-id={product.id}>
      <div className={css.media}>
        {'imageUrl' in picture ? (
          // Decorative (issue 23.3): the heading beside it names the product, and the drawing shows no more than that.
          <FallbackImage
            className={css.image}
            src={picture.imageUrl}
            alt=""
            width={ILLUSTRATION_WIDTH}
            height={ILLUSTRATION_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          picture.cover
        )}
      </div>
      {/* Under the picture, never over its subject (docs/decisions/113). */}
      <div className={css.mediaBadges}>
        {product.category && <span className={badge({ tone: 'brand' })}>{product.category}</span>}
        {badges.map((item) => (
          <span key={item.text} className={badge({ tone: item.tone })} data-roast={item.roast}>
            {item.text}
          </span>
        ))}
      </div>
      <div className={css.body}>
        {brand && <p className={css.brand}>{brand}</p>}
        <h3 id={titleId} className={css.title}>
          {product.title}
        </h3>
        {origin && (
          <p className={css.origin}>
            <PinIcon /> <span>Origin: {origin}</span>
          </p>
        )}
        <p className={css.ratingRow}>
          <StarRating rating={product.rating} source={siteConfig.retailerName} />
          <span className={css.reviewCount} aria-hidden="true">
            ({formatCount(product.reviewCount)})
          </span>
          <span className={visuallyHidden}>{`${formatCount(product.reviewCount)} reviews`}</span>
        </p>
        <p className={css.description}>{product.description}</p>
        {tags.length > 0 && (
          <p className={css.tags}>
            {tags.map((tag) => (
              <span key={tag.text} className={badge({ tone: tag.tone })}>
                {tag.text}
              </span>
            ))}
          </p>
        )}
        {shownHighlights.length > 0 && (
          <ul className={css.highlights} aria-label="Highlights">
            {shownHighlights.map((highlight) => (
              <li key={highlight} className={css.highlight}>
                <CheckIcon />
                {highlight}
              </li>
            ))}
          </ul>
        )}
        <p className={css.priceRow}>
          <span className={css.price}>{product.price}</span>
          {product.originalPrice && (
            <s className={css.originalPrice}>
              <span className={visuallyHidden}>was </span>
              {product.originalPrice}
            </s>
          )}
        </p>
        <PartnerLink
          className={button({ width: 'full' })}
          href={product.retailUrl}
          kind={kind}
          link={productLink({ id: product.id, name: product.title })}
          placement={placement}
          hiddenContext={product.title}
          data-event={linkEvent}
          {...(buyClick && trackedClick(buyClick))}
        >
          {buyButtonLabel(siteConfig.retailerName)}
        </PartnerLink>
      </div>
    </article>
  );
}

/**
 * docs/product.md §7 price honesty: the catalogue's prices are static, so the note under each grid says when they
 * were checked and that the retailer's price at purchase applies.
 */
export function RetailPriceNote({ note }: { note: string }) {
  return <p className={css.priceNote}>{note}</p>;
}

/**
 * docs/product.md §2 /travel-essentials, /gift-store: after the grid, how buying through the retailer works. The
 * commission line itself opens the grid, before the first 'Buy on' link (./affiliate-disclosure.tsx, docs/decisions/096).
 */
export function BuyingThroughRetailer({ id }: { id: string }) {
  const retailer = siteConfig.retailerName;
  return (
    <section className={css.buyingNote} aria-labelledby={id}>
      <h2 id={id} className={css.buyingTitle}>
        Buying through {retailer}
      </h2>
      <p className={css.buyingText}>
        When you buy through a '{buyButtonLabel(retailer)}' link on this page, {retailer} pays us a small commission. You pay the same
        price, we never see your payment or delivery details, and the purchase, shipping and returns are handled by {retailer} and its
        sellers.
      </p>
    </section>
  );
}
