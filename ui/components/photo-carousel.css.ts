import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const carousel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const frame = style({
  position: 'relative',
  margin: 0,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  boxShadow: vars.shadow.raised,
});

export const photo = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' });

/** The designed illustration in the photo's place: same frame, nothing cropped away. */
export const illustration = style([photo, { objectFit: 'contain', background: vars.color.surfaceMuted }]);

/** Says why the illustration shows; dark text on a near-opaque light chip, readable over any part of the drawing. */
export const unavailableCaption = style({
  position: 'absolute',
  left: vars.space.md,
  bottom: vars.space.md,
  maxWidth: `calc(100% - 2 * ${vars.space.md})`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: 'rgba(255, 255, 255, 0.94)',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const counter = style({ margin: 0, fontWeight: 600, color: vars.color.textMuted });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const description = style({ margin: 0 });
export const keywords = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', padding: 0, margin: 0 });
export const credit = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
