import { z } from 'zod';
import { count, fields, flag, kindsError, list, localised, picturePath, position, slug, text, textList, usd, yearMonth } from './fields.js';

/*
 * The developments collection (docs/product.md §2 "/real-estate", §9): the condo developments /real-estate shows,
 * each a pre-sale project or a condominium selling its units. Their links go to the broker's site (the settings).
 */

const developmentBasics = () => ({
  id: slug(),
  position: position().describe('Its place on /real-estate: 1 is first.'),
  name: text().describe('Its own name, the same in every language.'),
  location: localised(text()).describe('As shown under the name: \'Coco Beach, Guanacaste\'.'),
  locality: text().describe('Town or district, and province, for the structured data.'),
  region: text(),
  summary: localised(text()),
  image: fields({ src: picturePath(), alt: localised(text()) }),
  bedrooms: count().describe('Bedrooms of the unit on offer.'),
});

/** A project sold before completion (Serena: from $290,000, delivery mid-2026). */
export const preSaleDevelopmentSchema = () =>
  fields({
    ...developmentBasics(),
    kind: z.literal('pre-sale'),
    saleLabel: localised(text()),
    price: usd().describe('US dollars: the page writes \'From $290,000\'.'),
    priceNote: localised(text()),
    incentives: localised(textList(1, 8, 'incentives')),
    deliveryBy: yearMonth().describe('The month its delivery is planned for: the page says it, and says when it is past (issue 37).'),
    status: localised(text()).describe('The construction status badge.'),
  });

/** A condominium selling its units (Zura: 36 units, 2 bedrooms, 60 m²). */
export const condoDevelopmentSchema = () =>
  fields({
    ...developmentBasics(),
    kind: z.literal('condo'),
    units: position(),
    floorSizeSquareMeters: position(),
    amenities: localised(textList(1, 12, 'amenities')),
    projectStatus: list(fields({ label: localised(text()), done: flag() }), 1, 6, 'stages').describe('The buildings\' progress, in order; done marks a finished stage.'),
    testimonial: fields({ quote: localised(text()), attribution: localised(text()) }),
  });

/** One development record. */
export const developmentSchema = () =>
  z.discriminatedUnion('kind', [preSaleDevelopmentSchema(), condoDevelopmentSchema()], { error: kindsError('"pre-sale" or "condo"') });

export type CatalogueDevelopment = z.infer<ReturnType<typeof developmentSchema>>;
