import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const sectionHeader = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start', marginBottom: vars.space.lg });
export const icon = style({ fontSize: '2.5rem', lineHeight: 1 });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const sectionDescription = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

/** docs/product.md §2: 4-column tour cards on wide screens. */
export const tourGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const comingSoon = style({
  textAlign: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});
