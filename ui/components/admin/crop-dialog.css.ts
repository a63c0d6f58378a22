import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

export const backdrop = style({ position: 'fixed', inset: 0, background: 'rgb(0 0 0 / 0.55)', zIndex: 50 });

export const dialog = style({
  position: 'fixed',
  inset: vars.space.md,
  zIndex: 51,
  margin: 'auto',
  maxWidth: '1000px',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });
export const description = style({ margin: 0, color: vars.color.textMuted });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  alignItems: 'start',
});

export const cropArea = style({
  position: 'relative',
  width: '100%',
  height: '340px',
  background: vars.color.badgeDarkGrey,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const controls = style({ display: 'grid', gap: vars.space.md });

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const range = style({ display: 'grid', gap: vars.space.xs });
export const rangeLabel = style({ display: 'flex', justifyContent: 'space-between', fontSize: vars.fontSize.sm, fontWeight: 600 });
export const rangeInput = style({ width: '100%', accentColor: vars.color.brand });


export const switchLabel = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600 });

export const preview = style({
  width: '100%',
  maxWidth: '320px',
  height: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const toggle = style({
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand } },
});

// A photo dragged over the dialog: an outline, which moves nothing.
globalStyle(`${dialog}[data-drop-over]`, { outline: `3px dashed ${vars.color.brand}`, outlineOffset: '-6px' });
