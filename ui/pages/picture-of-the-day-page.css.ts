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

/**
 * While the feed loads: the spinner sits in a frame of the photo's 3:2 shape, and the counter, title, description and
 * credit that come with the photo get their usual room below it (about 25rem on a phone, where the title wraps, and
 * 21.5rem from 600 px), so neither the photo nor its details push the About section down (docs/decisions/049).
 */
export const pendingCarousel = style({
  paddingBottom: '25rem',
  '@media': { 'screen and (min-width: 600px)': { paddingBottom: '21.5rem' } },
});
export const pendingFrame = style({ aspectRatio: '3 / 2', justifyContent: 'center', padding: vars.space.md });

export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const cardTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

/** Under the hero's promise of daily photographs, what the sample shows instead (docs/decisions/145). */
export const galleryNote = style({ maxWidth: '60ch', margin: `${vars.space.md} auto 0`, fontSize: vars.fontSize.md, opacity: 0.92 });
