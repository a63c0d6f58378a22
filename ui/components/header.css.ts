import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  color: vars.color.brandDark,
  textDecoration: 'none',
});

export const desktopNav = style({
  display: 'none',
  '@media': { 'screen and (min-width: 1024px)': { display: 'flex', alignItems: 'center', gap: vars.space.xs } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover, &[aria-current="page"], &[aria-expanded="true"]': { color: vars.color.brand } },
});

/** The Tours disclosure: the list opens under its button. */
export const toursMenu = style({ position: 'relative' });

export const menu = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  margin: `4px 0 0`,
  listStyle: 'none',
  zIndex: 30,
  minWidth: 200,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  display: 'flex',
  flexDirection: 'column',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const menuItem = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.brandSoft } },
});

/** The burger's <details>: in the bar, its list opening under the whole header (a positioned box: sticky). */
export const mobileMenu = style({
  '@media': { 'screen and (min-width: 1024px)': { display: 'none' } },
});

export const burger = style({
  display: 'inline-flex',
  listStyle: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.text,
  minWidth: 44,
  minHeight: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

/** The burger's two drawings: the menu's lines while closed, a cross while open. */
export const burgerClosed = style({ display: 'inline-flex', selectors: { [`${mobileMenu}[open] &`]: { display: 'none' } } });
export const burgerOpen = style({ display: 'none', selectors: { [`${mobileMenu}[open] &`]: { display: 'inline-flex' } } });

export const mobileNav = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  maxHeight: '80dvh',
  overflowY: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
});

export const mobileGroupTitle = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textMuted,
});
