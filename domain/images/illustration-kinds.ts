/**
 * The designed illustrations every card shows unless a real photo exists (docs/architecture.md §4,
 * docs/decisions/007): one small local SVG per kind of subject, drawn in the site's palette, served
 * from ui/public/illustrations/. No catalogue entry hot-links a stock photo whose subject we cannot check.
 */
export const ILLUSTRATION_KINDS = [
  'volcano',
  'hot-springs',
  'beach',
  'surf',
  'cloud-forest',
  'rainforest',
  'wildlife',
  'birds',
  'diving',
  'ocean',
  'fishing',
  'zipline',
  'waterfall',
  'river',
  'food-culture',
  'coffee',
  'wellness',
  'luxury',
  'hotel',
  'property',
  'photography',
] as const;

export type IllustrationKind = (typeof ILLUSTRATION_KINDS)[number];

/** Every illustration is drawn on a 800 × 500 canvas (16:10), the card image box. */
export const ILLUSTRATION_WIDTH = 800;
export const ILLUSTRATION_HEIGHT = 500;

export function illustrationUrl(kind: IllustrationKind): string {
  return `/illustrations/${kind}.svg`;
}
