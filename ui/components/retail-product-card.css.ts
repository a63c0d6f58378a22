import { style } from '@vanilla-extract/css';
import { renderedWhenNearScreen } from '../styles/offscreen.js';
import { balancedGrid, CARD_WIDTHS } from '../styles/balanced-grid.js';
import { vars } from '../styles/theme.css.js';

/**
 * docs/product.md §2 /travel-essentials and /gift-store: the product grid, 1 column on small screens, up to 4 on
 * wide ones. A list (ul) of cards; the columns step up with the width so no card gets narrower than ~250 px.
 */
export const grid = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.lg} 0 ${vars.space.md}`,
  gap: vars.space.lg,
  ...balancedGrid([
    { fromViewportPx: 0, count: 1 },
    { fromViewportPx: 560, count: 2 },
    { fromViewportPx: 860, count: 3 },
    { fromViewportPx: 1120, count: 4 },
  ]),
});
export const gridItem = style({ display: 'flex', minWidth: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  ...renderedWhenNearScreen('640px'),
});

export const media = style({ position: 'relative', aspectRatio: '16 / 10', background: vars.color.brandSoft });
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
/** The product's badges, in a row under its picture (docs/decisions/113); none, no row. */
export const mediaBadges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  selectors: { '&:empty': { display: 'none' } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, flex: 1 });
export const title = style({ fontSize: vars.fontSize.md, margin: 0, overflowWrap: 'anywhere' });
/** The coffee card's brand over its title, its origin and tags under (docs/product.md §3 "Coffee product"). */
export const brand = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.brandDark, textTransform: 'uppercase', letterSpacing: '0.04em' });
export const origin = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0 });
export const ratingRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, margin: 0, fontSize: vars.fontSize.sm });
export const reviewCount = style({ color: vars.color.textMuted });
export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const highlights = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const highlight = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });
export const check = style({ flexShrink: 0, marginTop: 3, color: vars.color.brand });

export const priceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm, margin: `auto 0 0`, paddingTop: vars.space.xs });
export const price = style({ fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brandDark });
export const originalPrice = style({ color: vars.color.textMuted });

/** docs/product.md §7: the price note under each grid, and how buying through the retailer works. */
export const priceNote = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const buyingNote = style({
  margin: `${vars.space.lg} 0 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
export const buyingTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}` });
export const buyingText = style({ margin: 0 });
