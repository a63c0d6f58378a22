import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

/** The site's buttons: one base and its variants, put together by ./button.ts. */
export const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  // A label that wraps ("Book with GetYourGuide" in a narrow card) stays centred on both lines (issue 18), its lines
  // of even length rather than a lone word under the rest (issue 37 point 7).
  textAlign: 'center',
  textWrap: 'balance',
  cursor: 'pointer',
  selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const buttonVariant = styleVariants({
  primary: { background: vars.color.brand, color: vars.color.onBrand, selectors: { '&:hover': { background: vars.color.brandDark } } },
  secondary: { background: vars.color.surface, color: vars.color.brandDark, borderColor: vars.color.brand },
  light: { background: vars.color.surface, color: vars.color.brandDark },
});

export const buttonWidth = styleVariants({ auto: {}, full: { width: '100%', paddingInline: vars.space.sm } });
