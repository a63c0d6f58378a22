import { style, styleVariants } from '@vanilla-extract/css';
import type { CoffeeLabelPattern } from '../../domain/presentation/coffee-bag-cover.js';
import type { RoastColour } from '../../domain/presentation/roast-badge.js';
import { vars } from '../styles/theme.css.js';

/** A pattern tile as a CSS background: a few bytes of SVG in the stylesheet, no file and no raster (issue 18.2). */
const tile = (size: number, body: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' width='${size}' height='${size}' viewBox='0 0 ${size} ${size}'>${body}</svg>`)}")`;
const INK = "stroke='#a47551' fill='none'";

/** The six patterns of domain/presentation/coffee-bag-cover.ts, each on its own paper tint. */
const PATTERNS: Readonly<Record<CoffeeLabelPattern, { readonly paper: string; readonly image: string }>> = {
  beans: {
    paper: '#f6ede1',
    image: tile(48, `<g ${INK} stroke-width='2'><ellipse cx='14' cy='14' rx='7' ry='10' transform='rotate(-30 14 14)'/><path d='M10 6q6 8 8 16' /><ellipse cx='38' cy='36' rx='7' ry='10' transform='rotate(30 38 36)'/><path d='M42 28q-6 8 -8 16'/></g>`),
  },
  leaves: {
    paper: '#eef2e4',
    image: tile(56, `<g stroke='#7c8f5a' fill='none' stroke-width='2'><path d='M8 40q4 -24 28 -30q-4 24 -28 30z'/><path d='M8 40l28 -30'/></g>`),
  },
  cherries: {
    paper: '#f8ebe7',
    image: tile(44, `<g fill='#c98a7a'><circle cx='12' cy='14' r='5'/><circle cx='20' cy='18' r='5'/><circle cx='34' cy='34' r='4'/></g><path d='M14 9q4 -6 10 -5M20 13q2 -6 4 -9' stroke='#7c8f5a' stroke-width='1.5' fill='none'/>`),
  },
  hills: {
    paper: '#f1ece4',
    image: tile(60, `<g ${INK} stroke-width='1.6'><path d='M0 20q15 -12 30 0t30 0'/><path d='M0 40q15 -12 30 0t30 0'/><path d='M0 60q15 -12 30 0t30 0'/></g>`),
  },
  stripes: {
    paper: '#f5efe6',
    image: tile(24, `<path d='M-6 6l12 -12M0 24l24 -24M18 30l12 -12' stroke='#dcc4a6' stroke-width='3'/>`),
  },
  dots: {
    paper: '#f3ead9',
    image: tile(28, `<g fill='#b8906a'><circle cx='7' cy='7' r='2.5'/><circle cx='21' cy='21' r='2.5'/></g>`),
  },
};

/** The card's 16:10 media box, filled; the label sits below the card's badges. */
export const cover = style({
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `2.25rem ${vars.space.md} ${vars.space.sm}`,
});
export const pattern = styleVariants(PATTERNS, ({ paper, image }) => ({ backgroundColor: paper, backgroundImage: image }));

/** The bag's label: a paper card, the brand large, the origin under it, the roast in its colour at the foot. */
export const label = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.3rem',
  width: 'min(78%, 16rem)',
  padding: `${vars.space.sm} ${vars.space.sm} 0.6rem`,
  boxSizing: 'border-box',
  textAlign: 'center',
  background: '#fffdf8',
  color: '#3b2414',
  border: '2px solid #3b2414',
  borderRadius: 10,
  boxShadow: '0 2px 0 rgb(59 36 20 / 0.25)',
});
export const brand = style({ fontSize: '1.05rem', fontWeight: 800, lineHeight: 1.1, letterSpacing: '0.02em', textTransform: 'uppercase', overflowWrap: 'anywhere' });
export const origin = style({ fontSize: '0.8rem', fontWeight: 600, lineHeight: 1.2, paddingTop: '0.3rem', borderTop: '1px solid rgb(59 36 20 / 0.35)', width: '100%' });
const roastBand = style({ fontSize: '0.75rem', fontWeight: 700, lineHeight: 1.5, padding: '0 0.6rem', borderRadius: 999, textTransform: 'uppercase', letterSpacing: '0.05em' });
/**
 * docs/product.md §9's roast colours, light enough on the label to read as the colour they name (Light amber,
 * Medium orange, Dark dark grey; the blends grey), each with text that reads on it.
 */
const ROAST_FILL: Readonly<Record<RoastColour, { readonly background: string; readonly color: string }>> = {
  amber: { background: '#fbbf24', color: '#451a03' },
  // The badges' orange (#c2410c): white on a lighter orange stays under 4.5:1 (axe color-contrast).
  orange: { background: '#c2410c', color: '#ffffff' },
  'dark-grey': { background: '#1f2937', color: '#ffffff' },
  grey: { background: '#6b7280', color: '#ffffff' },
};
export const roast = styleVariants(ROAST_FILL, (fill) => [roastBand, fill]);
