import { useClientValue } from '../hooks/use-client-value.js';
import { BROWSER_VALUE_ATTRIBUTE, BROWSER_VALUES } from './browser-values.js';

/** The footer's "You're visiting: {host}": only the browser knows the host (./browser-values.ts). */
export function CurrentHost() {
  const host = useClientValue(BROWSER_VALUES.host, '');
  return (
    <strong data-testid="current-domain" {...{ [BROWSER_VALUE_ATTRIBUTE]: 'host' }}>
      {host}
    </strong>
  );
}

/** The copyright year: the year the page was built, then the browser's today. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useClientValue(BROWSER_VALUES.year, String(buildYear));
  return <span {...{ [BROWSER_VALUE_ATTRIBUTE]: 'year' }}>{year}</span>;
}
