import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

/** docs/product.md §2: the current domain's description, under the hero's lead text. */
export const domainDescription = style({ maxWidth: '60ch', margin: `${vars.space.md} auto 0`, fontStyle: 'italic' });
