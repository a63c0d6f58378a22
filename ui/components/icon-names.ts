import type { Star } from '../../domain/presentation/star-rating.js';
import { TOPIC_ICONS } from '../../domain/presentation/topic-icon.js';

const STARS: readonly Star[] = ['full', 'half', 'empty'];

/** Every drawing of ./icon-sprite.svg, by its symbol's id. */
export const ICON_NAMES = [
  'clock',
  'group',
  'pin',
  ...STARS.map((star) => `star-${star}` as const),
  'chevron-down',
  'menu',
  'close',
  'check',
  'new-tab',
  ...TOPIC_ICONS.map((topic) => `topic-${topic}` as const),
] as const;

export type IconName = (typeof ICON_NAMES)[number];
