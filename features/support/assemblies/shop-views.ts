import { OUTBOUND_TARGET, relFor } from '../../../domain/affiliate/link-rel.js';
import { commissionLine } from '../../../domain/affiliate/commission-line.js';
import { outboundLinkName } from '../../../domain/affiliate/outbound-link-name.js';
import { buyButtonLabel } from '../../../domain/affiliate/retail-link.js';
import { retailPriceNote } from '../../../domain/affiliate/retail-price-note.js';
import { formatCount } from '../../../domain/presentation/counts.js';
import { roastColour } from '../../../domain/presentation/roast-badge.js';
import { cardHighlights } from '../../../domain/shopping/card-highlights.js';
import { categoryCounts } from '../../../domain/shopping/category-counts.js';
import { ESSENTIALS_CATEGORIES } from '../../../domain/shopping/essentials-product.js';
import { GIFT_CATEGORIES } from '../../../domain/shopping/gift-product.js';
import { ALL_CATEGORIES } from '../../../domain/tours/tour-filters.js';
import { ESSENTIALS_BENEFITS } from '../../../domain/shopping/essentials-benefits.js';
import { siteConfig } from '../site-content.js';
import { pageViewAt, SHOP_PATHS } from '../catalogue.js';
import type { BadgeColour, ProductCardView, Shop, ShopPageView } from '../portal.js';

/*
 * The @domain level's shops: what each page shows, the seed read through the shops' view functions the pages render
 * (domain/presentation/shop-views.ts), with the same domain rules the pages use.
 */

const ROAST_COLOUR: Readonly<Record<ReturnType<typeof roastColour>, BadgeColour>> = { amber: 'amber', orange: 'orange', 'dark-grey': 'dark grey', grey: 'grey' };

interface Listed {
  readonly title: string;
  readonly reviewCount: number;
  readonly retailUrl: string;
  readonly highlights?: readonly string[];
  readonly roast?: string;
}

function cardOf(product: Listed, rel: string): ProductCardView {
  return {
    title: product.title,
    reviews: formatCount(product.reviewCount),
    highlights: cardHighlights(product.highlights ?? []),
    ...(product.roast ? { roast: { text: `${product.roast} Roast`, colour: ROAST_COLOUR[roastColour(product.roast)] } } : {}),
    link: { label: outboundLinkName(buyButtonLabel(siteConfig.retailerName), product.title), href: product.retailUrl, target: OUTBOUND_TARGET, rel },
  };
}

export function domainShop(shop: Shop): ShopPageView {
  let chosen: string = ALL_CATEGORIES;
  const giftProducts = pageViewAt(SHOP_PATHS['gift-store'], 'gift-store').products;
  const view = shop === 'travel-essentials' ? pageViewAt(SHOP_PATHS[shop], 'travel-essentials') : shop === 'gift-store' ? pageViewAt(SHOP_PATHS['gift-store'], 'gift-store') : pageViewAt(SHOP_PATHS.coffee, 'coffee');
  const products: readonly Listed[] = view.products;
  const rel = shop === 'travel-essentials' ? relFor('essentials') : relFor('retail');
  const checkedOn = view.pricesCheckedOn;
  return {
    benefits: async () => (shop === 'travel-essentials' ? [...ESSENTIALS_BENEFITS] : []),
    chips: async () =>
      shop === 'travel-essentials' ? { names: [ALL_CATEGORIES, ...ESSENTIALS_CATEGORIES], current: ALL_CATEGORIES, choosable: false } : { names: [], current: undefined, choosable: false },
    categoryButtons: async () =>
      shop === 'gift-store' ? categoryCounts(giftProducts, GIFT_CATEGORIES).map(({ category, count }) => ({ name: category, count, chosen: category === chosen })) : [],
    chooseCategory: async (name) => {
      chosen = name;
    },
    // docs/product.md §2: the categories never filter, whatever is chosen.
    products: async () => products.map((product) => cardOf(product, rel)),
    disclosure: async () => commissionLine('retail', siteConfig.retailerName),
    priceNote: async () => retailPriceNote(checkedOn, siteConfig.retailerName),
    allHighlightsOf: (title) => products.find((product) => product.title === title)?.highlights ?? [],
  };
}
