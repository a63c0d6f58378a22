import { useClientValue } from '../hooks/use-client-value.js';
import { BROWSER_VALUE_ATTRIBUTE, BROWSER_VALUES, SHOWN_WITH_BROWSER_VALUE_ATTRIBUTE } from './browser-values.js';

/**
 * The footer's one line "You're visiting {host}: all {site} addresses lead here." Only the browser knows the host
 * (./browser-values.ts), so the prerender draws the line hidden: without scripts, or on a host the browser cannot
 * name, there is no line rather than an empty box (docs/decisions/132).
 */
export function VisitedHostLine({ className, siteName }: { className: string; siteName: string }) {
  const host = useClientValue(BROWSER_VALUES.host, '');
  return (
    <p className={className} hidden={host === ''} {...{ [SHOWN_WITH_BROWSER_VALUE_ATTRIBUTE]: '' }}>
      You're visiting{' '}
      <strong data-testid="current-domain" {...{ [BROWSER_VALUE_ATTRIBUTE]: 'host' }}>
        {host}
      </strong>
      : all {siteName} addresses lead here.
    </p>
  );
}

/** The copyright year: the year the page was built, then the browser's today. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useClientValue(BROWSER_VALUES.year, String(buildYear));
  return <span {...{ [BROWSER_VALUE_ATTRIBUTE]: 'year' }}>{year}</span>;
}
