import { style } from '@vanilla-extract/css';

export const newTabIcon = style({ flex: 'none', marginInlineStart: '0.35em', verticalAlign: '-0.1em' });
