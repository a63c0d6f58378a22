import { style } from '@vanilla-extract/css';

/** An island's marker takes no box of its own: the page lays out as if it were not there (Astro's <astro-island> does the same). */
export const island = style({ display: 'contents' });
