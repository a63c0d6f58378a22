/**
 * Values only the browser knows (docs/architecture.md §4 "Request values"): the host the visitor came to and today's
 * year. The prerendered HTML holds a stand-in (no host, the build's year) in an element marked with the value's name;
 * a static page writes the browser's value into it with no React (../static-page.ts), the admin's app renders it
 * (./client-values.tsx).
 */
export const BROWSER_VALUES = {
  host: () => window.location.hostname,
  year: () => String(new Date().getFullYear()),
} as const;

export type BrowserValueName = keyof typeof BROWSER_VALUES;

/** The attribute that names the value an element shows. */
export const BROWSER_VALUE_ATTRIBUTE = 'data-browser-value';

/**
 * Marks a line that says nothing without its value (the footer's "You're visiting {host}"): the prerender draws it
 * hidden, and it shows once the browser has written a value that is not empty (docs/decisions/132).
 */
export const SHOWN_WITH_BROWSER_VALUE_ATTRIBUTE = 'data-shown-with-browser-value';

/** Writes each marked element's value, once, when the page starts, and shows the line it was hidden in. */
export function fillBrowserValues(document: Document): void {
  for (const element of document.querySelectorAll(`[${BROWSER_VALUE_ATTRIBUTE}]`)) {
    const read = BROWSER_VALUES[element.getAttribute(BROWSER_VALUE_ATTRIBUTE) as BrowserValueName] as (() => string) | undefined;
    if (!read) continue;
    const value = read();
    element.textContent = value;
    const line = element.closest<HTMLElement>(`[${SHOWN_WITH_BROWSER_VALUE_ATTRIBUTE}]`);
    if (line) line.hidden = value === '';
  }
}
