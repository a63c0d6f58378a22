import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css.js';

/**
 * The one look of a form control (text, email and password fields, selects), so every field of the
 * portal reads alike: the newsletter email, the admin password, the crop dialog's output format.
 * `size: 'compact'` is the denser field of a toolbar or dialog.
 */
export const control = recipe({
  base: {
    font: 'inherit',
    minHeight: 44,
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.textMuted}`,
    background: vars.color.surface,
    color: vars.color.text,
    // A field refused by its form (aria-invalid) shows it by its border too, beside the message that says why.
    selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' }, '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 } },
  },
  variants: {
    size: {
      regular: {},
      compact: { minHeight: 40, padding: `0 ${vars.space.sm}` },
    },
  },
  defaultVariants: { size: 'regular' },
});
