import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

/** Badges of the cards (docs/architecture.md §4: one base and a tone for every badge, put together by ./badge.ts). */
export const badgeBase = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: 1.6,
  color: '#fff',
  whiteSpace: 'nowrap',
});

export const badgeTone = styleVariants({
  brand: { background: vars.color.brand },
  accent: { background: vars.color.accent, color: '#1f2937' },
  green: { background: vars.color.badgeGreen },
  blue: { background: vars.color.badgeBlue },
  purple: { background: vars.color.badgePurple },
  amber: { background: vars.color.badgeAmber, color: '#78350f' },
  orange: { background: vars.color.badgeOrange },
  grey: { background: vars.color.badgeGrey },
  darkGrey: { background: vars.color.badgeDarkGrey },
  red: { background: vars.color.badgeRed },
  outline: { background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.border}` },
});
