import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const cover = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.md,
  boxSizing: 'border-box',
  backgroundColor: vars.color.brandDark,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  color: '#fff',
});

export const place = style({ fontSize: vars.fontSize.xl, fontWeight: 700, lineHeight: 1.15, textShadow: '0 1px 2px rgb(0 0 0 / 0.45)' });
