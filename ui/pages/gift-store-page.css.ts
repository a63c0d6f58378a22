import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

/**
 * docs/product.md §2 /gift-store: the category buttons stay in view under the sticky site header (about 61 px
 * high, ui/components/header.css.ts). On a narrow screen the row scrolls sideways inside itself, so the page never
 * scrolls horizontally and the sticky bar stays one row high.
 */
export const categoryBar = style({
  position: 'sticky',
  top: 60,
  zIndex: 10,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const categoryRow = style({
  /** Positioned, so the visually hidden parts of the buttons stay inside the scrolling row. */
  position: 'relative',
  display: 'flex',
  gap: vars.space.sm,
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});
export const categoryButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outlineOffset: '-3px' },
    '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
});
export const count = style({
  minWidth: 24,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const status = style({ color: vars.color.textMuted, margin: `${vars.space.sm} 0 0`, minHeight: '1.5em' });

export const whyShop = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.lg} 0 0`,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});
export const whyShopPoint = style({ padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.brandSoft });
export const whyShopTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg, color: vars.color.brandDark });
export const whyShopText = style({ margin: 0 });
