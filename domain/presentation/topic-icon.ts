/**
 * The small symbols beside a /tours section's name and a home travel essential (docs/product.md §3 "icon"): named,
 * and drawn as inline SVG by the UI (ui/components/topic-icon.tsx), never emoji, which render as empty boxes where
 * the device has no emoji font and clash with the site's line icons.
 */
export type TopicIcon =
  | 'volcano'
  | 'leaf'
  | 'paw'
  | 'wave'
  | 'mask'
  | 'coffee'
  | 'sailboat'
  | 'palm'
  | 'whale-tail'
  | 'sunset'
  | 'lotus'
  | 'bird'
  | 'camera'
  | 'sunscreen'
  | 'spray'
  | 'towel'
  | 'bottle'
  | 'backpack';
