import { RETAIL_AD_FRAME_ORIGIN } from '../../domain/affiliate/retail-link.js';
import type { CoffeeWidget } from '../../domain/analytics/events.js';

/*
 * docs/product.md §2 "/featured-coffee and /coffee": the coffee page's copy; its 20 coffees are the catalogue's
 * products of the coffee shop (domain/presentation/shop-views.ts). The editorial text is real Costa
 * Rica coffee knowledge; altitudes are approximate ranges, and figures we could not check are left out.
 */

/** docs/product.md §2: the weekly recommendation button, naming one real coffee, to a retail search (docs/product.md §7). */
export const WEEKLY_PICK = {
  coffee: 'Café Britt Tarrazú Montecielo',
  searchTerm: 'Café Britt Tarrazú Montecielo coffee',
  /** The tracking label of docs/product.md §7 (featured_recommendation, weekly_coffee). */
  event: 'weekly_coffee',
} as const;

export const weeklyPickLabel = (): string => `This Week's Pick: ${WEEKLY_PICK.coffee}`;

/* ------------------------------------------------------------------------------------------------------------ */
/* Editorial sections (docs/product.md §2: overview, history, regions, brewing, gifts)                            */
/* ------------------------------------------------------------------------------------------------------------ */

export interface CoffeeArticleSection {
  /** The section's anchor, also used by the page's "On this page" links. */
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export const COFFEE_OVERVIEW: CoffeeArticleSection = {
  id: 'overview',
  heading: 'Why Costa Rican coffee is different',
  paragraphs: [
    'Costa Rica grows Arabica and nothing else. In 1989 the country made it illegal to plant Robusta, the hardier species with a harsher, more bitter cup that goes into much of the world’s instant coffee, and staked its name on quality instead of volume. The rule has been debated in recent years, but Costa Rica’s coffee trade is still built entirely on Arabica.',
    'Most of it grows on the slopes of volcanoes and mountain ranges, where rich volcanic soil, cool nights and a clear dry season let the cherries ripen slowly. Because cherries on the same branch ripen at different times, the harvest is picked by hand, in several passes, during the drier months, roughly from the end of the year into the first months of the next, depending on the region.',
    'The classic Costa Rican cup is clean and bright: a lively acidity, a medium body and notes of citrus, honey and chocolate. Much of that clarity comes from the washed process, in which the fruit is removed before the beans are dried. Since the early 2000s many small farms have built their own micromills, and a lot of them now sell “honey” coffees, dried with some of the sticky fruit still on the bean, for a sweeter and rounder cup.',
    'The national coffee institute, ICAFE, regulates the trade and recognises eight growing regions. The region printed on a bag tells you a lot about what is inside; each one is described below.',
  ],
};

export const COFFEE_HISTORY: CoffeeArticleSection = {
  id: 'history',
  heading: 'A short history of coffee in Costa Rica',
  paragraphs: [
    'Coffee reached Costa Rica in the late 1700s, when it was a small, poor and thinly populated province of the Spanish empire. After independence in 1821 the new authorities wanted a crop to export: in the 1820s they handed out free coffee seedlings and encouraged families to plant them, and the first shipments left the country in that same decade.',
    'Getting the harvest to market was the hard part. Teams of oxen pulled wooden carts loaded with coffee from the Central Valley over the mountains to the port of Puntarenas on the Pacific, a slow journey of several days. The brightly painted oxcart, the carreta, grew out of that trade and became a national symbol; in 2005 UNESCO recognised Costa Rica’s oxherding and oxcart traditions as part of the world’s intangible cultural heritage.',
    'In the 1840s a British merchant captain, William Le Lacheur, began carrying Costa Rican coffee straight to London, and Europe became its great market. For decades coffee was the country’s main export: it built the first fortunes, paid for roads and public buildings, and shaped its politics.',
    'The best-known monument to that era is the National Theatre in San José. Coffee growers agreed to a tax on the coffee they exported to pay for it, and the theatre opened in 1897. A famous painting inside, the Allegory of Coffee and Bananas, shows the harvest being carried to the ships; the theatre is worth a visit, and its café serves Costa Rican coffee.',
    'Today tourism and technology earn the country more than coffee does, but tens of thousands of families still grow it, most of them on small farms, and it remains part of daily life: an afternoon cafecito is close to a national ritual.',
  ],
};

export interface CoffeeRegion {
  readonly name: string;
  /** Approximate altitude range where most of the region's coffee grows. */
  readonly altitude: string;
  readonly paragraph: string;
}

export const COFFEE_REGIONS_SECTION = {
  id: 'regions',
  heading: 'Costa Rica’s eight coffee regions',
  intro:
    'ICAFE divides the country into eight coffee regions, each with its own climate and cup. The altitudes are approximate ranges for where most of each region’s coffee grows.',
} as const;

/** docs/product.md §2 regions: all eight, a short true paragraph each. */
export const COFFEE_REGIONS: readonly CoffeeRegion[] = [
  {
    name: 'Tarrazú',
    altitude: 'About 1,200 to 1,900 m',
    paragraph:
      'South of San José, in the Los Santos area around San Marcos, Santa María de Dota and San Pablo de León Cortés, Tarrazú is the country’s best-known coffee name. High, steep farms and a sharp dry season give hard, dense beans with a bright acidity, a full body and notes of chocolate and citrus.',
  },
  {
    name: 'West Valley',
    altitude: 'About 700 to 1,600 m',
    paragraph:
      'West of the capital, around Naranjo, Palmares, San Ramón, Sarchí and Grecia. Farms here were among the first to build their own micromills, and the region often does well in the national quality competition. Expect sweet, fruity and complex cups, with notes of stone fruit and honey.',
  },
  {
    name: 'Central Valley',
    altitude: 'About 900 to 1,600 m',
    paragraph:
      'The original coffee land, on the slopes of the Poás, Barva and Irazú volcanoes around San José, Heredia and Alajuela. Deep volcanic soil gives a balanced, sweet cup with chocolate and honey notes. Many well-known estates and coffee tours are here, though the cities keep spreading into old coffee farms.',
  },
  {
    name: 'Brunca',
    altitude: 'About 600 to 1,700 m',
    paragraph:
      'In the south, around Pérez Zeledón and Coto Brus near the border with Panama. A wide spread of altitudes and a long rainy season produce mild, soft coffees with gentle acidity; the higher farms of Coto Brus, around the town of San Vito founded by Italian settlers, give more complex lots.',
  },
  {
    name: 'Orosi',
    altitude: 'About 1,000 to 1,400 m',
    paragraph:
      'A small, green valley south-east of Cartago, along the Orosi river and home to one of the oldest colonial churches in the country. Coffee has grown here for well over a century; the cup is mild and balanced, with a delicate body, floral aromas and a touch of honey.',
  },
  {
    name: 'Tres Ríos',
    altitude: 'About 1,200 to 1,650 m',
    paragraph:
      'East of San José, on the slopes of the Irazú volcano. Once called the Bordeaux of Costa Rica for the elegance of its coffee, it is now a small region squeezed by new housing. Its coffees are refined and balanced, with a bright acidity, a good body and a clean sweetness.',
  },
  {
    name: 'Turrialba',
    altitude: 'About 600 to 1,400 m',
    paragraph:
      'On the Caribbean side of the central mountains, around the town of Turrialba and its volcano. Rain falls for much of the year and the air is humid, so the coffee is lighter in body, with a soft acidity and a smooth, mild cup. The town is also home to CATIE, a tropical agriculture research centre long involved in coffee research.',
  },
  {
    name: 'Guanacaste',
    altitude: 'About 600 to 1,300 m',
    paragraph:
      'The dry north-west is better known for its beaches, but coffee grows in its hills, including the highlands of the Nicoya peninsula around Hojancha. Lower, warmer farms give soft, low-acid coffees with a round body; most are small and sell their cherries to local cooperatives.',
  },
];

export interface BrewMethod {
  readonly name: string;
  /** Coffee to water by weight, with an example. */
  readonly ratio: string;
  readonly paragraph: string;
}

export const COFFEE_BREWING_SECTION = {
  id: 'brewing',
  heading: 'How to brew Costa Rican coffee',
  intro:
    'A bright, clean Costa Rican coffee rewards gentle brewing. Buy whole beans, grind them just before you brew, and use water just off the boil, about 92 to 96 °C (roughly 30 seconds after the kettle switches off). The ratios are coffee to water by weight; adjust them to taste.',
  tip: 'Keep beans in an airtight container away from light and heat, and buy an amount you will finish within a few weeks of the roast date printed on the bag.',
} as const;

export const BREW_METHODS: readonly BrewMethod[] = [
  {
    name: 'Chorreador',
    ratio: 'About 1:15, for example 20 g of coffee to 300 ml of water',
    paragraph:
      'The traditional Costa Rican way: a wooden stand holds a cloth filter, the bolsita, over the cup or pot. Rinse the cloth with hot water, add medium-ground coffee, wet it and wait about 30 seconds, then pour the rest slowly in small circles. The cloth lets through more of the coffee’s oils than paper, for a fuller body that is still clean. Afterwards rinse the cloth in hot water, without soap, and let it dry.',
  },
  {
    name: 'Pour-over',
    ratio: 'About 1:16, for example 15 g of coffee to 250 ml of water',
    paragraph:
      'A paper-filter dripper such as a V60, Kalita, Melitta or Chemex brings out the citrus and floral notes of a light or medium roast. Grind medium-fine, pour about twice the coffee’s weight in water to let it bloom for 30 to 45 seconds, then pour the rest in stages; the brew should finish in around three to four minutes.',
  },
  {
    name: 'French press',
    ratio: 'About 1:12 to 1:15, for example 30 g of coffee to 450 ml of water',
    paragraph:
      'For a heavier, rounder cup that suits darker roasts. Grind coarsely, add all the water, stir, put the lid on and steep for four minutes. Press slowly and pour all of it out at once, so the coffee does not keep brewing and turn bitter.',
  },
];

export const COFFEE_GIFTS: CoffeeArticleSection = {
  id: 'gifts',
  heading: 'Costa Rican coffee as a gift',
  paragraphs: [
    'Coffee is the easiest souvenir to bring home. Choose whole beans in a sealed bag with a one-way valve, look for a roast date and a region on the label, and pack it in your suitcase. Roasted coffee for personal use is usually allowed into the United States, Canada and the European Union, but check your own country’s rules before you fly.',
    'Supermarkets in Costa Rica sell local brands such as Café 1820, Café Rey and Café Britt for less than the airport shops, and farm tours and specialty cafés sell single-estate and micromill coffees. Some traditional supermarket coffees are roasted with a little sugar (look for “azúcar” on the label); if you want the pure taste of the bean, choose one without.',
    'For a complete gift, pair a bag of beans with a chorreador and a spare cloth filter, a miniature painted oxcart from Sarchí, or a bar of Costa Rican chocolate. Already back home? The shops below deliver to your door.',
  ],
};

/* ------------------------------------------------------------------------------------------------------------ */
/* Five affiliate widget blocks (docs/product.md §2, §7; event names: docs/decisions/012-tracking-event-shapes.md) */
/* ------------------------------------------------------------------------------------------------------------ */

export interface CoffeeWidgetBlock {
  /** The widget's tracking name (domain/analytics/events.ts COFFEE_WIDGETS). */
  readonly widget: CoffeeWidget;
  readonly heading: string;
  readonly text: string;
  readonly linkLabel: string;
  readonly searchTerm: string;
}

export const COFFEE_WIDGET_BLOCKS: readonly CoffeeWidgetBlock[] = [
  {
    widget: 'bestsellers',
    heading: 'Best-selling Costa Rican coffee',
    text: 'The Costa Rican coffees other shoppers buy most, from everyday supermarket favourites to estate beans.',
    linkLabel: 'See the best sellers',
    searchTerm: 'Costa Rican coffee',
  },
  {
    widget: 'tarrazu',
    heading: 'Tarrazú single-origin beans',
    text: 'Bright, full-bodied coffee from the high Los Santos mountains, the country’s most famous region.',
    linkLabel: 'Shop Tarrazú coffee',
    searchTerm: 'Tarrazu Costa Rica coffee beans',
  },
  {
    widget: 'whole_bean',
    heading: 'Whole-bean Costa Rican coffee',
    text: 'Whole beans stay fresh longer; grind them just before brewing for the best cup.',
    linkLabel: 'Shop whole beans',
    searchTerm: 'Costa Rica whole bean coffee',
  },
  {
    widget: 'gift_sets',
    heading: 'Costa Rican coffee gift sets',
    text: 'Sampler boxes and gift sets with several regions or roasts, ready to give.',
    linkLabel: 'Shop coffee gift sets',
    searchTerm: 'Costa Rican coffee gift set',
  },
  {
    widget: 'brewing_gear',
    heading: 'Chorreador coffee makers',
    text: 'The wooden stand and cloth filter Costa Ricans brew with at home, and spare cloth filters.',
    linkLabel: 'Shop chorreadores',
    searchTerm: 'chorreador Costa Rica coffee maker',
  },
];

/** The `data-event` of a widget block's link (docs/product.md §7: one click event per widget). */
export const widgetEvent = (widget: CoffeeWidget): string => `widget_${widget}`;

/* ------------------------------------------------------------------------------------------------------------ */
/* The retail affiliate's ad frame (docs/product.md §2)                                                           */
/* ------------------------------------------------------------------------------------------------------------ */


/** The retailer's product-link ad is drawn on a 120 × 240 frame. */
export const RETAIL_AD_FRAME_WIDTH = 120;
export const RETAIL_AD_FRAME_HEIGHT = 240;

/** docs/product.md §2 ad frame: the retail affiliate's product-link ad for the coffee placement, with the partner tag. */
export function retailAdFrameUrl(tag: string): string {
  return (
    `${RETAIL_AD_FRAME_ORIGIN}/widgets/q?ServiceVersion=20070822&OneJS=1&Operation=GetAdHtml&MarketPlace=US&source=ss` +
    `&ref=as_ss_li_til&ad_type=product_link&tracking_id=${encodeURIComponent(tag)}&language=en_US&marketplace=amazon` +
    `&region=US&placement=coffee&asins=&show_border=true&link_opens_in_new_window=true`
  );
}

/** Cards of the grid's first row (four columns at the widest) load at once; the rest lazily. */
export const FIRST_ROW_SIZE = 4;

/** The roasts and origins a card can show, in the order docs/product.md §3 lists them. */
export { COFFEE_ORIGINS, COFFEE_ROASTS } from '../../domain/shopping/coffee-product.js';
