import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `${vars.space.lg} 0` });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  textDecoration: 'none',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&[aria-current="true"], &:has(input:checked)': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
});

/** A radio row's option: the label is the chip, its radio is drawn by the chip's colours alone, and its focus ring is the chip's. */
export const radioOption = style({
  position: 'relative',
  selectors: { '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 } },
});
/** Still focusable and read by screen readers, but drawn by its label: the checked chip is filled. */
export const radio = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' });
