import { createGlobalTheme, createGlobalVar, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { FOCUSED_FRAME_ATTRIBUTE } from '../components/framed-focus.js';
import { BOTTOM_SPACE_VARIABLE } from '../components/reserved-bottom-space.js';

/** The design tokens every style reads (docs/architecture.md §4: a theme contract, no ad-hoc colours). */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandDark: null,
    brandSoft: null,
    accent: null,
    text: null,
    textMuted: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    danger: null,
    onBrand: null,
    star: null,
    badgeGreen: null,
    badgeBlue: null,
    badgePurple: null,
    badgeAmber: null,
    badgeOrange: null,
    badgeGrey: null,
    badgeDarkGrey: null,
    badgeRed: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { body: null, heading: null },
  fontSize: { sm: null, md: null, lg: null, xl: null, xxl: null, hero: null },
  shadow: { card: null, raised: null },
  width: { page: null },
});

createGlobalTheme(':root', vars, {
  color: {
    brand: '#0f766e',
    brandDark: '#134e4a',
    brandSoft: '#ccfbf1',
    accent: '#f59e0b',
    text: '#1f2937',
    textMuted: '#4b5563',
    surface: '#ffffff',
    surfaceMuted: '#f3f4f6',
    border: '#e5e7eb',
    danger: '#b91c1c',
    onBrand: '#ffffff',
    star: '#b45309',
    badgeGreen: '#166534',
    badgeBlue: '#1d4ed8',
    badgePurple: '#7e22ce',
    // Amber as the product names it (docs/product.md §9: a Light roast is amber, lighter than Medium's orange), with
    // dark text: white on amber cannot reach 4.5:1, and the old dark brown read darker than orange.
    badgeAmber: '#fcd34d',
    badgeOrange: '#c2410c',
    badgeGrey: '#4b5563',
    badgeDarkGrey: '#1f2937',
    badgeRed: '#b91c1c',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
  },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem', hero: 'clamp(2rem, 5vw, 3.25rem)' },
  shadow: { card: '0 1px 3px rgb(0 0 0 / 0.12)', raised: '0 10px 30px rgb(0 0 0 / 0.15)' },
  width: { page: '1200px' },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
/*
 * Focus never hidden (WCAG 2.2 2.4.11, issue 23.1): scrolling to a focused control or an anchor keeps it below the
 * sticky header (61 px at every width, plus a margin) and above the consent banner, whose height the banner sets in
 * --consent-banner-space while it shows (ui/components/reserved-bottom-space.ts). Before a script runs, a visitor with
 * no stored choice sees the prerendered banner: its usual height is reserved until the page measures it.
 * The room is the root's own padding and scroll padding, and the variable is not inherited (@property): the page
 * sets it once its script starts, and an inherited one would restyle every element of the page, after the first
 * paint (3-4 ms of style and layout at full speed on /tours, the home page and /coffee, 0.4 ms this way).
 */
const consentBannerSpace = createGlobalVar(BOTTOM_SPACE_VARIABLE.slice('--'.length), { syntax: '<length>', inherits: false, initialValue: '0px' });
globalStyle('html', {
  scrollBehavior: 'smooth',
  scrollPaddingTop: '5rem',
  scrollPaddingBottom: `calc(${consentBannerSpace} + 0.5rem)`,
  // The room the consent banner covers, at the end of the page, so the footer's last links can scroll clear of it.
  paddingBottom: consentBannerSpace,
});
globalStyle('html:not([data-consent-chosen])', {
  vars: { [consentBannerSpace]: '9rem' },
  // No banner without JavaScript (docs/decisions/097), so no room for one.
  '@media': { '(scripting: none)': { vars: { [consentBannerSpace]: '0px' } } },
});
globalStyle('html[data-consent-chosen]', { vars: { [consentBannerSpace]: '0px' } });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  lineHeight: 1.5,
});
globalStyle('h1, h2, h3', { fontFamily: vars.font.heading, lineHeight: 1.2 });
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle('a', { color: vars.color.brand });
// A frame holding focus never matches :focus in its page (its window lost focus to the frame): the page script marks it.
globalStyle(`:focus-visible, iframe[${FOCUSED_FRAME_ATTRIBUTE}]`, { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' });
