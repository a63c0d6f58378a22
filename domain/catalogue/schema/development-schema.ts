import { z } from 'zod';
import { count, fields, flag, kindsError, list, localised, picturePath, position, slug, text, textList, usd, yearMonth } from './fields.js';

/*
 * The developments collection (docs/product.md §2 "/real-estate", §9): the condo developments /real-estate shows,
 * each a pre-sale project or a condominium selling its units. Their links go to the broker's site (the settings).
 */

const developmentBasics = () => ({
  id: slug(),
  /** Its place on /real-estate: 1 is first. */
  position: position(),
  /** Its own name, the same in every language. */
  name: text(),
  /** As shown under the name: 'Coco Beach, Guanacaste'. */
  location: localised(text()),
  /** Town or district, and province, for the structured data. */
  locality: text(),
  region: text(),
  summary: localised(text()),
  image: fields({ src: picturePath(), alt: localised(text()) }),
  /** Bedrooms of the unit on offer. */
  bedrooms: count(),
});

/** A project sold before completion (Serena: from $290,000, delivery mid-2026). */
export const preSaleDevelopmentSchema = () =>
  fields({
    ...developmentBasics(),
    kind: z.literal('pre-sale'),
    saleLabel: localised(text()),
    /** US dollars: the page writes 'From $290,000'. */
    price: usd(),
    priceNote: localised(text()),
    incentives: localised(textList(1, 8, 'incentives')),
    /** The month its delivery is planned for: the page says it, and says when it is past (issue 37). */
    deliveryBy: yearMonth(),
    /** The construction status badge. */
    status: localised(text()),
  });

/** A condominium selling its units (Zura: 36 units, 2 bedrooms, 60 m²). */
export const condoDevelopmentSchema = () =>
  fields({
    ...developmentBasics(),
    kind: z.literal('condo'),
    units: position(),
    floorSizeSquareMeters: position(),
    amenities: localised(textList(1, 12, 'amenities')),
    /** The buildings' progress, in order; done marks a finished stage. */
    projectStatus: list(fields({ label: localised(text()), done: flag() }), 1, 6, 'stages'),
    testimonial: fields({ quote: localised(text()), attribution: localised(text()) }),
  });

/** One development record. */
export const developmentSchema = () =>
  z.discriminatedUnion('kind', [preSaleDevelopmentSchema(), condoDevelopmentSchema()], { error: kindsError('"pre-sale" or "condo"') });

export type CatalogueDevelopment = z.infer<ReturnType<typeof developmentSchema>>;
