import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

/** The frame's box, sized by its width and height before it loads; the fallback lives inside it (issue 18.6). */
export const box = style({ position: 'relative', maxWidth: '100%', flexShrink: 0 });
export const frame = style({
  display: 'block',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
/** Covers the frame's whole box: one large target that reads as the card the ad would have been. */
export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  textAlign: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
});
