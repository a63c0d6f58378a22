import { retailSearchCatalogueLink } from '../../domain/clicks/catalogue-links.js';
import { PartnerLink } from '../components/partner-link.js';
import type { LinkPlacement } from '../../domain/clicks/link-catalogue.js';
import { coffeeItem, retailClick, weeklyRecommendationClick, widgetClick } from '../../domain/analytics/events.js';
import { retailSearchLink } from '../../domain/affiliate/retail-link.js';
import { retailPriceNote } from '../../domain/affiliate/retail-price-note.js';
import { roastColour, type RoastColour } from '../../domain/presentation/roast-badge.js';
import type { CoffeeProduct } from '../../domain/shopping/coffee-product.js';
import type { ShopView } from '../../domain/presentation/shop-views.js';
import { AffiliateDisclosure } from '../components/affiliate-disclosure.js';
import type { BadgeTone } from '../components/badge.js';
import { button } from '../components/button.js';
import { CoffeeBagCover } from '../components/coffee-bag-cover.js';
import { trackedClick } from '../components/tracked-click.js';
import { RetailAdFrame } from '../components/retail-ad-frame.js';
import { RetailProductCard, type RetailCardBadge } from '../components/retail-product-card.js';
import {
  BREW_METHODS, COFFEE_BREWING_SECTION, COFFEE_GIFTS, COFFEE_HISTORY, COFFEE_OVERVIEW, COFFEE_REGIONS,
  COFFEE_REGIONS_SECTION, COFFEE_WIDGET_BLOCKS, FIRST_ROW_SIZE, RETAIL_AD_FRAME_HEIGHT, RETAIL_AD_FRAME_WIDTH,
  WEEKLY_PICK, retailAdFrameUrl, weeklyPickLabel, widgetEvent, type CoffeeArticleSection,
} from '../content/coffee.js';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, illustrationUrl } from '../content/illustrations.js';
import { siteConfig } from '../content/site-config.js';
import { Island } from '../islands/island.js';
import * as layout from '../styles/layout.css.js';
import * as productCard from '../components/retail-product-card.css.js';
import * as css from './coffee-page.css.js';

/** The h1 of /featured-coffee and /coffee (docs/product.md §2; the route list's heading in domain/presentation/site-pages.ts). */
export const COFFEE_PAGE_HEADING = 'Costa Rica Coffee';

/** docs/product.md §9 roast badge colours, as the tones of the badge recipe. */
const ROAST_BADGE_TONE: Readonly<Record<RoastColour, BadgeTone>> = {
  amber: 'amber',
  orange: 'orange',
  'dark-grey': 'darkGrey',
  grey: 'grey',
};

const WIDGETS_ID = 'coffee-shops';
const AD_ID = 'coffee-ad';
const PRODUCTS_ID = 'coffee-products';

/** docs/product.md §2: the sections the "On this page" links jump to, in page order. */
const CONTENTS = [
  { id: COFFEE_OVERVIEW.id, label: 'Overview' },
  { id: COFFEE_HISTORY.id, label: 'History' },
  { id: COFFEE_REGIONS_SECTION.id, label: 'Regions' },
  { id: COFFEE_BREWING_SECTION.id, label: 'Brewing' },
  { id: COFFEE_GIFTS.id, label: 'Gifts' },
  { id: PRODUCTS_ID, label: 'Shop 20 coffees' },
] as const;

/**
 * docs/product.md §2 "/featured-coffee and /coffee" (one screen, two addresses): hero with the weekly
 * recommendation, the editorial sections (overview, history, regions, brewing, gifts), five affiliate widget
 * blocks, the retail affiliate's ad frame, and the grid of 20 coffees (docs/product.md §3), with the price note
 * and how buying through the retailer works. The commission line comes before the first paid link of the hero, of the
 * shop blocks and of the grid (docs/decisions/096); the ad frame is labelled an advertisement. Outbound links follow docs/product.md §7; the data-event attributes name the
 * tracking events of docs/decisions/012-tracking-event-shapes.md for the consent-gated analytics
 * (docs/architecture.md §5). A static page (docs/decisions/083): the clicks are written on the links for the page's one
 * click listener, and the ad frame, with its wait for the fallback link, is the page's only island.
 */
export function CoffeePage({ view: { products, retailTag, pricesCheckedOn } }: { view: ShopView<CoffeeProduct> }) {
  return (
    <>
      <section className={layout.splitHero} aria-labelledby="coffee-title">
        <div className={layout.splitHeroText}>
          <h1 id="coffee-title" className={layout.heroTitle}>
            {COFFEE_PAGE_HEADING}
          </h1>
          <p className={css.heroLead}>
            Where the country’s famous Arabica grows, how it travelled from oxcarts to cafés around the world, how Costa Ricans brew it at home,
            and twenty bags worth buying.
          </p>
          {/* The pick is the page's first paid link: the commission line comes before it (docs/decisions/096). */}
          <AffiliateDisclosure partner="retail" tone="onDark" />
          <p className={css.heroActions}>
            <PartnerLink
              className={`${button({ variant: 'light' })} ${css.pickButton}`}
              href={retailSearchLink(WEEKLY_PICK.searchTerm, retailTag)}
              kind="retail"
              link={retailSearchCatalogueLink(WEEKLY_PICK.searchTerm)}
              placement={{ section: 'hero', position: 1 }}
              data-event={WEEKLY_PICK.event}
              {...trackedClick(weeklyRecommendationClick())}
            >
              {weeklyPickLabel()}
            </PartnerLink>
          </p>
        </div>
        <img className={layout.splitHeroImage} src={illustrationUrl('coffee')} alt="" width={ILLUSTRATION_WIDTH} height={ILLUSTRATION_HEIGHT} fetchPriority="high" />
      </section>

      <div className={layout.page}>
        <nav className={css.toc} aria-labelledby="coffee-contents">
          <h2 id="coffee-contents" className={css.tocTitle}>
            On this page
          </h2>
          <ul className={css.tocList}>
            {CONTENTS.map((item) => (
              <li key={item.id}>
                <a className={css.tocLink} href={`#${item.id}`}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <ArticleSection section={COFFEE_OVERVIEW} />
        <ArticleSection section={COFFEE_HISTORY} />

        <section id={COFFEE_REGIONS_SECTION.id} className={layout.section} aria-labelledby="coffee-regions-title">
          <h2 id="coffee-regions-title">{COFFEE_REGIONS_SECTION.heading}</h2>
          <p className={css.prose}>{COFFEE_REGIONS_SECTION.intro}</p>
          <ul className={css.cardGrid}>
            {COFFEE_REGIONS.map((region) => (
              <li key={region.name} className={css.infoCard}>
                <h3 className={css.infoTitle}>{region.name}</h3>
                <p className={css.infoMeta}>{region.altitude}</p>
                <p className={css.infoText}>{region.paragraph}</p>
              </li>
            ))}
          </ul>
        </section>

        <section id={COFFEE_BREWING_SECTION.id} className={layout.section} aria-labelledby="coffee-brewing-title">
          <h2 id="coffee-brewing-title">{COFFEE_BREWING_SECTION.heading}</h2>
          <p className={css.prose}>{COFFEE_BREWING_SECTION.intro}</p>
          <ul className={css.cardGrid}>
            {BREW_METHODS.map((method) => (
              <li key={method.name} className={css.infoCard}>
                <h3 className={css.infoTitle}>{method.name}</h3>
                <p className={css.infoMeta}>{method.ratio}</p>
                <p className={css.infoText}>{method.paragraph}</p>
              </li>
            ))}
          </ul>
          <p className={css.tip}>{COFFEE_BREWING_SECTION.tip}</p>
        </section>

        <ArticleSection section={COFFEE_GIFTS} />

        <section id={WIDGETS_ID} className={layout.section} aria-labelledby="coffee-shops-title">
          <h2 id="coffee-shops-title">Shop Costa Rican coffee</h2>
          <p className={css.sectionLead}>Five quick searches on {siteConfig.retailerName}, each opening in a new tab.</p>
          <AffiliateDisclosure partner="retail" />
          <div className={css.cardGrid}>
            {COFFEE_WIDGET_BLOCKS.map((block, index) => {
              const headingId = `coffee-widget-${block.widget}`;
              return (
                <section key={block.widget} className={css.widget} aria-labelledby={headingId} data-widget={block.widget}>
                  <h3 id={headingId} className={css.infoTitle}>
                    {block.heading}
                  </h3>
                  <p className={css.widgetText}>{block.text}</p>
                  <PartnerLink
                    className={button({ width: 'full' })}
                    href={retailSearchLink(block.searchTerm, retailTag)}
                    kind="retail"
                    link={retailSearchCatalogueLink(block.searchTerm)}
                    placement={{ section: 'coffee-shops', position: index + 1 }}
                    data-event={widgetEvent(block.widget)}
                    aria-describedby={headingId}
                    {...trackedClick(widgetClick(block.widget))}
                  >
                    {block.linkLabel}
                  </PartnerLink>
                </section>
              );
            })}
          </div>
        </section>

        <section id={AD_ID} className={layout.section} aria-labelledby="coffee-ad-title">
          <h2 id="coffee-ad-title">Recommended on {siteConfig.retailerName}</h2>
          <div className={css.adBlock}>
            {/* The retailer's frame draws its ads with scripts: without them it would stay an empty grey box for good, so
                a browser that runs none shows only the link the ad stands for (issue 37 point 5, docs/decisions/145). */}
            <p className={`${css.adLabel} ${layout.scriptsOnly}`}>Advertisement</p>
            {/* Issue 18.6: the wait for the fallback link starts once the page is idle, as it did when the whole page hydrated, so a
                visitor who scrolls down later finds the link already in the box, not an empty frame for four more seconds. */}
            <div className={layout.scriptsOnly}>
              <Island
                name="retail-ad-frame"
                when="idle"
                component={RetailAdFrame}
                props={{
                  src: retailAdFrameUrl(retailTag),
                  title: 'Amazon coffee recommendations (advertisement)',
                  width: RETAIL_AD_FRAME_WIDTH,
                  height: RETAIL_AD_FRAME_HEIGHT,
                  href: retailSearchLink('Costa Rican coffee', retailTag),
                  link: retailSearchCatalogueLink('Costa Rican coffee'),
                  placement: { section: 'advertisement', position: 2 },
                  label: `Costa Rican coffee on ${siteConfig.retailerName}`,
                }}
              />
            </div>
            <p className={css.adFallback}>
              <span className={layout.scriptsOnly}>Ad not showing? </span>
              <PartnerLink
                className={css.adFallbackLink}
                href={retailSearchLink('Costa Rican coffee', retailTag)}
                kind="retail"
                link={retailSearchCatalogueLink('Costa Rican coffee')}
                placement={{ section: 'advertisement', position: 1 }}
              >
                Browse Costa Rican coffee on {siteConfig.retailerName}
              </PartnerLink>
            </p>
          </div>
        </section>

        <section id={PRODUCTS_ID} className={layout.section} aria-labelledby="coffee-products-title">
          <h2 id="coffee-products-title">20 Costa Rican coffees to buy</h2>
          <p className={css.sectionLead}>
            Estate beans, single-origin Tarrazú and the everyday coffees Costa Ricans drink at home, from light to dark roast.
          </p>
          <AffiliateDisclosure partner="retail" />
          <ul className={productCard.grid}>
            {products.map((product, index) => (
              <li key={product.id} className={productCard.gridItem}>
                <CoffeeCard product={product} eager={index < FIRST_ROW_SIZE} placement={{ section: 'products', position: index + 1 }} />
              </li>
            ))}
          </ul>
          <p className={css.priceNote}>{retailPriceNote(pricesCheckedOn, siteConfig.retailerName)}</p>
        </section>

        <section className={css.buyingNote} aria-labelledby="coffee-buying-title">
          <h2 id="coffee-buying-title" className={css.buyingTitle}>
            Buying through {siteConfig.retailerName}
          </h2>
          <p className={css.buyingText}>
            When you buy through a link on this page, {siteConfig.retailerName} pays us a small commission; you pay the same price. We never
            see your payment or delivery details, and the purchase, shipping and returns are handled by {siteConfig.retailerName} and its
            sellers. Ratings and review counts are rounded and, like prices, were noted when we last checked; the retailer’s page shows the
            current figures.
          </p>
        </section>
      </div>
    </>
  );
}

/** One of the long editorial sections (docs/product.md §2): an h2 and its paragraphs. */
function ArticleSection({ section }: { section: CoffeeArticleSection }) {
  const headingId = `coffee-${section.id}-title`;
  return (
    <section id={section.id} className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      <div className={css.prose}>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

/**
 * docs/product.md §2, §3 coffee card: the shops' one product card (ui/components/retail-product-card.tsx) with the
 * coffee's bag label for its picture, the roast badge coloured per docs/product.md §9, brand and origin, the
 * editorial tag and Prime, and the 'Buy on' retailer button reporting coffee_purchase (docs/product.md §7).
 */
function CoffeeCard({ product, eager, placement }: { product: CoffeeProduct; eager: boolean; placement: LinkPlacement }) {
  const badges: RetailCardBadge[] = [
    { text: `${product.roast} Roast`, tone: ROAST_BADGE_TONE[roastColour(product.roast)], roast: product.roast },
    ...(product.bestseller ? [{ text: 'Best Seller', tone: 'accent' as const }] : []),
  ];
  const tags: RetailCardBadge[] = [
    ...(product.choiceTag ? [{ text: product.choiceTag, tone: 'purple' as const }] : []),
    ...(product.prime ? [{ text: 'Prime', tone: 'blue' as const }] : []),
  ];
  return (
    <RetailProductCard
      product={product}
      picture={{ cover: <CoffeeBagCover cover={product.cover} /> }}
      brand={product.brand}
      origin={product.origin}
      badges={badges}
      tags={tags}
      kind="retail"
      eager={eager}
      linkEvent="coffee_purchase"
      buyClick={retailClick('coffee_purchase', coffeeItem(product))}
      placement={placement}
    />
  );
}
