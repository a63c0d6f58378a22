export type RoastColour = 'amber' | 'orange' | 'dark-grey' | 'grey';

/** docs/product.md §9 roast badge: Light amber, Medium orange, Dark dark grey; the blends (Light-Medium, ...) grey. */
export function roastColour(roast: string): RoastColour {
  if (roast === 'Light') return 'amber';
  if (roast === 'Medium') return 'orange';
  if (roast === 'Dark') return 'dark-grey';
  return 'grey';
}
