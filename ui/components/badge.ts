import { badgeBase, badgeTone } from './badge.css.js';

export type BadgeTone = keyof typeof badgeTone;

/**
 * The class names of a badge, as a vanilla-extract recipe would give them (`badge({ tone: 'outline' })`), put
 * together here from static classes (./badge.css.ts), so an island that draws a badge loads no recipe runtime
 * (docs/decisions/083).
 */
export function badge({ tone = 'grey' }: { readonly tone?: BadgeTone } = {}): string {
  return `${badgeBase} ${badgeTone[tone]}`;
}
