import { retailSearchLink } from '../../domain/affiliate/retail-link.js';
import type { GiftProduct } from '../../domain/shopping/gift-product.js';
import { siteConfig } from './site-config.js';

/**
 * The hard-coded content of /gift-store (docs/product.md §2 /gift-store, §3 "Gift product"). Retail links use
 * the search form with the product's exact name (docs/product.md §7): product ids cannot be checked offline.
 */

/** The day the prices below were read on the retailer (YYYY-MM-DD), shown under the grid through retailPriceNote. */
export const PRICES_CHECKED_ON = '2026-11-20';

/** The product illustrations in ui/public/illustrations/products/ (docs/decisions/007-designed-illustrations.md). */
type GiftIllustration =
  | 'coffee-bag'
  | 'coffee-peaberry'
  | 'coffee-ground'
  | 'sauce-bottle'
  | 'chocolate'
  | 'chocolate-macadamias'
  | 't-shirt'
  | 'cap'
  | 'bracelets'
  | 'oxcart'
  | 'mask'
  | 'chorreador';

export type GiftInput = Omit<GiftProduct, 'imageUrl' | 'retailUrl'> & {
  /** The exact product name searched on the retailer. */
  readonly searchTerm: string;
  readonly illustration: GiftIllustration;
};

const product = ({ searchTerm, illustration, ...fields }: GiftInput): GiftProduct => ({
  ...fields,
  imageUrl: `/illustrations/products/${illustration}.svg`,
  retailUrl: retailSearchLink(searchTerm, siteConfig.retailTag),
});

/** docs/product.md §2 /gift-store: the 12 gifts, three per category, all always shown. */
export const GIFT_PRODUCT_ENTRIES: readonly GiftInput[] = [
  {
    id: 'cafe-britt-tarrazu-montecielo',
    title: 'Café Britt Tarrazú Montecielo Whole Bean Coffee, 12 oz',
    description: 'Single-origin beans from the high valleys of Tarrazú, roasted by the coffee house whose shops greet travellers at San José airport.',
    category: 'Coffee',
    price: '$17.99',
    rating: 4.5,
    reviewCount: 2146,
    badge: 'Best Seller',
    highlights: ['100% Arabica from Tarrazú', 'Whole bean, 12 oz bag', 'Roasted in Costa Rica', 'A classic airport-shop gift'],
    searchTerm: 'Cafe Britt Tarrazu Montecielo Whole Bean Coffee',
    illustration: 'coffee-bag',
  },
  {
    id: 'doka-estate-peaberry',
    title: 'Doka Estate Peaberry Whole Bean Coffee, 1 lb',
    description: 'Peaberry beans from the family estate on the slopes of Poás Volcano, where many visitors take the coffee tour.',
    category: 'Coffee',
    price: '$22.99',
    rating: 4.6,
    reviewCount: 1084,
    highlights: ['Peaberry selection', 'Grown on the slopes of Poás', 'Whole bean, 1 lb bag', 'Family-run estate'],
    searchTerm: 'Doka Estate Peaberry Whole Bean Coffee',
    illustration: 'coffee-peaberry',
  },
  {
    id: 'cafe-1820-ground-coffee',
    title: 'Café 1820 Costa Rican Ground Coffee, 17.6 oz',
    description: "The everyday coffee of Costa Rican kitchens, ground for the drip machine or the cloth filter of a chorreador.",
    category: 'Coffee',
    price: '$15.99',
    originalPrice: '$18.99',
    rating: 4.6,
    reviewCount: 3271,
    highlights: ['A Costa Rican household staple', 'Ground, ready to brew', '500 g (17.6 oz) bag', 'Suits drip and chorreador'],
    searchTerm: 'Cafe 1820 Costa Rican Ground Coffee 500g',
    illustration: 'coffee-ground',
  },
  {
    id: 'salsa-lizano',
    title: 'Salsa Lizano Costa Rican Vegetable Sauce, 23.7 oz',
    description: 'The slightly sweet, cumin-scented brown sauce on every Costa Rican table: the secret of gallo pinto.',
    category: 'Food',
    price: '$13.49',
    rating: 4.8,
    reviewCount: 6318,
    badge: 'Best Seller',
    highlights: ['The taste of gallo pinto', 'Large 700 ml (23.7 oz) bottle', 'Made in Costa Rica since 1920', 'Great on eggs, rice and beans'],
    searchTerm: 'Salsa Lizano Costa Rican Sauce 23.7 oz',
    illustration: 'sauce-bottle',
  },
  {
    id: 'cafe-britt-chocolate-macadamias',
    title: 'Café Britt Dark Chocolate Covered Macadamia Nuts',
    description: "Whole macadamias coated in dark chocolate, the classic treat of Café Britt's airport shops.",
    category: 'Food',
    price: '$19.99',
    rating: 4.6,
    reviewCount: 1392,
    highlights: ['Whole macadamia nuts', 'Dark chocolate coating', 'Made by Café Britt', 'Shares well at the office'],
    searchTerm: 'Cafe Britt Dark Chocolate Covered Macadamia Nuts',
    illustration: 'chocolate-macadamias',
  },
  {
    id: 'sibu-dark-chocolate-bar',
    title: 'Sibú Chocolate Costa Rican Dark Chocolate Bar',
    description: 'Bean-to-bar chocolate from a small workshop in Heredia, made with Costa Rican cacao and local flavours.',
    category: 'Food',
    price: '$9.99',
    rating: 4.5,
    reviewCount: 214,
    badge: 'Artisan',
    highlights: ['Costa Rican cacao', 'Made in Heredia', 'Bean-to-bar, small batch', 'A light gift to pack'],
    searchTerm: 'Sibu Chocolate Costa Rica dark chocolate bar',
    illustration: 'chocolate',
  },
  {
    id: 'pura-vida-t-shirt',
    title: 'Costa Rica Pura Vida T-Shirt',
    description: 'A soft cotton tee with the two words every visitor brings home: pura vida, the country’s greeting and way of life.',
    category: 'Apparel',
    price: '$19.99',
    rating: 4.6,
    reviewCount: 1127,
    highlights: ['Pura Vida print', 'Soft cotton blend', 'Classic crew neck', 'Machine washable'],
    searchTerm: 'Costa Rica Pura Vida T-Shirt',
    illustration: 't-shirt',
  },
  {
    id: 'pura-vida-costa-rica-cap',
    title: 'Pura Vida Costa Rica Embroidered Baseball Cap',
    description: 'An adjustable cap with an embroidered Costa Rican flag, for the beach at home or the next trip back.',
    category: 'Apparel',
    price: '$18.99',
    rating: 4.5,
    reviewCount: 642,
    highlights: ['Embroidered Costa Rican flag', 'Adjustable strap', 'Curved brim', 'One size fits most'],
    searchTerm: 'Pura Vida Costa Rica Embroidered Baseball Cap',
    illustration: 'cap',
  },
  {
    id: 'pura-vida-bracelets-pack',
    title: 'Pura Vida Bracelets Original Bracelet Pack',
    description: 'Waterproof string bracelets handmade by artisans, from the brand two friends started after a trip to Costa Rica.',
    category: 'Apparel',
    price: '$18.00',
    rating: 4.6,
    reviewCount: 8905,
    badge: 'Handmade',
    highlights: ['Handmade by artisans', 'Waterproof wax-coated string', 'Adjustable to most wrists', 'Several colours in a pack'],
    searchTerm: 'Pura Vida Bracelets Original Bracelet Pack',
    illustration: 'bracelets',
  },
  {
    id: 'sarchi-oxcart-miniature',
    title: 'Sarchí Hand-Painted Costa Rican Oxcart Miniature',
    description: 'A small wooden carreta painted in the style of Sarchí, the oxcart tradition UNESCO lists as intangible heritage.',
    category: 'Souvenirs',
    price: '$29.99',
    rating: 4.7,
    reviewCount: 153,
    badge: 'Handmade',
    highlights: ['Hand-painted wooden oxcart', 'Sarchí folk-art patterns', 'Sized for a shelf', 'National symbol of Costa Rica'],
    searchTerm: 'Sarchi Costa Rica hand painted oxcart miniature',
    illustration: 'oxcart',
  },
  {
    id: 'boruca-carved-mask',
    title: 'Boruca Hand-Carved Balsa Wood Mask',
    description: 'A carved and painted mask by the Boruca people of the south, made for the Juego de los Diablitos festival and for collectors.',
    category: 'Souvenirs',
    price: '$64.99',
    rating: 4.8,
    reviewCount: 87,
    highlights: ['Carved from balsa wood', 'Painted by hand', 'Indigenous Boruca craft', 'Each one is unique'],
    searchTerm: 'Boruca hand carved mask Costa Rica',
    illustration: 'mask',
  },
  {
    id: 'chorreador-coffee-maker',
    title: 'Costa Rican Chorreador Coffee Maker with Cloth Filter',
    description: 'The wooden stand and cloth sock Costa Rican grandmothers brew with: a slow, clean pour-over for the coffee you bring home.',
    category: 'Souvenirs',
    price: '$34.99',
    rating: 4.6,
    reviewCount: 528,
    highlights: ['Traditional wooden stand', 'Reusable cloth filter', 'No paper, no power', 'Pairs with any coffee above'],
    searchTerm: 'Costa Rican chorreador coffee maker cloth filter',
    illustration: 'chorreador',
  },
];

/** The gifts as the page shows them: each with its drawing and its retailer link. */
export const GIFT_PRODUCTS: readonly GiftProduct[] = GIFT_PRODUCT_ENTRIES.map(product);

export interface WhyShopPoint {
  readonly title: string;
  readonly text: string;
}

/** docs/product.md §2 /gift-store: the why-shop-with-us block, exactly three points. */
export const WHY_SHOP_POINTS: readonly [WhyShopPoint, WhyShopPoint, WhyShopPoint] = [
  {
    title: 'Authentic Costa Rican picks',
    text: 'Every pick is a Costa Rican brand, a traditional craft or a local classic: coffee, Salsa Lizano, chocolate, and crafts from Sarchí and Boruca.',
  },
  {
    title: 'A checkout you already trust',
    text: `You buy on ${siteConfig.retailerName}, with its own payment, delivery and returns. We never see your card or your address.`,
  },
  {
    title: 'Gifts for every budget',
    text: 'From a $10 chocolate bar to a hand-carved mask: something for the office, the family and yourself.',
  },
];
