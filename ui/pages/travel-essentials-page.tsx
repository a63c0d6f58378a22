import { retailClick, shopItem } from '../../domain/analytics/events.js';
import { retailPriceNote } from '../../domain/affiliate/retail-price-note.js';
import type { EssentialsProduct } from '../../domain/shopping/essentials-product.js';
import { ESSENTIALS_CATEGORIES } from '../../domain/shopping/essentials-product.js';
import { ALL_CATEGORIES } from '../../domain/tours/tour-filters.js';
import { AffiliateDisclosure } from '../components/affiliate-disclosure.js';
import { BuyingThroughRetailer, RetailPriceNote, RetailProductCard, type RetailCardBadge } from '../components/retail-product-card.js';
import { grid, gridItem } from '../components/retail-product-card.css.js';
import { siteConfig } from '../content/site-config.js';
import type { ShopView } from '../../domain/presentation/shop-views.js';
import { ESSENTIALS_BENEFITS } from '../content/travel-essentials.js';
import * as layout from '../styles/layout.css.js';
import * as css from './travel-essentials-page.css.js';

/** Cards of the first row (up to 4 columns) load at once; the rest lazily. */
const FIRST_ROW = 4;

/** docs/product.md §2: what each benefit means, in plain words, so the strip promises nothing we do not keep. */
const BENEFIT_DETAILS: Readonly<Record<(typeof ESSENTIALS_BENEFITS)[number], string>> = {
  'Free Prime Shipping': `Free for ${siteConfig.retailerName} Prime members on items marked Prime.`,
  '30-Day Returns': `Most items can be returned within 30 days under ${siteConfig.retailerName}'s returns policy.`,
  'Top-Rated Products': 'Every pick is rated 4.5 stars or more by thousands of buyers.',
};

/** docs/product.md §2, §3: Prime, Best Seller and the retailer's choice tag, in that order. */
function essentialsBadges(product: EssentialsProduct): RetailCardBadge[] {
  const badges: RetailCardBadge[] = [];
  if (product.prime) badges.push({ text: 'Prime', tone: 'blue' });
  if (product.bestseller) badges.push({ text: 'Best Seller', tone: 'accent' });
  if (product.choiceTag) badges.push({ text: product.choiceTag, tone: 'darkGrey' });
  return badges;
}

function CheckCircleIcon() {
  return (
    <svg className={css.benefitIcon} width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l3 3 5-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * docs/product.md §2 /travel-essentials: header, benefits strip, the commission line (before the first paid link,
 * docs/decisions/096), category chips (which do not filter), the grid of the 8 products (§3) with the price note under it
 * (§7), and how buying through the retailer works. A static page: nothing on it
 * responds but its links, whose clicks the page's one listener reports (docs/decisions/083).
 */
export function TravelEssentialsPage({ view: { products, pricesCheckedOn } }: { view: ShopView<EssentialsProduct> }) {
  return (
    <>
      <section className={layout.hero} aria-labelledby="essentials-title">
        <h1 id="essentials-title" className={layout.heroTitle}>
          Costa Rica Travel Essentials
        </h1>
        <p className={layout.lead}>
          Rainforest humidity, afternoon downpours, strong sun and mosquitoes: what we pack for every Costa Rica trip, each one a click away on{' '}
          {siteConfig.retailerName}.
        </p>
      </section>

      <div className={layout.page}>
        <ul className={css.benefits} aria-label={`Buying on ${siteConfig.retailerName}`}>
          {ESSENTIALS_BENEFITS.map((benefit) => (
            <li key={benefit} className={css.benefit}>
              <CheckCircleIcon />
              <span className={css.benefitText}>
                <strong className={css.benefitTitle}>{benefit}</strong>
                <span className={css.benefitDetail}>{BENEFIT_DETAILS[benefit]}</span>
              </span>
            </li>
          ))}
        </ul>

        <section className={layout.section} aria-labelledby="essentials-products">
          <h2 id="essentials-products">Our Packing List for Costa Rica</h2>
          <p className={css.sectionLead}>One pick for each need below. All {products.length} products are shown.</p>
          <AffiliateDisclosure partner="retail" />
          {/* docs/product.md §2: the chips do not filter, so they are labels, not controls; 'All' is the current view. */}
          <ul className={css.chips} aria-label="Categories">
            {[ALL_CATEGORIES, ...ESSENTIALS_CATEGORIES].map((category) => (
              <li key={category} className={css.chip} aria-current={category === ALL_CATEGORIES ? 'true' : undefined}>
                {category}
              </li>
            ))}
          </ul>
          <ul className={grid}>
            {products.map((product, index) => (
              <li key={product.id} className={gridItem}>
                <RetailProductCard
                  product={product}
                  picture={{ imageUrl: product.imageUrl }}
                  kind="essentials"
                  badges={essentialsBadges(product)}
                  eager={index < FIRST_ROW}
                  buyClick={retailClick('travel_essentials', shopItem(product))}
                  placement={{ section: 'products', position: index + 1 }}
                />
              </li>
            ))}
          </ul>
          <RetailPriceNote note={retailPriceNote(pricesCheckedOn, siteConfig.retailerName)} />
        </section>

        <BuyingThroughRetailer id="essentials-buying" />
      </div>
    </>
  );
}
