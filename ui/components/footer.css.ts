import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const footer = style({ background: vars.color.brandDark, color: vars.color.onBrand, marginTop: vars.space.xxl });

export const inner = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
});

export const heading = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.sm}`, fontFamily: vars.font.body });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
/** At least 24 px tall, the smallest target WCAG 2.2 accepts (2.5.8): a line of footer text is only about 19 px. */
export const link = style({
  color: vars.color.onBrand,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const linkButton = style([
  link,
  { background: 'none', border: 0, padding: 0, font: 'inherit', cursor: 'pointer', textAlign: 'left' },
]);

/** One line above the copyright, in its type and rhythm (docs/decisions/132). */
export const visiting = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const copyright = style({
  borderTop: `1px solid rgb(255 255 255 / 0.2)`,
  textAlign: 'center',
  padding: vars.space.md,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
