import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

/**
 * Fixed at the bottom and over the page (docs/decisions/040): it moves nothing (no layout shift), and never grows past
 * a third of a small screen.
 */
export const banner = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 40,
  maxHeight: '40vh',
  overflowY: 'auto',
  background: vars.color.brandDark,
  color: vars.color.onBrand,
  boxShadow: '0 -4px 16px rgb(0 0 0 / 0.2)',
  padding: `${vars.space.sm} ${vars.space.md}`,
});

/**
 * The prerendered banner, before the app knows the visitor's choice: hidden from the first paint when
 * /consent-state.js found a stored choice (docs/decisions/049).
 */
export const untilChoiceKnown = style({});
globalStyle(`html[data-consent-chosen] ${untilChoiceKnown}`, { display: 'none' });

/**
 * The prerendered banner's Global Privacy Control sentence (docs/decisions/082), before the app knows whether the
 * browser sends it: shown from the first paint only where /consent-state.js found the signal.
 */
export const untilSignalKnown = style({ display: 'none' });
globalStyle(`html[data-global-privacy-control] ${untilSignalKnown}`, { display: 'inline' });

export const inner = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
});

export const text = style({ flex: '1 1 26rem', margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.45 });
export const lead = style({ fontWeight: 700 });

globalStyle(`${text} a`, { color: vars.color.onBrand, textDecoration: 'underline' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const backdrop = style({ position: 'fixed', inset: 0, background: 'rgb(0 0 0 / 0.55)', zIndex: 50 });

export const dialog = style({
  position: 'fixed',
  inset: vars.space.md,
  zIndex: 51,
  margin: 'auto',
  width: 'min(100% - 32px, 520px)',
  height: 'fit-content',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });
export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const purposes = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const purpose = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `2px ${vars.space.sm}`,
  alignItems: 'start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const checkbox = style({ width: 20, height: 20, margin: '2px 0 0', accentColor: vars.color.brand });
export const purposeName = style({ fontWeight: 700, cursor: 'pointer' });
export const form = style({ display: 'grid', gap: vars.space.md });
export const purposeText = style({ gridColumn: 2, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const purposeNote = style({ gridColumn: 2, fontSize: vars.fontSize.sm, fontWeight: 700 });

export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end', margin: 0 });
