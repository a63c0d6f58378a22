import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

/** docs/product.md §2 /travel-essentials: the benefits strip, one row on wide screens, stacked on a phone. */
export const benefits = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
});
export const benefit = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
});
export const benefitIcon = style({ flexShrink: 0, color: vars.color.brandDark });
export const benefitText = style({ display: 'flex', flexDirection: 'column' });
export const benefitTitle = style({ fontWeight: 700, color: vars.color.brandDark });
export const benefitDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const sectionLead = style({ color: vars.color.textMuted, maxWidth: '70ch', margin: `${vars.space.sm} 0 0` });

/**
 * docs/product.md §2: the category chips do not filter, so they are plain labels (no pointer, no hover), with
 * 'All' marked as the current view.
 */
export const chips = style({ listStyle: 'none', padding: 0, margin: `${vars.space.md} 0 0`, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-current="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand, fontWeight: 600 } },
});
