import { globalStyle, style } from '@vanilla-extract/css';
import { renderedWhenNearScreen } from '../styles/offscreen.js';
import { vars } from '../styles/theme.css.js';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  ...renderedWhenNearScreen('700px'),
  // A filter row hides the cards outside its choice with the hidden attribute, which display: flex would override.
  selectors: { '&[hidden]': { display: 'none' } },
});

/** The card's own 16:10 box: any photo (a square upload too) fills it, so a row never changes height (issue 19). */
export const media = style({ position: 'relative', aspectRatio: '16 / 10', overflow: 'hidden', background: vars.color.surfaceMuted });
/**
 * Where the page's tour-card-photos island puts a photo (./tour-card-photos.tsx): empty in the prerender and then
 * taking no room; with a photo it fills the box, and the drawing beside it goes, for the eye and for screen readers.
 */
export const photoSlot = style({
  position: 'absolute',
  inset: 0,
  selectors: { '&:empty': { display: 'none' } },
});
/** The card's drawing (or designed cover), as if the media box held it directly. */
export const drawing = style({
  display: 'contents',
  selectors: { [`${photoSlot}:not(:empty) ~ &`]: { display: 'none' } },
});
/** The crop's centre is the exported photo's centre, so the focal point is the middle. */
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover', objectPosition: '50% 50%' });
/** An uploaded photo's credit (docs/decisions/134), in the picture's corner, readable over any photo. */
export const credit = style({
  position: 'absolute',
  right: 0,
  bottom: 0,
  padding: '2px 6px',
  fontSize: '0.75rem',
  lineHeight: 1.4,
  color: '#fff',
  background: 'rgb(15 23 42 / 0.72)',
  borderTopLeftRadius: 4,
});
/** A photo with copies comes in a <picture>, which must fill the box as the image alone would. */
export const picture = style({ display: 'block', width: '100%', height: '100%' });
/**
 * Badges sit in one place on every card, in a row under the picture, so they never cover its subject (issue 37 point
 * 7, docs/decisions/113); an empty row (no badge yet: the photos island may add one) takes no room.
 */
export const mediaBadges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  selectors: { '&:empty': { display: 'none' } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, flex: 1 });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const rating = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center', fontSize: vars.fontSize.sm });
export const stars = style({ display: 'inline-flex', gap: '1px', color: vars.color.star });
export const priceRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, marginTop: 'auto' });
export const price = style({ fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brandDark });
export const originalPrice = style({ color: vars.color.textMuted, textDecoration: 'line-through' });
export const location = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
/** docs/product.md §2: the description shows two lines. */
const clampedDescriptionClass = style({ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' });
export const clampedDescription = style([description, clampedDescriptionClass]);
/** "Read more": its <details> opens the description above it whole (the card's own :has rule), with no script. */
export const readMore = style({ marginTop: `calc(-1 * ${vars.space.xs})`, fontSize: vars.fontSize.sm });
export const readMoreToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  color: vars.color.brandDark,
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
export const whenClosed = style({ selectors: { [`${readMore}[open] &`]: { display: 'none' } } });
export const whenOpen = style({ display: 'none', selectors: { [`${readMore}[open] &`]: { display: 'inline' } } });
globalStyle(`${card}:has(${readMore}[open]) ${clampedDescriptionClass}`, { display: 'block', WebkitLineClamp: 'unset', overflow: 'visible' });

export const priceSuffix = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
