import type { Star } from '../../domain/presentation/star-rating.js';
import { TOPIC_ICONS } from '../../domain/presentation/topic-icon.js';
import iconSprite from './icon-sprite.svg?no-inline';

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

/**
 * Small icons: drawn, so they render the same on every device, with or without emoji fonts. Their drawings are in one
 * cached file (./icon-sprite.svg) that each icon names with <use>: a list of 39 cards carried their paths 39 times, a
 * sixth of /tours's compressed size (docs/decisions/089). `?no-inline` keeps the build from turning the file into a
 * data URL repeated on every icon.
 */
export function Icon({ name, size = 16, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${iconSprite}#${name}`} />
    </svg>
  );
}

export const ClockIcon = () => <Icon name="clock" />;
export const GroupIcon = () => <Icon name="group" />;
export const PinIcon = () => <Icon name="pin" />;
export const StarIcon = ({ kind }: { kind: Star }) => <Icon name={`star-${kind}`} />;
export const ChevronDownIcon = () => <Icon name="chevron-down" size={12} />;
export const MenuIcon = () => <Icon name="menu" size={22} />;
export const CloseIcon = () => <Icon name="close" size={22} />;
