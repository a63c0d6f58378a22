import { z } from 'zod';
import { HOTEL_PRICE_RANGES } from '../../hotels/hotel.js';
import { count, fields, localised, oneOf, position, slug, text, textList, webAddress } from './fields.js';

/**
 * The hotels collection (docs/product.md §3 "Hotel"): each hotel names the destination whose page lists it and its
 * rank there. Its id is the slug of its name, the one its click-count link already carries (`hotel:{id}`,
 * docs/decisions/067, 099).
 */
export const hotelSchema = () =>
  fields({
    id: slug(),
    destination: slug().describe('The destination whose hotels block lists it.'),
    rank: position().describe('1 is its destination\'s best hotel.'),
    name: text().describe('Its own name, the same in every language.'),
    rating: z
      .number({ error: 'must be a rating from 1 to 5 in steps of 0.5' })
      .refine((value) => value >= 1 && value <= 5 && Number.isInteger(value * 2))
      .describe('The review site\'s rating, 1 to 5 in steps of 0.5.'),
    reviewCount: count(),
    priceRange: oneOf(HOTEL_PRICE_RANGES),
    description: localised(text()),
    features: localised(textList(1, 8, 'features')),
    category: localised(text()).describe('\'Eco-Lodge\', \'Boutique Hotel\', \'Resort\'…'),
    reviewSiteUrl: webAddress().describe('Its page on the review site, wrapped in the affiliate redirect when linked.'),
    affiliateUrl: webAddress().optional().describe('A hotel-specific affiliate address used as it is instead of the redirect (docs/product.md §7).'),
  });

export type CatalogueHotel = z.infer<ReturnType<typeof hotelSchema>>;
