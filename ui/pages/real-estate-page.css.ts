import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';


/** Long words (an email address, a place name) wrap rather than widen a 375 px page. */
const card = {
  minWidth: 0,
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
} as const;

export const brokerCard = style({
  ...card,
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  '@media': {
    'screen and (min-width: 600px)': { padding: vars.space.lg },
    'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
  },
});
export const brokerTitle = style({ marginTop: 0 });
export const subheading = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.lg} 0 ${vars.space.sm}` });
export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const stats = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md, margin: 0 });
export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  textAlign: 'center',
});
export const statValue = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 700, color: vars.color.brandDark });
export const statLabel = style({ color: vars.color.text, fontSize: vars.fontSize.sm });

export const checkList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });
export const checkItem = style({
  display: 'flex',
  gap: vars.space.sm,
  '::before': { content: '"✓"', color: vars.color.brand, fontWeight: 700 },
});

export const badgeList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const priceRange = style({ fontWeight: 600, color: vars.color.brandDark, margin: `${vars.space.md} 0 0` });

/** docs/product.md §2: the anchor Schedule Consultation jumps to, clear of the sticky header. */
export const contactList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  scrollMarginTop: '96px',
});
export const contactLink = style({ textAlign: 'center', paddingInline: vars.space.md });

/** One development: the illustration beside the details on wide screens. */
export const development = style({
  ...card,
  display: 'grid',
  overflow: 'hidden',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});
/** 16:10 across the top of the card on a phone; an inset picture beside the details on wide screens. */
export const developmentImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  display: 'block',
  '@media': {
    'screen and (min-width: 900px)': {
      width: `calc(100% - ${vars.space.lg})`,
      margin: `${vars.space.lg} 0 ${vars.space.lg} ${vars.space.lg}`,
      borderRadius: vars.radius.md,
    },
  },
});
export const developmentBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  '@media': { 'screen and (min-width: 600px)': { padding: vars.space.lg } },
});
export const developmentHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const developmentTitle = style({ margin: 0 });
export const location = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });
export const summary = style({ margin: 0 });
export const status = style({ margin: 0 });

export const priceBox = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const price = style({ fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brandDark });
export const priceNote = style({ color: vars.color.textMuted });
export const delivery = style({ margin: `${vars.space.sm} 0`, fontWeight: 600 });
export const action = style({ alignSelf: 'flex-start', marginTop: vars.space.sm });

export const keyFacts = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 90px), 1fr))',
});
/**
 * The figure large on its own line, its unit under it in whole words: the card lets long words wrap anywhere, a fact
 * never does ("bedroom/s" split at 390 px, issue 37 point 3).
 */
export const keyFact = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  overflowWrap: 'normal',
});
export const keyFigure = style({ display: 'block', fontSize: vars.fontSize.xl, lineHeight: 1.2 });

export const amenities = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
});
export const statusList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });
export const statusItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const statusMarker = style({ display: 'inline-flex', width: '1.25rem', justifyContent: 'center', fontWeight: 700 });
export const statusDone = style({ color: vars.color.badgeGreen });
// A marker on white needs 3:1 (WCAG 1.4.11): the badges' light amber would not reach it.
export const statusOngoing = style({ color: vars.color.star });

export const testimonial = style({
  margin: `${vars.space.md} 0 0`,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
export const quote = style({ margin: 0, fontStyle: 'italic' });
export const attribution = style({ marginTop: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** docs/product.md §2: the closing call to action. */
export const cta = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  textAlign: 'center',
  margin: `${vars.space.xl} 0`,
});
export const ctaTitle = style({ marginTop: 0, color: vars.color.brandDark });
export const ctaText = style({ maxWidth: '60ch', margin: `0 auto ${vars.space.lg}` });
export const ctaButtons = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm, margin: 0 });
