import { buttonBase, buttonVariant, buttonWidth } from './button.css.js';

export interface ButtonLook {
  readonly variant?: keyof typeof buttonVariant;
  readonly width?: keyof typeof buttonWidth;
}

/**
 * The class names of a site button, as a vanilla-extract recipe would give them (`button({ variant: 'light' })`),
 * put together here from static classes (./button.css.ts): a recipe ships its runtime to every page whose first
 * load draws a button, the consent banner's among them (docs/decisions/083).
 */
export function button({ variant = 'primary', width = 'auto' }: ButtonLook = {}): string {
  return `${buttonBase} ${buttonVariant[variant]} ${buttonWidth[width]}`;
}
