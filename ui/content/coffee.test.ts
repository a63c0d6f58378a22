import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COFFEE_WIDGETS } from '../../domain/analytics/events.js';
import { CatalogueReader } from '../../domain/catalogue/catalogue-reader.js';
import { coffeeShopView } from '../../domain/presentation/shop-views.js';
import { readSeedDocument } from '../../scripts/catalogue-seed.js';
import { COFFEE_REGIONS, COFFEE_ROASTS, COFFEE_WIDGET_BLOCKS, retailAdFrameUrl, widgetEvent } from './coffee.js';
import { RETAIL_AD_FRAME_ORIGIN } from '../../domain/affiliate/retail-link.js';
import { coffeeCoverPicture } from '../../domain/presentation/coffee-bag-cover.js';
import { picturesShownTwice } from '../../domain/presentation/page-pictures.js';

/** The seed's coffees as the page shows them (domain/presentation/shop-views.ts). */
const COFFEE_PRODUCTS = coffeeShopView(new CatalogueReader(readSeedDocument(fileURLToPath(new URL('../..', import.meta.url))))).products;

describe('coffee page content (docs/product.md §2, §3)', () => {
  it('lists 20 coffees with unique ids, every roast at least once', () => {
    expect(COFFEE_PRODUCTS).toHaveLength(20);
    expect(new Set(COFFEE_PRODUCTS.map((product) => product.id)).size).toBe(20);
    expect(new Set(COFFEE_PRODUCTS.map((product) => product.roast))).toEqual(new Set(COFFEE_ROASTS));
  });

  it('links every coffee to a retail search for its brand and title, with the partner tag', () => {
    for (const product of COFFEE_PRODUCTS) {
      const url = new URL(product.retailUrl);
      expect(url.origin).toBe('https://www.amazon.com');
      expect(url.searchParams.get('k')).toBe(`${product.brand} ${product.title}`);
      expect(url.searchParams.get('tag')).toBeTruthy();
      expect(product.price).toMatch(/^\$\d+(,\d{3})*\.\d{2}$/);
    }
  });

  it('shows each of the 20 coffees its own picture: no label twice on the page (issue 18.2)', () => {
    expect(picturesShownTwice(COFFEE_PRODUCTS.map((product) => coffeeCoverPicture(product.cover)))).toEqual([]);
  });

  it('labels each bag with what the card says of it: brand, origin and roast', () => {
    for (const product of COFFEE_PRODUCTS) expect(product.cover).toMatchObject({ brand: product.brand, origin: product.origin, roast: product.roast });
  });

  it('describes all eight regions', () => {
    expect(COFFEE_REGIONS.map((region) => region.name)).toEqual([
      'Tarrazú', 'West Valley', 'Central Valley', 'Brunca', 'Orosi', 'Tres Ríos', 'Turrialba', 'Guanacaste',
    ]);
  });

  it('has one widget block per tracked coffee widget, each with its own event', () => {
    expect(COFFEE_WIDGET_BLOCKS.map((block) => block.widget)).toEqual([...COFFEE_WIDGETS]);
    expect(new Set(COFFEE_WIDGET_BLOCKS.map((block) => widgetEvent(block.widget))).size).toBe(5);
  });

  it('builds the ad frame address on the retail ad host with the tag', () => {
    expect(retailAdFrameUrl('crgateway-20')).toBe(
      'https://ws-na.amazon-adsystem.com/widgets/q?ServiceVersion=20070822&OneJS=1&Operation=GetAdHtml&MarketPlace=US&source=ss&ref=as_ss_li_til&ad_type=product_link&tracking_id=crgateway-20&language=en_US&marketplace=amazon&region=US&placement=coffee&asins=&show_border=true&link_opens_in_new_window=true',
    );
    expect(retailAdFrameUrl('x').startsWith(`${RETAIL_AD_FRAME_ORIGIN}/`)).toBe(true);
  });
});
