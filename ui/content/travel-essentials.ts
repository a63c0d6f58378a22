import { retailSearchLink } from '../../domain/affiliate/retail-link.js';
import type { EssentialsProduct } from '../../domain/shopping/essentials-product.js';
import { siteConfig } from './site-config.js';

/**
 * The hard-coded content of /travel-essentials (docs/product.md §2 /travel-essentials, §3 "Essentials product").
 * Retail links use the search form with the product's exact name (docs/product.md §7): product ids cannot be
 * checked offline, a search for the name always lands on the right product family.
 */

/** The day the prices below were read on the retailer (YYYY-MM-DD), shown under the grid through retailPriceNote. */
export const PRICES_CHECKED_ON = '2026-11-20';

/** docs/product.md §2: the benefits strip, in order. */
export const ESSENTIALS_BENEFITS = ['Free Prime Shipping', '30-Day Returns', 'Top-Rated Products'] as const;

/** The product illustrations in ui/public/illustrations/products/ (docs/decisions/007-designed-illustrations.md). */
type EssentialsIllustration =
  | 'water-bottle'
  | 'sunscreen'
  | 'insect-repellent'
  | 'rain-jacket'
  | 'dry-bag'
  | 'sandals'
  | 'backpack'
  | 'power-bank';

export type EssentialsInput = Omit<EssentialsProduct, 'imageUrl' | 'retailUrl'> & {
  /** The exact product name searched on the retailer. */
  readonly searchTerm: string;
  readonly illustration: EssentialsIllustration;
};

const product = ({ searchTerm, illustration, ...fields }: EssentialsInput): EssentialsProduct => ({
  ...fields,
  imageUrl: `/illustrations/products/${illustration}.svg`,
  retailUrl: retailSearchLink(searchTerm, siteConfig.retailTag),
});

/** docs/product.md §3: the 8 essentials, one per category, in the order of the chips. */
export const ESSENTIALS_PRODUCT_ENTRIES: readonly EssentialsInput[] = [
  {
    id: 'lifestraw-go-filter-bottle',
    title: 'LifeStraw Go Water Filter Bottle, 22 oz',
    description:
      'A refillable bottle with a built-in filter that removes bacteria and parasites, for streams on the trail and taps you are unsure of. Cuts down on plastic bottles too.',
    price: '$44.95',
    rating: 4.7,
    reviewCount: 12847,
    category: 'Hydration',
    prime: true,
    bestseller: true,
    searchTerm: 'LifeStraw Go Water Filter Bottle 22 oz',
    illustration: 'water-bottle',
  },
  {
    id: 'columbia-watertight-ii-rain-jacket',
    title: "Columbia Men's Watertight II Rain Jacket",
    description:
      'A light, packable shell with a stowable hood for the afternoon downpours of the green season and the drizzle of the cloud forest. Packs into its own pocket.',
    price: '$59.99',
    originalPrice: '$90.00',
    rating: 4.6,
    reviewCount: 15931,
    category: 'Clothing',
    prime: true,
    searchTerm: "Columbia Men's Watertight II Rain Jacket",
    illustration: 'rain-jacket',
  },
  {
    id: 'blue-lizard-sensitive-mineral-sunscreen',
    title: 'Blue Lizard Sensitive Mineral Sunscreen SPF 50+, 5 oz',
    description:
      'A zinc oxide and titanium dioxide sunscreen without oxybenzone or octinoxate, the reef-friendlier choice for snorkelling at Cahuita or Caño Island. Water resistant for 80 minutes.',
    price: '$15.99',
    rating: 4.6,
    reviewCount: 9612,
    category: 'Sun Protection',
    prime: true,
    choiceTag: "Amazon's Choice",
    searchTerm: 'Blue Lizard Sensitive Mineral Sunscreen SPF 50+ 5 oz',
    illustration: 'sunscreen',
  },
  {
    id: 'osprey-farpoint-40-travel-backpack',
    title: 'Osprey Farpoint 40 Travel Backpack',
    description:
      'A 40-litre pack that fits most airlines as a carry-on, with a stowable harness for bus stations and domestic flights to Tamarindo or Puerto Jiménez.',
    price: '$185.00',
    rating: 4.7,
    reviewCount: 3462,
    category: 'Backpacks',
    prime: true,
    searchTerm: 'Osprey Farpoint 40 Travel Backpack',
    illustration: 'backpack',
  },
  {
    id: 'earth-pak-waterproof-dry-bag',
    title: 'Earth Pak Waterproof Dry Bag, 10L',
    description:
      'A roll-top bag that keeps a phone, passport and camera dry on rafting trips, boat rides to Tortuguero and rainy hikes. Comes with a waterproof phone case.',
    price: '$22.99',
    originalPrice: '$27.99',
    rating: 4.7,
    reviewCount: 38506,
    category: 'Weather Protection',
    prime: true,
    bestseller: true,
    searchTerm: 'Earth Pak Waterproof Dry Bag 10L',
    illustration: 'dry-bag',
  },
  {
    id: 'teva-hurricane-xlt2-sandal',
    title: "Teva Men's Hurricane XLT2 Sandal",
    description:
      'Quick-drying strapped sandals with a grippy sole for river crossings, waterfall trails and the walk from the beach to dinner.',
    price: '$75.00',
    rating: 4.6,
    reviewCount: 24118,
    category: 'Footwear',
    prime: true,
    choiceTag: "Amazon's Choice",
    searchTerm: "Teva Men's Hurricane XLT2 Sandal",
    illustration: 'sandals',
  },
  {
    id: 'anker-313-power-bank-10000',
    title: 'Anker 313 Power Bank (PowerCore 10K), 10,000 mAh',
    description:
      'A slim battery that charges a phone about twice over: long shuttle rides, early wildlife tours and a day of photos without hunting for a socket.',
    price: '$21.99',
    rating: 4.5,
    reviewCount: 64219,
    category: 'Electronics',
    prime: true,
    bestseller: true,
    searchTerm: 'Anker 313 Power Bank PowerCore 10K 10000mAh',
    illustration: 'power-bank',
  },
  {
    id: 'sawyer-picaridin-insect-repellent',
    title: 'Sawyer Products 20% Picaridin Insect Repellent Spray, 6 oz',
    description:
      'A DEET-free spray that keeps mosquitoes and ticks away for up to 12 hours, does not harm gear or synthetic clothes, and suits the lowland rainforest.',
    price: '$9.99',
    rating: 4.5,
    reviewCount: 8204,
    category: 'Bug Protection',
    prime: true,
    choiceTag: "Amazon's Choice",
    searchTerm: 'Sawyer Products 20% Picaridin Insect Repellent Spray 6 oz',
    illustration: 'insect-repellent',
  },
];

/** The essentials as the page shows them: each with its drawing and its retailer link. */
export const ESSENTIALS_PRODUCTS: readonly EssentialsProduct[] = ESSENTIALS_PRODUCT_ENTRIES.map(product);
