import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

export const lockScreen = style({
  maxWidth: '420px',
  margin: `${vars.space.xl} auto`,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  display: 'grid',
  gap: vars.space.md,
});

export const lockTitle = style({ margin: 0, textAlign: 'center' });
export const lockLead = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center' });
export const field = style({ display: 'grid', gap: vars.space.xs, fontWeight: 600 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});
export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const title = style({ margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const batchBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  background: vars.color.surface,
});
globalStyle(`${card}[data-drop-over]`, { outline: `3px dashed ${vars.color.brand}`, outlineOffset: '-3px' });
export const dropHint = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });
export const media = style({ position: 'relative', aspectRatio: '16 / 10', background: vars.color.surfaceMuted });
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const mediaBadges = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm, right: vars.space.sm, display: 'flex', justifyContent: 'space-between', gap: vars.space.xs });
export const body = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, flex: 1, alignContent: 'start' });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const footer = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: 16,
  height: 16,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const help = style({
  marginTop: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});
export const helpList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const batchPanel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});
export const batchActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const dashboardFrame = style({ maxWidth: '750px', width: '100%' });

/** The single upload's progress floats above the page, so nothing moves when it appears. */
export const uploadTray = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 40,
  width: 'min(420px, calc(100vw - 32px))',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
});
export const uploadTrayTitle = style({ margin: 0, fontSize: vars.fontSize.md });
/** Always in the page, one line tall, so the notice appears without moving anything. */
export const connectionNotice = style({ margin: 0, minHeight: '1.5em', color: vars.color.danger, fontWeight: 600 });

/** Issue 19: where the card's photo shows on the public site; a warning colour when nowhere. */
export const places = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text, fontWeight: 600 });
export const placesUnseen = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 600 });
export const cardLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const cardLink = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.brand });
export const linkButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.textMuted, cursor: 'default' } },
});
export const confirm = style({ display: 'grid', gap: vars.space.sm });

/** Issue 19 batch review: each photo's thumbnail beside the tour it will go to. */
export const reviewList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, maxWidth: '750px' });
export const reviewItem = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const reviewThumb = style({ width: 96, height: 60, objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceMuted });
export const reviewText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const reviewFile = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const reviewTour = style({ margin: 0, fontWeight: 700 });
export const reviewButtons = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
