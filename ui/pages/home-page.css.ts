import { DOMAIN_DESCRIPTION_STATE } from '../components/domain-description-state.js';
import { style } from '@vanilla-extract/css';
import { balancedGrid, CARD_WIDTHS } from '../styles/balanced-grid.js';
import { vars } from '../styles/theme.css.js';

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandDark}, ${vars.color.brand})`,
  color: vars.color.onBrand,
  padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.xl}`,
  textAlign: 'center',
});

/**
 * docs/product.md §2: the current domain's description. It arrives after hydration, so while the island reads the file
 * its box keeps the lines the bundled descriptions take (up to 137 characters: 4 lines on a small phone, 3 on a larger
 * one, 2 in the 60ch column from 600 px), and the buttons and figures below never move (docs/decisions/049). Where it
 * has nothing to say it takes no room (docs/decisions/132): without scripts (no island will fill it), and once the
 * island has found no description for the host or could not read the file.
 */
export const domainDescription = style({
  maxWidth: '60ch',
  margin: `${vars.space.md} auto 0`,
  fontStyle: 'italic',
  selectors: { '&:empty': { margin: 0 } },
  '@media': {
    '(scripting: enabled)': { selectors: { [`&[${DOMAIN_DESCRIPTION_STATE}="reading"]`]: { minHeight: '6em', margin: `${vars.space.md} auto 0` } } },
    '(scripting: enabled) and (min-width: 400px)': { selectors: { [`&[${DOMAIN_DESCRIPTION_STATE}="reading"]`]: { minHeight: '4.5em' } } },
    '(scripting: enabled) and (min-width: 600px)': { selectors: { [`&[${DOMAIN_DESCRIPTION_STATE}="reading"]`]: { minHeight: '3em' } } },
  },
});
export const heroButtons = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm, margin: `${vars.space.lg} 0` });

export const claims = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: vars.space.md,
  maxWidth: 900,
  margin: '0 auto',
});
export const claim = style({ display: 'flex', flexDirection: 'column-reverse', padding: vars.space.sm, borderRadius: vars.radius.md, background: 'rgb(255 255 255 / 0.12)' });
export const claimValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });
export const claimLabel = style({ fontSize: vars.fontSize.sm });

export const sectionLead = style({ color: vars.color.textMuted, maxWidth: '70ch' });

export const tourGrid = style({
  ...balancedGrid(CARD_WIDTHS),
  gap: vars.space.lg,
  margin: `${vars.space.lg} 0`,
});

export const destinations = style({ margin: `${vars.space.lg} 0` });
export const destinationList = style({ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const destinationLink = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
  fontWeight: 600,
  textDecoration: 'none',
  minHeight: 44,
});

export const cardGrid = style({
  listStyle: 'none',
  padding: 0,
  // Three cards take three columns, not three of four with a hole beside them (docs/decisions/113).
  ...balancedGrid(CARD_WIDTHS),
  gap: vars.space.lg,
  margin: `${vars.space.lg} 0`,
});
export const card = style({ borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}`, overflow: 'hidden', background: vars.color.surface, boxShadow: vars.shadow.card });
export const cardLink = style({ display: 'flex', flexDirection: 'column', color: 'inherit', textDecoration: 'none', height: '100%' });
export const cardImage = style({ width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', display: 'block' });
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md });
export const cardTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.brandDark });
export const cardMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tileGrid = style({
  listStyle: 'none',
  padding: 0,
  ...balancedGrid(CARD_WIDTHS),
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
});
export const tile = style({ borderRadius: vars.radius.lg, overflow: 'hidden', border: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const tileImage = style({ width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', display: 'block' });
/** Under the picture, never over it: a caption laid over the drawing hid its subject (the macaw; issue 37 point 7). */
export const tileText = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const linkRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const essentials = style({
  listStyle: 'none',
  padding: 0,
  // Small tiles: two on a phone, up to six in a row, in even rows (docs/decisions/113).
  ...balancedGrid([
    { fromViewportPx: 0, count: 2 },
    { fromViewportPx: 640, count: 4 },
    { fromViewportPx: 1000, count: 6 },
  ]),
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
});
export const essential = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
});
export const essentialIcon = style({ display: 'inline-flex', color: vars.color.brand, lineHeight: 1 });
export const essentialName = style({ fontWeight: 600 });
export const essentialPrice = style({ color: vars.color.brandDark, fontWeight: 700 });

export const relocation = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '3fr 2fr', alignItems: 'start' } },
});
export const services = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.md, margin: `0 0 ${vars.space.lg}` });
export const service = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const contact = style({ fontStyle: 'normal', marginTop: vars.space.lg });
/** Issue 39: what happens after a consultation request, above its button. */
export const nextSteps = style({ margin: `0 0 ${vars.space.md}`, fontWeight: 600 });
