import { describe, expect, it } from 'vitest';
import { newTabProblem } from './new-tab-hint.js';

describe('a link that opens a new tab says so (issue 37 point 4)', () => {
  it('accepts a new-tab link whose name says it, in any case, and any link that stays in the tab', () => {
    expect(newTabProblem({ target: '_blank', name: 'View Original (opens in a new tab)' })).toBeUndefined();
    expect(newTabProblem({ target: '_blank', name: 'LinkedIn, New Tab' })).toBeUndefined();
    expect(newTabProblem({ target: null, name: 'Home' })).toBeUndefined();
    expect(newTabProblem({ target: '_self', name: 'Home' })).toBeUndefined();
  });

  it('reports a new-tab link that does not say so, nor says "tab" only inside another word', () => {
    const problem = 'opens a new tab without saying so: its text or accessible name must say "opens in a new tab"';
    expect(newTabProblem({ target: '_blank', name: 'View Original' })).toBe(problem);
    expect(newTabProblem({ target: '_blank', name: 'a new tablet' })).toBe(problem);
  });
});
