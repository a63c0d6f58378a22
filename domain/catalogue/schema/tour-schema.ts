import { z } from 'zod';
import { ADMIN_TOUR_CATEGORIES } from '../../admin/admin-tour.js';
import { COVER_PATTERNS } from '../../presentation/designed-cover.js';
import { ADMIN_TOUR_COUNT, isAdminTourId } from '../../tours/admin-tour-id.js';
import { PRICE_UNITS, TOUR_BADGES } from '../../presentation/tour-card-variant.js';
import { TOUR_DIFFICULTIES } from '../catalogue.js';
import { count, fields, kindsError, localised, oneOf, problem, rating, slug, text, textList, uploadedPhotoPath, usd } from './fields.js';

/*
 * The tours collection (docs/decisions/099, 100): one record per real tour, the only place its figures are written.
 * A public tour is one the pages may list, with its price and booking search; an admin-only tour is one the operator
 * can give a photo to on /admin although no page lists it (Tortuguero, Corcovado, Poás, San José today).
 */

/** The admin page's side of a tour: its number there (1 to 11, the id of its tour image record) and its category. */
const adminTourLink = () =>
  fields({
    number: z.number({ error: `must be an admin tour number, a whole number from 1 to ${ADMIN_TOUR_COUNT}` }).refine(isAdminTourId),
    category: oneOf(ADMIN_TOUR_CATEGORIES),
  });

/**
 * A photo the operator uploaded through the crop dialog for the tour (issue 38 point 3, docs/decisions/134): it shows
 * instead of the drawing or the cover, with the text alternative a visitor's screen reader reads and, when the
 * photo is someone else's, its credit.
 */
const uploadedPhoto = () =>
  fields({
    src: uploadedPhotoPath().describe('The uploaded photo (Upload a photo… fills it in).'),
    alt: localised(text()).describe('What the photo shows, for visitors who cannot see it (\'A hanging bridge above the rainforest canopy\').'),
    credit: text().optional().describe('Who took the photo, when it is not the operator\'s own: "Photo: " and the photographer\'s name as they sign.'),
  });

/** What every tour has, public or not. */
const tourBasics = () => ({
  id: slug().describe('Its readable slug: lowercase words joined by hyphens, such as arenal-hanging-bridges (docs/decisions/099).'),
  destination: slug().describe('The destination it starts from: the id of a destination record.'),
  title: localised(text()),
  location: localised(text()).describe('The town or place the card names (\'La Fortuna\').'),
  picture: slug().optional().describe('The subject drawing its card shows (a slug of the UI\'s subject drawings)…'),
  cover: oneOf(COVER_PATTERNS).optional().describe('…or, without one, the designed cover\'s pattern (by default its category\'s).'),
  photo: uploadedPhoto().optional().describe('A photo uploaded for the tour: its cards show it instead of the drawing or the cover.'),
});

export const publicTourSchema = () =>
  fields({
    ...tourBasics(),
    visibility: z.literal('public'),
    /**
     * The id the site gave it before ids were slugs ('arenal-1'): its click-count link is still `tour:{legacyId}`, so
     * the counts stored so far and the operator's curated photo map keep naming it (docs/decisions/099).
     */
    legacyId: slug().optional(),
    duration: localised(text()),
    groupSize: localised(text()).optional(),
    price: usd().describe('USD per priceUnit.'),
    priceUnit: oneOf(PRICE_UNITS).describe('What the price is for, written after it on every card: each visitor, the whole group or the whole boat.'),
    originalPrice: usd().optional().describe('The struck-through earlier price, USD, above price.'),
    rating: rating(),
    reviewCount: count(),
    description: localised(text()),
    highlights: localised(textList(3, 4, 'highlights')),
    category: localised(text()).describe('Its one category, the first chip of its card on every page (the home page\'s too).'),
    badges: z.array(oneOf(TOUR_BADGES), { error: 'must be a list of badges' }).optional().describe('The badges it wears on every page that lists it, chosen for the tour (never by a page or a position, issue 37).'),
    difficulty: oneOf(TOUR_DIFFICULTIES).optional(),
    adminTour: adminTourLink().optional().describe('Present when the operator can give it a photo from the admin page.'),
    searchTerm: text().describe('What its marketplace booking link searches for: its real name and place.'),
  }).superRefine((tour, context) => {
    if (tour.originalPrice !== undefined && !(tour.originalPrice > tour.price)) problem(context, ['originalPrice'], `must be above price (${tour.price})`, tour.originalPrice);
    tour.badges?.forEach((badge, index) => {
      const first = tour.badges!.indexOf(badge);
      if (first < index) problem(context, ['badges', index], `is "${badge}", already badges[${first}]: a card shows each badge once`);
    });
  });

export const adminOnlyTourSchema = () =>
  fields({
    ...tourBasics(),
    visibility: z.literal('admin-only'),
    adminTour: adminTourLink(),
  }).superRefine((tour, context) => {
    if (tour.picture === undefined && tour.cover === undefined) problem(context, ['picture'], 'is missing: an admin-only tour needs a picture or a cover for its admin card');
  });

/** One tour record. */
export const tourSchema = () =>
  z.discriminatedUnion('visibility', [publicTourSchema(), adminOnlyTourSchema()], {
    error: kindsError('"public" (the pages may list it) or "admin-only" (only the admin page shows it)'),
  });

export type CatalogueTour = z.infer<ReturnType<typeof tourSchema>>;
export type PublicCatalogueTour = z.infer<ReturnType<typeof publicTourSchema>>;
export type AdminOnlyCatalogueTour = z.infer<ReturnType<typeof adminOnlyTourSchema>>;

/** The id its click-count link names, `tour:{this}` (docs/decisions/067, 099): its legacy id where it has one. */
export function tourLinkIdOf(tour: PublicCatalogueTour): string {
  return tour.legacyId ?? tour.id;
}
