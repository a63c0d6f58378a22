import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

export const backdrop = style({ position: 'fixed', inset: 0, background: 'rgb(0 0 0 / 0.55)', zIndex: 50 });

/**
 * Issue 19: the dialog fits the window at 1440 × 900, 1280 × 720 and 390 × 844: its heading and its Cancel and
 * Apply Crop stay on screen, and only its body scrolls (inside the dialog, never the page). Issue 37 point 8
 * (docs/decisions/114): at 1440 × 900 and 1280 × 720 nothing needs the scroll at all.
 */
export const dialog = style({
  position: 'fixed',
  inset: vars.space.md,
  zIndex: 51,
  margin: 'auto',
  maxWidth: '1240px',
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
  padding: `${vars.space.sm} ${vars.space.lg}`,
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

/**
 * docs/decisions/114. A phone: one column, the previews right under the frame (the frame's column lends its parts to
 * the grid, which orders them). From 700 px: the frame beside the previews, the settings under both. From 1100 px:
 * three columns (frame, previews, settings), each short enough for a 720 px screen.
 */
const WIDE = 'screen and (min-width: 1100px)';
const MEDIUM = 'screen and (min-width: 700px)';
export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [MEDIUM]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
    [WIDE]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 3fr) minmax(0, 4fr)', gap: vars.space.lg },
  },
});

export const frameColumn = style({
  display: 'contents',
  '@media': { [MEDIUM]: { display: 'grid', gap: vars.space.sm } },
});

export const settingsColumn = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [MEDIUM]: { gridColumn: '1 / -1' }, [WIDE]: { gridColumn: 'auto' } },
});

export const cropArea = style({
  position: 'relative',
  width: '100%',
  // A phone keeps room under it for the previews; a short laptop screen for the presets, scale and rotation.
  height: 'clamp(180px, 36vh, 360px)',
  order: -2,
  '@media': { [MEDIUM]: { order: 0 } },
  background: vars.color.badgeDarkGrey,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.sm}`,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
/** The five presets on one line of the frame's column. */
export const presets = style([row, { gap: vars.space.xs }]);
/** The dialog's buttons, shorter than the site's 44 px (a pointer's tool; still over the 24 px minimum). */
export const compact = style({ minHeight: 36, paddingInline: vars.space.md });

export const range = style({ display: 'grid', gap: 2 });
export const rangeLabel = style({ display: 'flex', justifyContent: 'space-between', fontSize: vars.fontSize.sm, fontWeight: 600 });
export const rangeInput = style({ width: '100%', accentColor: vars.color.brand });


export const switchLabel = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 32, fontWeight: 600 });
/** Issue 37 point 8: the Auto Enhance switch is a 24 px target, as every control of the site. */
export const switchInput = style({ width: 24, height: 24, margin: 0, flexShrink: 0, accentColor: vars.color.brand });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const presetTag = style({
  marginInlineStart: vars.space.xs,
  fontSize: '0.75em',
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  opacity: 0.85,
});

/**
 * The two previews (the whole crop, and the public card's view of it): side by side on a phone, right under the
 * frame (docs/decisions/114); one over the other beside the frame on wider screens.
 */
export const previews = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'start',
  order: -1,
  '@media': { [MEDIUM]: { order: 0, gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const previewFigure = style({ margin: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const previewBox = style({
  width: '100%',
  aspectRatio: '16 / 10',
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
  // One column as wide as the figure, never as wide as the canvas's drawn pixels: the canvas keeps the width it was
  // last drawn at, so a window made narrower (a phone turned, a laptop window resized) pushed the card off screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
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
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { 'screen and (max-width: 600px)': { padding: `${vars.space.sm} ${vars.space.md}` } },
});

/** The keyboard's keys, at the start of the action bar; on a phone it gives its room to the buttons. */
export const keyboardHint = style({
  margin: 0,
  marginInlineEnd: 'auto',
  flex: '1 1 0',
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { 'screen and (max-width: 699.98px)': { display: 'none' } },
});

export const toggle = style({
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand } },
});

// A photo dragged over the dialog: an outline, which moves nothing.
globalStyle(`${dialog}[data-drop-over]`, { outline: `3px dashed ${vars.color.brand}`, outlineOffset: '-6px' });
