import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

export const backdrop = style({ position: 'fixed', inset: 0, background: 'rgb(0 0 0 / 0.55)', zIndex: 50 });

/**
 * Issue 19: the dialog fits the window at 1440 × 900, 1280 × 720 and 390 × 844: its heading and its Cancel and
 * Apply Crop stay on screen, and only its body scrolls (inside the dialog, never the page).
 */
export const dialog = style({
  position: 'fixed',
  inset: vars.space.md,
  zIndex: 51,
  margin: 'auto',
  maxWidth: '1100px',
  maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
  height: 'fit-content',
  overflow: 'hidden',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  display: 'flex',
  flexDirection: 'column',
  '@media': { 'screen and (max-width: 600px)': { inset: vars.space.sm, maxHeight: `calc(100dvh - 2 * ${vars.space.sm})` } },
});

export const header = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 600px)': { padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'grid',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  '@media': { 'screen and (max-width: 600px)': { padding: vars.space.md } },
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
  // A phone keeps room under it for the presets; a short laptop screen for the rest of the dialog.
  height: 'clamp(200px, 42vh, 360px)',
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

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const presetTag = style({
  marginInlineStart: vars.space.xs,
  fontSize: '0.75em',
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  opacity: 0.85,
});

/** The two previews side by side: the whole crop, and the public card's view of it. */
export const previews = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  alignItems: 'start',
});

export const previewFigure = style({ margin: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const previewBox = style({
  width: '100%',
  aspectRatio: '4 / 3',
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const previewCanvas = style({ display: 'block', maxWidth: '100%', maxHeight: '100%' });

/** A public card in small: the photo at 16:10 over the card's title. */
export const cardMock = style({
  width: '100%',
  display: 'grid',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  background: vars.color.surface,
});

export const cardCanvas = style({ display: 'block', width: '100%', aspectRatio: '16 / 10', background: vars.color.surfaceMuted });

export const cardMockTitle = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { 'screen and (max-width: 600px)': { padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const toggle = style({
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand } },
});

// A photo dragged over the dialog: an outline, which moves nothing.
globalStyle(`${dialog}[data-drop-over]`, { outline: `3px dashed ${vars.color.brand}`, outlineOffset: '-6px' });
