import type { Localised } from '../catalogue/schema/fields.js';
import type { TourPicture } from '../tours/public-tour.js';
import { coverPatternFor, coverPatternPath } from './designed-cover.js';

/**
 * The subject drawings a tour card may show (docs/decisions/064), each with what it depicts: the alt
 * text adds what the drawing shows to the card's heading, and `words` are the ones a tour's title,
 * description or category must contain for the drawing to be its picture (ui/content/seed-pictures.test.ts
 * checks the seed's tours), so a drawing never shows something other than its caption.
 */
export interface SubjectPicture {
  readonly alt: string;
  readonly words: readonly string[];
}

export const TOUR_PICTURES: Readonly<Record<string, SubjectPicture>> = {
  'volcano-arenal': { alt: 'Drawing of Arenal\'s cone above the rainforest', words: ['Arenal Volcano'] },
  'hanging-bridges': { alt: 'Drawing of a hanging bridge through the rainforest canopy', words: ['Hanging Bridges'] },
  'hot-springs-pools': { alt: 'Drawing of steaming hot-spring pools', words: ['Hot Springs'] },
  'zipline-canopy': { alt: 'Drawing of a rider on a zipline over the canopy', words: ['Zipline'] },
  'whitewater-rafting': { alt: 'Drawing of a raft in white-water rapids', words: ['Rafting'] },
  'horseback-ride': { alt: 'Drawing of a rider on horseback', words: ['Horseback'] },
  'scarlet-macaw': { alt: 'Drawing of a scarlet macaw', words: ['macaw'] },
  toucan: { alt: 'Drawing of a keel-billed toucan', words: ['toucan'] },
  quetzal: { alt: 'Drawing of a resplendent quetzal', words: ['quetzal'] },
  hummingbird: { alt: 'Drawing of a hummingbird at a flower', words: ['Bird'] },
  'sloth-day': { alt: 'Drawing of a three-toed sloth in a tree', words: ['sloth'] },
  'sloth-night-walk': { alt: 'Drawing of a sloth in torchlight at night', words: ['Night Walk'] },
  'howler-monkey': { alt: 'Drawing of a monkey on a branch', words: ['monkey'] },
  'crocodile-river': { alt: 'Drawing of a crocodile on a riverbank', words: ['Crocodile'] },
  'whale-tail': { alt: 'Drawing of a humpback whale\'s tail above the sea', words: ['Whale'] },
  dolphins: { alt: 'Drawing of dolphins beside a boat', words: ['Dolphin'] },
  'scuba-reef': { alt: 'Drawing of a diver over a reef', words: ['Dive', 'Diving'] },
  'snorkel-reef': { alt: 'Drawing of a snorkeller over coral', words: ['Snorkel'] },
  'sportfishing-boat': { alt: 'Drawing of a sportfishing boat offshore', words: ['Offshore'] },
  'marlin-offshore': { alt: 'Drawing of a marlin leaping', words: ['Marlin'] },
  'inshore-fishing-panga': { alt: 'Drawing of a small fishing boat near the shore', words: ['Inshore'] },
  'fly-fishing-river': { alt: 'Drawing of a fly fisher casting', words: ['Fly Fishing'] },
  'surf-lesson': { alt: 'Drawing of a beginner standing up on a surfboard', words: ['Surf Lesson'] },
  'surf-advanced-wave': { alt: 'Drawing of a surfer on a large wave', words: ['Advanced Surf'] },
  'mangrove-kayak': { alt: 'Drawing of a kayak in mangrove channels', words: ['Mangrove Kayak'] },
  'catamaran-sunset': { alt: 'Drawing of a catamaran at sunset', words: ['Catamaran'] },
  'yoga-beach': { alt: 'Drawing of a yoga pose on the beach', words: ['Yoga'] },
  'coffee-farm': { alt: 'Drawing of coffee plants on a hillside farm', words: ['Coffee'] },
  'chocolate-cacao': { alt: 'Drawing of cacao pods and chocolate', words: ['Cacao'] },
  'national-theatre': { alt: 'Drawing of the National Theatre\'s facade', words: ['National Theatre'] },
  'street-food-plate': { alt: 'Drawing of a plate of gallo pinto and tamales', words: ['Food'] },
  'cooking-class': { alt: 'Drawing of hands cooking at a stove', words: ['Cooking'] },
  'atv-trail': { alt: 'Drawing of an ATV on a dirt trail', words: ['ATV'] },
  'cloud-forest-trail': { alt: 'Drawing of a misty cloud-forest trail', words: ['Cloud Forest'] },
  'rainforest-hike': { alt: 'Drawing of a rainforest trail', words: ['Hike'] },
  'sailing-yacht': { alt: 'Drawing of a private yacht under sail', words: ['Yacht'] },
};

/** A subject drawing's file under ui/public (ui/content/illustrations.ts lists them all). */
export function subjectDrawingPath(slug: string): string {
  return `/illustrations/subjects/${slug}.svg`;
}

/** The drawing a tour record's `picture` names, as a card shows it; none for a name that is not a tour's drawing. */
export function tourPictureOf(slug: string | undefined): TourPicture | undefined {
  const subject = slug === undefined || !Object.hasOwn(TOUR_PICTURES, slug) ? undefined : TOUR_PICTURES[slug];
  return subject === undefined ? undefined : { src: subjectDrawingPath(slug!), alt: subject.alt };
}

/** A photo a tour record names (domain/catalogue/schema/tour-schema.ts `photo`). */
export interface UploadedTourPhoto {
  readonly src: string;
  readonly alt: Localised<string>;
  readonly credit?: string;
}

/**
 * The picture of a tour's card (issue 38 point 3, docs/decisions/134): the operator's uploaded photo first, with its
 * alt text and credit, falling back to the designed cover of the tour's category when the photo cannot be loaded (it
 * was removed from the storage, say); else the drawing its `picture` names; else none, and the card draws its cover.
 */
export function tourCardPictureOf(tour: { readonly picture?: string; readonly photo?: UploadedTourPhoto; readonly category: Localised<string> }): TourPicture | undefined {
  if (tour.photo === undefined) return tourPictureOf(tour.picture);
  const { src, alt, credit } = tour.photo;
  return { src, alt: alt.en, fallbackSrc: coverPatternPath(coverPatternFor(tour.category.en)), ...(credit === undefined ? {} : { credit }) };
}
