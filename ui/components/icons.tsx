import type { Star } from '../../domain/presentation/star-rating.js';
import type { IconName } from './icon-names.js';
import * as css from './icons.css.js';

export { ICON_NAMES, type IconName } from './icon-names.js';

/**
 * Small icons: drawn, so they render the same on every device, with or without emoji fonts. Each is an empty box that
 * the stylesheet paints through its drawing (./icons.css.ts, from the one icon file ./icon-sprite.svg): 364 icons on
 * /tours named the file with <use> and cost its parsing 140–290 ms with the CPU slowed 4 times (docs/decisions/090).
 * `data-icon` names the drawing, for the tests that read which star a rating shows.
 */
export function Icon({ name, size = 16, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <span
      className={className ? `${css.icon} ${css.drawing[name]} ${className}` : `${css.icon} ${css.drawing[name]}`}
      style={size === 16 ? undefined : { width: size, height: size }}
      data-icon={name}
      aria-hidden="true"
    />
  );
}

export const ClockIcon = () => <Icon name="clock" />;
export const GroupIcon = () => <Icon name="group" />;
export const PinIcon = () => <Icon name="pin" />;
export const StarIcon = ({ kind }: { kind: Star }) => <Icon name={`star-${kind}`} />;
export const ChevronDownIcon = () => <Icon name="chevron-down" size={12} />;
export const MenuIcon = () => <Icon name="menu" size={22} />;
export const CloseIcon = () => <Icon name="close" size={22} />;
