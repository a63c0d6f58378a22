import { useClientValue } from '../hooks/use-client-value.js';

/** The footer's "You're visiting: {host}": only the browser knows the host (docs/architecture.md §4 "Request values"). */
export function CurrentHost() {
  const host = useClientValue(() => window.location.hostname, '');
  return <strong data-testid="current-domain">{host}</strong>;
}

/** The copyright year: the year the page was built, then the browser's today. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useClientValue(() => new Date().getFullYear(), buildYear);
  return <>{year}</>;
}
