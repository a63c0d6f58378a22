import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

/** Set apart from the text above it as from the links below, even where that text keeps no margin of its own. */
export const disclosure = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&:not(:first-child)': { marginTop: vars.space.md } },
});

/** On a hero's dark gradient: the hero's own text colour, its link underlined in the same colour. */
export const onDark = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.onBrand, maxWidth: '60ch' });
globalStyle(`${onDark} a`, { color: vars.color.onBrand, textDecoration: 'underline' });

/**
 * "How we are paid" sits in a sentence, yet it is the line's one target: 24 px tall for a finger or a shaky hand
 * (issue 37 point 7, docs/decisions/113), by padding that leaves the line's height as it is.
 */
globalStyle(`${disclosure} a, ${onDark} a`, { display: 'inline-block', paddingBlock: 4, lineHeight: '16px' });
