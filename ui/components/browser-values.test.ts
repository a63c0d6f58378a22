import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_VALUE_ATTRIBUTE, fillBrowserValues, SHOWN_WITH_BROWSER_VALUE_ATTRIBUTE } from './browser-values.js';

/** The prerendered line that says nothing until its value is known (the footer's host), hidden. */
const line = () => ({ hidden: true });

/** An element of the prerendered footer: the value it names, the text the prerender wrote, and the line it shows in. */
const marked = (name: string, text: string, within?: { hidden: boolean }) => ({
  textContent: text,
  getAttribute: (attribute: string) => (attribute === BROWSER_VALUE_ATTRIBUTE ? name : null),
  closest: (selector: string) => (selector === `[${SHOWN_WITH_BROWSER_VALUE_ATTRIBUTE}]` ? (within ?? null) : null),
});

describe("the footer's values only the browser knows (docs/decisions/086)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("writes the host the visitor came to and today's year over the prerender's stand-ins, and leaves an unknown name alone", () => {
    vi.stubGlobal('window', { location: { hostname: 'costaricagateway.net' } });
    vi.useFakeTimers({ now: new Date('2027-01-02T08:00:00Z') });
    const host = marked('host', '');
    const year = marked('year', '2026');
    const other = marked('weather', 'sunny');
    fillBrowserValues({ querySelectorAll: () => [host, year, other] } as unknown as Document);
    expect([host.textContent, year.textContent, other.textContent]).toEqual(['costaricagateway.net', '2027', 'sunny']);
  });

  it('shows the line a value was hidden in once the value is known, and leaves it hidden while it is empty (docs/decisions/132)', () => {
    const known = line();
    const unknown = line();
    vi.stubGlobal('window', { location: { hostname: 'costaricagateway.com' } });
    fillBrowserValues({ querySelectorAll: () => [marked('host', '', known)] } as unknown as Document);
    vi.stubGlobal('window', { location: { hostname: '' } });
    fillBrowserValues({ querySelectorAll: () => [marked('host', '', unknown)] } as unknown as Document);
    expect([known.hidden, unknown.hidden]).toEqual([false, true]);
  });
});
