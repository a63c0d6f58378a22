/**
 * What one visit remembers across its page loads (docs/decisions/083: moving between static pages loads a page):
 * the address it landed on, and whether its domain and campaign were reported (docs/product.md §7: once per visit,
 * from the real address). The browser keeps it for the tab (sessionStorage); a test keeps it in memory.
 */
export interface VisitMemory {
  /** The address the visit landed on, if an earlier page load of it remembered one. */
  landing(): string | undefined;
  rememberLanding(address: string): void;
  /** Whether the visit's domain and campaign were sent already. */
  reported(): boolean;
  markReported(): void;
}

/**
 * The address the visit landed on: the one an earlier page load of it remembered, else `address` (this page load's),
 * which is remembered from now on. Every page load asks at start, before the visitor chooses: a campaign is the
 * landing address's even when consent comes pages later (docs/product.md §7).
 */
export function landingOfVisit(memory: VisitMemory, address: string): string {
  const landing = memory.landing() ?? address;
  memory.rememberLanding(landing);
  return landing;
}
