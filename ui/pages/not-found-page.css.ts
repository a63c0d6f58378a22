import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const wrapper = style({ maxWidth: 640, margin: '0 auto', padding: `${vars.space.xxl} ${vars.space.md}`, textAlign: 'center' });
export const code = style({ fontSize: '5rem', fontWeight: 800, color: vars.color.brand, margin: 0, lineHeight: 1 });
export const title = style({ fontSize: vars.fontSize.xxl, margin: `${vars.space.md} 0` });
export const text = style({ color: vars.color.textMuted });
export const actions = style({ display: 'flex', justifyContent: 'center', gap: vars.space.md, margin: `${vars.space.lg} 0`, flexWrap: 'wrap' });
export const suggestions = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.lg });
export const suggestionsTitle = style({ fontSize: vars.fontSize.md, fontFamily: vars.font.body });
export const list = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' });
