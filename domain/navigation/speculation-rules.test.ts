import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES_HEADER, SPECULATION_RULES_PATH, speculationRules } from './speculation-rules.js';

describe('the pages the browser may prerender on intent (docs/decisions/080-instant-navigation.md)', () => {
  const rules = speculationRules();
  const prerender = rules.prerender[0]!;

  it('prerenders same-site links with moderate eagerness: on hover or pointer-down, not on load', () => {
    expect(rules.prerender).toHaveLength(1);
    expect(prerender.eagerness).toBe('moderate');
    expect(prerender.source).toBe('document');
    expect(prerender.where.and[0]).toEqual({ href_matches: '/*' });
  });

  it('never prerenders the admin page, the API, stored objects or a link marked not to be', () => {
    expect(prerender.where.and.slice(1)).toEqual([
      { not: { href_matches: '/admin' } },
      { not: { href_matches: '/admin/*' } },
      { not: { href_matches: '/api/*' } },
      { not: { href_matches: '/objects/*' } },
      { not: { selector_matches: '[rel~=nofollow], [target=_blank], [download]' } },
    ]);
  });

  it('is delivered by a response header naming its file, so the page needs no inline script', () => {
    expect(SPECULATION_RULES_PATH).toBe('/speculation-rules.json');
    expect(SPECULATION_RULES_HEADER).toEqual(['Speculation-Rules', '"/speculation-rules.json"']);
  });
});
