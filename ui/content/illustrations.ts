// The kinds and their addresses live in a module of their own, small, so the picture of the day's gallery (an island)
// loads them without the table of subject drawings below (docs/decisions/083).
import { illustrationUrl, type IllustrationKind } from '../../domain/images/illustration-kinds.js';

export { ILLUSTRATION_HEIGHT, ILLUSTRATION_KINDS, ILLUSTRATION_WIDTH, illustrationUrl, type IllustrationKind } from '../../domain/images/illustration-kinds.js';

/**
 * Per-subject drawings (docs/decisions/063): one SVG per subject a card can name, in the same style
 * as the kinds above, served from ui/public/illustrations/subjects/. Each `description` says only what
 * the drawing shows; it is the drawing's <title> after "Illustration: " (the test checks both agree),
 * and the card's alt text, so a caption can be checked against it.
 */
export const SUBJECT_ILLUSTRATIONS = [
  { slug: 'volcano-arenal', description: "Arenal Volcano's cone above Lake Arenal" },
  { slug: 'hanging-bridges', description: 'Hanging bridge with two walkers above the rainforest canopy' },
  { slug: 'hot-springs-pools', description: 'Bathers in terraced hot-spring pools with a volcano cone behind' },
  { slug: 'zipline-canopy', description: 'Zipline rider in helmet and harness arriving at a treetop platform' },
  { slug: 'whitewater-rafting', description: 'Four paddlers in helmets steering a raft through river rapids' },
  { slug: 'waterfall-rappel', description: 'Rappeller in helmet on a rope descending beside a jungle waterfall' },
  { slug: 'horseback-ride', description: 'Rider in a straw hat on horseback along a pasture trail' },
  { slug: 'scarlet-macaw', description: 'Scarlet macaw with red, yellow and blue feathers and a long tail, perched on a branch' },
  { slug: 'toucan', description: 'Keel-billed toucan with its rainbow bill holding a red berry' },
  { slug: 'quetzal', description: 'Resplendent quetzal with green crest, red belly and long tail streamers in the cloud forest' },
  { slug: 'hummingbird', description: 'Green hummingbird hovering at a red heliconia flower' },
  { slug: 'red-eyed-tree-frog', description: 'Red-eyed tree frog with blue flanks and orange feet on a leaf' },
  { slug: 'sloth-day', description: 'Three-toed sloth hugging a cecropia trunk in daylight' },
  { slug: 'sloth-night-walk', description: "Guide's flashlight finding a sloth on a branch under the moon on a night walk" },
  { slug: 'howler-monkey', description: 'Mantled howler monkey howling from a branch, tail curled round it' },
  { slug: 'sea-turtle-nesting', description: 'Sea turtle digging its nest on a moonlit beach, flipper tracks leading up from the sea' },
  { slug: 'crocodile-river', description: 'American crocodile resting on a muddy riverbank' },
  { slug: 'whale-tail', description: "Humpback whale's tail fluke dripping water above the Pacific, an island behind" },
  { slug: 'dolphins', description: 'Two bottlenose dolphins leaping out of the sea' },
  { slug: 'scuba-reef', description: 'Scuba diver with air tank and fins swimming over a coral reef with fish' },
  { slug: 'snorkel-reef', description: 'Snorkeler with mask and snorkel floating above reef fish, seen above and below the waterline' },
  { slug: 'sportfishing-boat', description: 'Sportfishing boat with a tuna tower, outriggers and rods on the open sea' },
  { slug: 'marlin-offshore', description: 'Blue marlin leaping on the line, the fishing boat far behind' },
  { slug: 'inshore-fishing-panga', description: 'Angler casting from a small outboard panga near a rocky, palm-lined shore' },
  { slug: 'fly-fishing-river', description: 'Fly fisher in waders casting a looping line over a mountain river' },
  { slug: 'surf-lesson', description: 'Surf instructor in the whitewater beside a beginner standing up on a soft-top board' },
  { slug: 'surf-advanced-wave', description: 'Experienced surfer riding inside the curl of a big hollow wave' },
  { slug: 'mangrove-kayak', description: 'Kayaker paddling a calm channel between mangrove trees on stilt roots' },
  { slug: 'catamaran-sunset', description: 'Sailing catamaran seen from the bow, its two hulls apart, against a Pacific sunset' },
  { slug: 'beach-town', description: 'Colourful low shops, palms and surfboards along a beach-town street' },
  { slug: 'yoga-beach', description: 'Person in a yoga tree pose on a mat on the beach at sunrise' },
  { slug: 'coffee-farm', description: 'Picker with a basket among rows of coffee bushes with red cherries on a hillside below a volcano' },
  { slug: 'chocolate-cacao', description: 'Cacao pods growing on the trunk, an opened pod full of beans and a chocolate bar' },
  { slug: 'national-theatre', description: 'Neoclassical facade of the National Theatre in San José, with columns, arches and statues on the roof' },
  { slug: 'street-food-plate', description: 'Costa Rican street food: gallo pinto, fried sweet plantains and empanadas on a plate' },
  { slug: 'cooking-class', description: 'Cooking class counter with chopped vegetables, a steaming pot and tortillas on a griddle' },
  { slug: 'atv-trail', description: 'Rider in a helmet driving a red ATV quad bike along a muddy jungle trail' },
  { slug: 'cloud-forest-trail', description: 'Misty cloud-forest trail between moss-covered trees with bromeliads' },
  { slug: 'rainforest-hike', description: 'Hiker with a backpack on a rainforest trail beside a giant buttress-rooted tree' },
  { slug: 'night-sky-volcano', description: 'Starry night sky and the Milky Way above a dark volcano cone, lodge lights at its foot' },
  { slug: 'luxury-villa-pool', description: 'Modern villa with glass walls and an infinity pool overlooking the ocean' },
  { slug: 'sailing-yacht', description: 'Sailing yacht heeling under mainsail and jib off a green coast' },
  { slug: 'coffee-bag-light-roast', description: 'Bag of light roast Costa Rican coffee with light roasted beans' },
  { slug: 'coffee-bag-medium-roast', description: 'Bag of medium roast Costa Rican coffee with medium roasted beans' },
  { slug: 'coffee-bag-dark-roast', description: 'Bag of dark roast Costa Rican coffee with dark roasted beans' },
  { slug: 'coffee-beans-cup', description: 'Cup of black coffee seen from above, roasted coffee beans scattered on a wooden table' },
  { slug: 'pour-over-chorreador', description: 'Hot water poured from a kettle into the cloth filter of a wooden chorreador, coffee dripping into a cup' },
  { slug: 'hotel-eco-lodge', description: 'Eco-lodge of thatched wooden bungalows on stilts in the rainforest' },
  { slug: 'hotel-beach-resort', description: 'Beach resort with balconied wings, a pool and palms facing the sea' },
  { slug: 'hotel-boutique-jungle', description: 'Small boutique hotel: two glass-fronted villas on a jungle hillside at dusk' },
  { slug: 'condo-building', description: 'Mid-rise condominium building with balconies, palms and a pool' },
  { slug: 'condo-beachfront', description: 'Beachfront condominium building of five floors, its top floor still in scaffolding, a tower crane beside it' },
  { slug: 'ocean-view-home', description: 'Modern home with a wide deck and glass windows on a green hillside above the ocean' },
] as const satisfies readonly { readonly slug: string; readonly description: string }[];

export type SubjectIllustrationSlug = (typeof SUBJECT_ILLUSTRATIONS)[number]['slug'];

/** Whether a record's picture name (a string in the domain's records) names one of the drawings. */
export function isSubjectIllustration(slug: string): slug is SubjectIllustrationSlug {
  return SUBJECT_ILLUSTRATIONS.some((illustration) => illustration.slug === slug);
}

export function subjectIllustrationUrl(slug: SubjectIllustrationSlug): string {
  return `/illustrations/subjects/${slug}.svg`;
}

export function subjectIllustrationDescription(slug: SubjectIllustrationSlug): string {
  const found = SUBJECT_ILLUSTRATIONS.find((illustration) => illustration.slug === slug);
  if (found === undefined) throw new Error(`No subject illustration "${slug}"`);
  return found.description;
}

/**
 * Light, tileable category patterns for designed covers (docs/decisions/063): where no drawing truly
 * shows a card's subject, the card shows the place's name over its category's pattern and icon,
 * which depicts no scene and so cannot show the wrong one.
 */
export const COVER_PATTERN_CATEGORIES = [
  'adventure',
  'nature',
  'water',
  'culture',
  'luxury',
  'wellness',
  'fishing',
  'food',
] as const;

export type CoverPatternCategory = (typeof COVER_PATTERN_CATEGORIES)[number];

export function coverPatternUrl(category: CoverPatternCategory): string {
  return `/illustrations/covers/pattern-${category}.svg`;
}
