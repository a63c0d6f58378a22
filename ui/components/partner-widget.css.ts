import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const block = style({ padding: `${vars.space.xl} 0` });
/** The widget draws three tour cards; reserving their height keeps the page from shifting. */
const WIDGET_HEIGHT = 420;
/**
 * The reserved box: the widget's area, and until the widget draws, its fallback (issue 18.6, 37 point 5). The empty
 * area takes no room, so the box is never an empty grey rectangle; the fallback fills the reserved height.
 */
export const box = style({ display: 'flex', flexDirection: 'column', minHeight: WIDGET_HEIGHT });
/**
 * Where the fallback is one search link (Arenal, whose own cards follow), the box keeps no more room than it needs:
 * a 420 px box around one link reads as empty. The widget, when it draws, takes its own height.
 */
export const compactBox = style({ display: 'flex', flexDirection: 'column' });
export const area = style({
  minHeight: WIDGET_HEIGHT,
  borderRadius: vars.radius.lg,
  selectors: { '&:empty': { minHeight: 0 } },
});
export const fallback = style({
  marginTop: vars.space.sm,
  fontSize: vars.fontSize.sm,
  // Arenal's fallback is this search itself: the line below it would repeat it while the fallback shows.
  selectors: { [`${compactBox}:has(${area}:empty) + &[data-after-widget]`]: { display: 'none' } },
});
/** "See every … tour": the line's one link, a 24 px target at least (issue 37 point 7). */
globalStyle(`${fallback} a`, { display: 'inline-flex', alignItems: 'center', minHeight: 24 });

/** Inside the reserved box, filling it, so the widget taking its place moves nothing on the page. */
export const fallbackBox = style({
  flex: 1,
  minHeight: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.md,
});
export const fallbackLead = style({ margin: 0, color: vars.color.textMuted });
export const fallbackList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
/** Each link a full-width card, a 44 px target at least: its title over its figures, the new-tab icon at the end. */
export const fallbackLink = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.brandDark,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
});
export const fallbackTitle = style({ gridColumn: 1, fontWeight: 700 });
export const fallbackMeta = style({ gridColumn: 1, fontSize: vars.fontSize.sm, fontWeight: 400, color: vars.color.textMuted });
/* OutboundLink's new-tab icon (ui/components/outbound-link.tsx) beside the two lines rather than under them. */
globalStyle(`${fallbackLink} > svg`, { gridColumn: 2, gridRow: '1 / span 2' });
