import { useState } from 'react';
import { categoryFilter, retailClick, shopItem } from '../../domain/analytics/events.js';
import { retailPriceNote } from '../../domain/affiliate/retail-price-note.js';
import { categoryCounts } from '../../domain/shopping/category-counts.js';
import { GIFT_CATEGORIES, type GiftProduct } from '../../domain/shopping/gift-product.js';
import { ALL_CATEGORIES } from '../../domain/tours/tour-filters.js';
import { RetailPriceNote, RetailProductCard, ShopDisclosure, type RetailCardBadge } from '../components/retail-product-card.js';
import { grid, gridItem } from '../components/retail-product-card.css.js';
import { GIFT_PRODUCTS, PRICES_CHECKED_ON, WHY_SHOP_POINTS } from '../content/gift-store.js';
import { siteConfig } from '../content/site-config.js';
import { useTracking } from '../hooks/use-tracking.js';
import * as layout from '../styles/layout.css.js';
import * as css from './gift-store-page.css.js';

/** Cards of the first row (up to 4 columns) load at once; the rest lazily. */
const FIRST_ROW = 4;

/** docs/product.md §2: All, Coffee, Food, Apparel, Souvenirs, each with its number of gifts. */
const COUNTS = categoryCounts(GIFT_PRODUCTS, GIFT_CATEGORIES);

const giftBadges = (product: GiftProduct): RetailCardBadge[] => (product.badge ? [{ text: product.badge, tone: 'accent' }] : []);

/**
 * docs/product.md §2 /gift-store: hero, sticky category buttons with counts (which do not filter), the grid of the
 * 12 gifts (§3) with the price note under it (§7), the why-shop-with-us block of three points, and the affiliate
 * disclosure.
 */
export function GiftStorePage() {
  const [chosen, setChosen] = useState<string>(ALL_CATEGORIES);
  const chosenCount = COUNTS.find((entry) => entry.category === chosen)?.count ?? GIFT_PRODUCTS.length;
  const { track } = useTracking();

  return (
    <>
      <section className={layout.hero} aria-labelledby="gift-store-title">
        <h1 id="gift-store-title" className={layout.heroTitle}>
          Costa Rica Gift Store
        </h1>
        <p className={layout.lead}>
          Bring a little pura vida home: Tarrazú coffee, Salsa Lizano, chocolate, apparel and handmade souvenirs, each linked to{' '}
          {siteConfig.retailerName}.
        </p>
      </section>

      <div className={css.categoryBar}>
        <div className={css.categoryRow} role="group" aria-label="Gift categories">
          {/* docs/product.md §2, §7: a category button only marks itself chosen and reports the choice (category_filter);
              it does not filter, the grid always shows every gift. */}
          {COUNTS.map(({ category, count }) => (
            <button
              key={category}
              type="button"
              className={css.categoryButton}
              aria-pressed={category === chosen}
              onClick={() => {
                setChosen(category);
                track(categoryFilter(category));
              }}
            >
              {category}
              <span className={css.count} aria-hidden="true">
                {count}
              </span>
              <span className={layout.visuallyHidden}>{`(${count} ${count === 1 ? 'gift' : 'gifts'})`}</span>
            </button>
          ))}
        </div>
      </div>

      <div className={layout.page}>
        <section aria-labelledby="gift-products">
          <h2 id="gift-products">Gifts from Costa Rica</h2>
          {/* Says in words that the buttons do not filter, so no visitor waits for the grid to change. */}
          <p className={css.status} role="status">
            {chosen === ALL_CATEGORIES
              ? `All ${GIFT_PRODUCTS.length} gifts are shown below.`
              : `${chosen}: ${chosenCount} of ${GIFT_PRODUCTS.length} gifts. All ${GIFT_PRODUCTS.length} gifts are shown below.`}
          </p>
          <ul className={grid}>
            {GIFT_PRODUCTS.map((product, index) => (
              <li key={product.id} className={gridItem}>
                <RetailProductCard
                  product={product}
                  picture={{ imageUrl: product.imageUrl }}
                  kind="retail"
                  badges={giftBadges(product)}
                  highlights={product.highlights}
                  eager={index < FIRST_ROW}
                  onBuyClick={() => track(retailClick('gift_store', shopItem(product)))}
                  placement={{ section: 'products', position: index + 1 }}
                />
              </li>
            ))}
          </ul>
          <RetailPriceNote note={retailPriceNote(PRICES_CHECKED_ON, siteConfig.retailerName)} />
        </section>

        <section className={layout.section} aria-labelledby="gift-why-shop">
          <h2 id="gift-why-shop">Why Shop With Us</h2>
          <ul className={css.whyShop}>
            {WHY_SHOP_POINTS.map((point) => (
              <li key={point.title} className={css.whyShopPoint}>
                <h3 className={css.whyShopTitle}>{point.title}</h3>
                <p className={css.whyShopText}>{point.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <ShopDisclosure id="gift-store-disclosure" />
      </div>
    </>
  );
}
