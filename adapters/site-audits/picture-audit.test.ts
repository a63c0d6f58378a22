import { describe, expect, it } from 'vitest';
import { auditPictures } from './picture-audit.js';

describe('the picture audit of the built pages', () => {
  it('names the page and the picture it shows twice', () => {
    const html = '<main><img src="/a.svg" alt=""><img src="/b.svg" alt=""><p><img src="/a.svg" alt=""></p></main>';
    expect(auditPictures([{ path: '/tours', html }])).toEqual([{ page: '/tours', problem: 'shows /a.svg more than once' }]);
  });

  it('names an emoji in the text, but not in scripts or JSON data', () => {
    const html = '<h2><span aria-hidden="true">🌋</span> Arenal</h2><script type="application/ld+json">{"name":"☕"}</script><p>© 2026</p>';
    expect(auditPictures([{ path: '/', html }])).toEqual([{ page: '/', problem: 'shows the emoji 🌋 (draw it as an SVG icon)' }]);
  });

  it('passes a page whose pictures are each its own', () => {
    expect(auditPictures([{ path: '/', html: '<img src="/a.svg" alt=""><img src="/b.svg" alt="">' }])).toEqual([]);
  });
});
