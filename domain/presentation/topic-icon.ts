/**
 * The small symbols beside a /tours section's name and a home travel essential (docs/product.md §3 "icon"): named,
 * and drawn by the UI (ui/components/icon-sprite.svg), never emoji, which render as empty boxes where
 * the device has no emoji font and clash with the site's line icons.
 */
export const TOPIC_ICONS = [
  'volcano',
  'leaf',
  'paw',
  'wave',
  'mask',
  'coffee',
  'sailboat',
  'palm',
  'whale-tail',
  'sunset',
  'lotus',
  'bird',
  'camera',
  'sunscreen',
  'spray',
  'towel',
  'bottle',
  'backpack',
] as const;

export type TopicIcon = (typeof TOPIC_ICONS)[number];
