import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.js';

export const page = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const section = style({ padding: `${vars.space.xl} 0`, scrollMarginTop: '80px' });

/**
 * What only scripts can answer (the consent banner and the footer's Cookie settings): not shown by a browser that runs
 * no JavaScript, which asks the `scripting` media feature, so a page with scripts paints exactly as before, from its
 * first paint (docs/decisions/097).
 */
export const scriptsOnly = style({ '@media': { '(scripting: none)': { display: 'none' } } });

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandDark}, ${vars.color.brand})`,
  color: vars.color.onBrand,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const heroTitle = style({ fontSize: vars.fontSize.hero, margin: `0 0 ${vars.space.md}` });
export const lead = style({ fontSize: vars.fontSize.lg, maxWidth: '60ch', margin: '0 auto' });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * The hero of the content pages (destination, activity, real estate, coffee): text beside the
 * page's illustration on wide screens, above it on a phone.
 */
export const splitHero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.lg,
  background: `linear-gradient(135deg, ${vars.color.brandDark}, ${vars.color.brand})`,
  color: vars.color.onBrand,
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': {
    'screen and (min-width: 900px)': {
      gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)',
      padding: `${vars.space.xxl} max(${vars.space.md}, calc((100vw - 1200px) / 2))`,
    },
  },
});
export const splitHeroText = style({ textAlign: 'left' });
/** The illustration keeps its 16:10 box from the start, so nothing moves when it arrives. */
export const splitHeroImage = style({ width: '100%', height: 'auto', aspectRatio: '16 / 10', borderRadius: vars.radius.lg, display: 'block' });
