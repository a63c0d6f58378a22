import { style } from '@vanilla-extract/css';
import { balancedGrid, CARD_WIDTHS } from '../styles/balanced-grid.js';
import { vars } from '../styles/theme.css.js';

export const heroLead = style({ fontSize: vars.fontSize.lg, maxWidth: '60ch', margin: 0 });
export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `${vars.space.lg} 0 0` });
/** The weekly pick's name may be long: it wraps inside the button instead of widening the page at 375 px. */
export const pickButton = style({ textAlign: 'center', whiteSpace: 'normal', paddingTop: vars.space.sm, paddingBottom: vars.space.sm });

/** "On this page": anchors to the long editorial sections, each a 44 px target. */
export const toc = style({ padding: `${vars.space.lg} 0 0` });
export const tocTitle = style({ fontSize: vars.fontSize.md, fontFamily: vars.font.body, margin: `0 0 ${vars.space.sm}` });
export const tocList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const tocLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
  fontWeight: 600,
  textDecoration: 'none',
});

/** Long-form text stays at a readable measure. */
export const prose = style({ maxWidth: '72ch' });
export const sectionLead = style({ color: vars.color.textMuted, maxWidth: '72ch' });

/** The regions, brewing methods and widget blocks: cards in a grid, one column on a phone. */
export const cardGrid = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.lg} 0`,
  ...balancedGrid(CARD_WIDTHS),
  gap: vars.space.md,
});
export const infoCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const infoTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const infoMeta = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.brandDark });
export const infoText = style({ margin: 0 });
export const tip = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceMuted, maxWidth: '72ch' });

/** docs/product.md §2: the five affiliate widget blocks. */
export const widget = style([infoCard, { background: vars.color.brandSoft, border: 'none' }]);
export const widgetText = style({ margin: `0 0 ${vars.space.sm}`, flex: 1 });

/** docs/product.md §2 ad frame: labelled as an advertisement, its box reserved so nothing shifts when it loads. */
export const adBlock = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });
export const adLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.05em' });
/* The frame itself and its fallback: ui/components/retail-ad-frame.css.ts. */
export const adFallback = style({ margin: 0, fontSize: vars.fontSize.sm });
/** A 44 px target, like every other link of the page. */
export const adFallbackLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: 44 });

/* The product grid and the card are the shops' own (ui/components/retail-product-card.tsx and its .css.ts). */

/** Price honesty, and how buying through the retailer works, under the grid. */
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
