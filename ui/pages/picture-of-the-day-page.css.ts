import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 48,
  height: 48,
  borderRadius: vars.radius.pill,
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 1s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});

export const stateTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const stateText = style({ margin: 0, color: vars.color.textMuted });

export const gallery = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '2fr 1fr' } },
});

export const carousel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const frame = style({
  margin: 0,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  boxShadow: vars.shadow.raised,
});

export const photo = style({ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' });

export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const counter = style({ margin: 0, fontWeight: 600, color: vars.color.textMuted });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const description = style({ margin: 0 });
export const keywords = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', padding: 0, margin: 0 });
export const credit = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const cardTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });
