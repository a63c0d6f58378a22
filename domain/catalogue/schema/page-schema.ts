import { z } from 'zod';
import { ACTIVITY_LABELS } from '../../analytics/events.js';
import { fields, flag, kindsError, list, localised, oneOf, position, problem, sitePath, slug, text, textList } from './fields.js';

/*
 * The pages collection (docs/decisions/099, 100): the pages made of tour cards, each with its path, heading, search
 * metadata and its listings of tour ids: the home page's grid, the sections of /tours, and each destination and
 * activity page with its introduction, facts and hero. A page never holds a copy of a tour.
 */

/** What search engines and social networks read about the page; its canonical path is the page's path. */
const seoSchema = () =>
  fields({
    title: localised(text()),
    description: localised(text()),
    keywords: localised(z.array(text(), { error: 'must be a list of texts' })),
  });

const tourIds = () => z.array(slug(), { error: 'must be a list of tour ids' });

/**
 * A listing shows each tour once. It marks none of them: a tour's badges are its record's, the same on every page
 * (issue 37, docs/decisions/110).
 */
function checkListing(listing: { readonly tourIds: readonly string[] }, context: z.RefinementCtx): void {
  listing.tourIds.forEach((id, index) => {
    const first = listing.tourIds.indexOf(id);
    if (first < index) problem(context, ['tourIds', index], `is "${id}", already listed at tourIds[${first}]: a listing shows each tour once`);
  });
}

/** One group of tour cards under its heading ('Popular Tours', 'Top Arenal Tours'), in order. */
const tourListingSchema = () =>
  fields({
    title: localised(text()),
    tourIds: tourIds(),
  }).superRefine(checkListing);

/** A section of /tours: a destination's tours under its name. */
const toursSectionSchema = () =>
  fields({
    destination: slug(),
    tourIds: tourIds(),
  }).superRefine(checkListing);

const pageBasics = () => ({
  id: slug().describe('Its readable slug: the path\'s words (\'destinations-arenal\', \'canopy-tours\'), \'home\' for / (docs/decisions/099).'),
  heading: localised(text()).describe('The page\'s main heading (h1).'),
  seo: seoSchema(),
});

/** What a destination and an activity page both show (docs/product.md §2 "Destination and activity pages"). */
const tourPageBasics = () => ({
  ...pageBasics(),
  path: sitePath(),
  /**
   * Its place among the pages of its kind wherever they are listed (the header's Tours menu, the footer, the home
   * page's destinations, the build's order): 1 is first. A store lists records by id, so the order is a field.
   */
  position: position(),
  label: localised(text()).describe('Its name in the menus and link lists (\'Jaco Beach\', \'Canopy Tours\').'),
  tagline: localised(text()).describe('The line under the heading.'),
  hero: fields({ illustration: slug() }).describe('The designed illustration of its hero (a kind of the UI\'s illustrations).'),
  intro: fields({ title: localised(text()), paragraphs: localised(textList(2, 3, 'paragraphs')) }),
  facts: list(fields({ value: localised(text()), label: localised(text()) }), 2, 2, 'facts').describe('The two headline figures of its introduction: \'850+\' \'bird species in Costa Rica\'.'),
  listing: tourListingSchema(),
  cardVariant: fields({ locationBadge: flag().optional() }).describe('Whether its cards show each tour\'s location on the picture; every other fact of a card is the tour record\'s.'),
});

export const homePageSchema = () =>
  fields({
    ...pageBasics(),
    kind: z.literal('home'),
    path: z.literal('/', { error: 'must be / for the home page' }),
    listing: tourListingSchema(),
  });

export const toursPageSchema = () =>
  fields({
    ...pageBasics(),
    kind: z.literal('tours'),
    path: z.literal('/tours', { error: 'must be /tours for the tours page' }),
    sections: z.array(toursSectionSchema(), { error: 'must be a list of sections' }).describe('Its sections, in order.'),
  }).superRefine((page, context) => {
    const destinations = page.sections.map((section) => section.destination);
    destinations.forEach((destination, index) => {
      const first = destinations.indexOf(destination);
      if (first < index) problem(context, ['sections', index, 'destination'], `is "${destination}", whose section is sections[${first}] already`);
    });
  });

export const destinationPageSchema = () =>
  fields({
    ...tourPageBasics(),
    kind: z.literal('destination'),
    destination: slug().describe('The destination it is about: its path is /destinations/{destination}.'),
    showsHotels: flag().describe('Shows the hotels of its destination.'),
    partnerWidget: fields({ title: localised(text()), query: text(), fallback: oneOf(['listing', 'tours-section']) }).optional().describe('The marketplace\'s partner widget, and what stands in for it until it loads: the page\'s own listing or its destination\'s section of /tours.'),
  }).superRefine((page, context) => {
    if (page.path !== `/destinations/${page.destination}`) {
      problem(context, ['path'], `must be /destinations/${page.destination}, the path of its destination`, page.path);
    }
  });

export const activityPageSchema = () =>
  fields({
    ...tourPageBasics(),
    kind: z.literal('activity'),
    trackingActivity: oneOf(ACTIVITY_LABELS).optional().describe('The tour click\'s label names the activity instead of the tour\'s place (docs/product.md §7).'),
  });

/** One page record. */
export const pageSchema = () =>
  z.discriminatedUnion('kind', [homePageSchema(), toursPageSchema(), destinationPageSchema(), activityPageSchema()], {
    error: kindsError('"home", "tours", "destination" or "activity"'),
  });

export type CataloguePage = z.infer<ReturnType<typeof pageSchema>>;
export type CatalogueTourListing = CatalogueHomePage['listing'];
export type CatalogueHomePage = z.infer<ReturnType<typeof homePageSchema>>;
export type CatalogueToursPage = z.infer<ReturnType<typeof toursPageSchema>>;
export type CatalogueDestinationPage = z.infer<ReturnType<typeof destinationPageSchema>>;
export type CatalogueActivityPage = z.infer<ReturnType<typeof activityPageSchema>>;
