import { style, styleVariants } from '@vanilla-extract/css';
import { cssUrlOf, standaloneDrawing } from './icon-drawing.js';
import { ICON_NAMES, type IconName } from './icon-names.js';
import sprite from './icon-sprite.svg?raw';

/**
 * An icon is an empty box painted in the colour of the text around it through its drawing as a mask
 * (docs/decisions/090): no SVG element, no <use>, so a page of 39 cards parses and lays out as if they had none.
 */
export const icon = style({
  display: 'inline-block',
  flex: 'none',
  width: 16,
  height: 16,
  backgroundColor: 'currentColor',
  maskRepeat: 'no-repeat',
  maskPosition: 'center',
  maskSize: '100% 100%',
  // In forced colours the box is painted in the text's forced colour, not blanked to the system background; printed,
  // it stays.
  forcedColorAdjust: 'preserve-parent-color',
  printColorAdjust: 'exact',
});

export const drawing = styleVariants(
  Object.fromEntries(ICON_NAMES.map((name) => [name, { maskImage: cssUrlOf(standaloneDrawing(sprite, name)) }])) as Record<IconName, { maskImage: string }>,
);
