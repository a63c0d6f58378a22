import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const viewport = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(420px, calc(100vw - 32px))',
  pointerEvents: 'none',
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.border}`,
});

/** A toast's look by its variant, beside `toast` (static classes: no recipe runtime in the toaster's chunk, docs/decisions/083). */
export const toastVariant = styleVariants({
  default: { background: vars.color.surface, color: vars.color.text },
  destructive: { background: vars.color.danger, color: vars.color.onBrand, borderColor: vars.color.danger },
});

export const text = style({ flex: 1, display: 'grid', gap: vars.space.xs });
export const title = style({ fontWeight: 700 });
export const description = style({ fontSize: vars.fontSize.sm });

export const close = style({
  background: 'transparent',
  border: 0,
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  minWidth: 32,
  minHeight: 32,
  borderRadius: vars.radius.sm,
});
