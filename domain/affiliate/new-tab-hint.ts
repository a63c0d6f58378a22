/** What a link that opens a new tab says, in its text or accessible name (ui/components/outbound-link.tsx writes it). */
export const NEW_TAB_HINT = /\bnew tab\b/i;

/**
 * Issue 37 point 4 (WCAG 3.2.5, G201): a link that opens a new tab says so, in words a screen reader reads (its text,
 * a visually hidden "(opens in a new tab)", or its aria-label); the problem to report, or none.
 */
export function newTabProblem(link: { readonly target: string | null; readonly name: string }): string | undefined {
  if (link.target !== '_blank') return undefined;
  return NEW_TAB_HINT.test(link.name) ? undefined : 'opens a new tab without saying so: its text or accessible name must say "opens in a new tab"';
}
