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
    '&[aria-pressed="true"], &[aria-current="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
});
