import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css.js';

/** Badges of the cards (docs/architecture.md §4: one recipe for every badge variant). */
export const badge = recipe({
  base: {
    display: 'inline-block',
    padding: `2px ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontSize: '0.75rem',
    fontWeight: 600,
    lineHeight: 1.6,
    color: '#fff',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand },
      accent: { background: vars.color.accent, color: '#1f2937' },
      green: { background: vars.color.badgeGreen },
      blue: { background: vars.color.badgeBlue },
      purple: { background: vars.color.badgePurple },
      amber: { background: vars.color.badgeAmber, color: '#78350f' },
      orange: { background: vars.color.badgeOrange },
      grey: { background: vars.color.badgeGrey },
      darkGrey: { background: vars.color.badgeDarkGrey },
      red: { background: vars.color.badgeRed },
      outline: { background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.border}` },
    },
  },
  defaultVariants: { tone: 'grey' },
});

export type BadgeTone = NonNullable<NonNullable<RecipeVariants<typeof badge>>['tone']>;
