import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

/** docs/product.md §2 /privacy and /terms: one layout for both documents. */
export const effective = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.sm, fontWeight: 600 });

/** Contents beside the text on a wide screen, above it on a phone. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '260px minmax(0, 1fr)', alignItems: 'start' } },
});

export const contents = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  // Sticky beside the text, and never taller than the window less the consent banner's usual room (9rem) and the header:
  // the privacy policy's contents outgrew an 800 px laptop window, and a sticky box does not scroll away from the banner,
  // so a contents link reached by Tab would hide under it; it scrolls within its own box instead (issue 23.1). It sticks
  // at the page's scroll padding (5rem, ui/styles/theme.css.ts), below the 61 px sticky header: at 1rem its top links
  // sat under the header once the page had scrolled (found by the focus walk, docs/decisions/146).
  '@media': { 'screen and (min-width: 900px)': { position: 'sticky', top: '5rem', maxHeight: 'calc(100vh - 14rem)', overflowY: 'auto' } },
});
export const contentsTitle = style({ fontSize: vars.fontSize.md, fontFamily: vars.font.body, margin: `0 0 ${vars.space.xs}` });
export const contentsList = style({ listStyle: 'none', margin: 0, padding: 0 });
/** Each contents link is a 44 px target. */
export const contentsLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  paddingBlock: vars.space.xs,
  color: vars.color.brandDark,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** The text keeps a readable measure; long addresses wrap instead of widening the page at 375 px. */
export const article = style({ maxWidth: '72ch', overflowWrap: 'anywhere' });
export const section = style({ scrollMarginTop: '80px', selectors: { '& + &': { marginTop: vars.space.xl } } });
export const heading = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.sm}` });
export const paragraph = style({ margin: `0 0 ${vars.space.md}` });
export const list = style({ margin: `0 0 ${vars.space.md}`, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
/** Inline links get some height so they are easy to tap. */
export const inlineLink = style({ display: 'inline-block', paddingBlock: '10px', marginBlock: '-10px' });
