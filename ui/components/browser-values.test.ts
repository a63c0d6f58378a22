import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_VALUE_ATTRIBUTE, fillBrowserValues } from './browser-values.js';

/** An element of the prerendered footer: the value it names, and the text the prerender wrote. */
const marked = (name: string, text: string) => ({ textContent: text, getAttribute: (attribute: string) => (attribute === BROWSER_VALUE_ATTRIBUTE ? name : null) });

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
});
