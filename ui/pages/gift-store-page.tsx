import { retailClick, shopItem } from '../../domain/analytics/events.js';
import { retailPriceNote } from '../../domain/affiliate/retail-price-note.js';
import { categoryCounts } from '../../domain/shopping/category-counts.js';
import { GIFT_CATEGORIES, type GiftProduct } from '../../domain/shopping/gift-product.js';
import { AffiliateDisclosure } from '../components/affiliate-disclosure.js';
import { BuyingThroughRetailer, RetailPriceNote, RetailProductCard, type RetailCardBadge } from '../components/retail-product-card.js';
import { grid, gridItem } from '../components/retail-product-card.css.js';
import { GiftCategoryButtons, GiftCategoryStatus } from '../components/gift-categories.js';
import type { ShopView } from '../../domain/presentation/shop-views.js';
import { WHY_SHOP_POINTS } from '../content/gift-store.js';
import { siteConfig } from '../content/site-config.js';
import { Island } from '../islands/island.js';
import * as layout from '../styles/layout.css.js';
import * as css from './gift-store-page.css.js';

/** Cards of the first row (up to 4 columns) load at once; the rest lazily. */
const FIRST_ROW = 4;

const giftBadges = (product: GiftProduct): RetailCardBadge[] => (product.badge ? [{ text: product.badge, tone: 'accent' }] : []);

/**
 * docs/product.md §2 /gift-store: hero, sticky category buttons with counts (which do not filter), the grid of the
 * 12 gifts (§3), opened by the commission line (docs/decisions/096), with the price note under it (§7), the
 * why-shop-with-us block of three points, and how buying through the retailer works. Static (docs/decisions/083): the
 * category buttons and the status line are its only islands.
 */
export function GiftStorePage({ view: { products, pricesCheckedOn } }: { view: ShopView<GiftProduct> }) {
  /** docs/product.md §2: All, Coffee, Food, Apparel, Souvenirs, each with its number of gifts. */
  const counts = categoryCounts(products, GIFT_CATEGORIES);
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
        {/* docs/product.md §2, §7: the buttons mark the choice and report it; they do not filter. */}
        <Island name="gift-category-buttons" when="idle" component={GiftCategoryButtons} props={{ counts }} />
      </div>

      <div className={layout.page}>
        <section aria-labelledby="gift-products">
          <h2 id="gift-products">Gifts from Costa Rica</h2>
          <Island name="gift-category-status" when="idle" component={GiftCategoryStatus} props={{ counts, total: products.length }} />
          <AffiliateDisclosure partner="retail" />
          <ul className={grid}>
            {products.map((product, index) => (
              <li key={product.id} className={gridItem}>
                <RetailProductCard
                  product={product}
                  picture={{ imageUrl: product.imageUrl }}
                  brand={product.brand}
                  kind="retail"
                  badges={giftBadges(product)}
                  highlights={product.highlights}
                  eager={index < FIRST_ROW}
                  buyClick={retailClick('gift_store', shopItem(product))}
                  placement={{ section: 'products', position: index + 1 }}
                />
              </li>
            ))}
          </ul>
          <RetailPriceNote note={retailPriceNote(pricesCheckedOn, siteConfig.retailerName)} />
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

        <BuyingThroughRetailer id="gift-store-buying" />
      </div>
    </>
  );
}
