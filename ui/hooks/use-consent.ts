import { useMemo, useSyncExternalStore } from 'react';
import type { ConsentChoice } from '../../domain/consent/consent-choice.js';
import type { Consent } from '../../domain/consent/consent.js';
import { ConsentToken } from '../../domain/tokens.js';
import { useService } from '../services.js';

/** At the prerender and while hydrating the choice is unknown (the prerender cannot read the visitor's browser). */
const UNKNOWN = 'unknown';
const NOT_CHOSEN = 'not-chosen';

export type ConsentView =
  | { readonly state: typeof UNKNOWN | typeof NOT_CHOSEN; readonly choice: undefined }
  | { readonly state: 'chosen'; readonly choice: ConsentChoice };

/**
 * The visitor's consent as the banner and the Cookie settings dialog show it (docs/decisions/040): unknown in the
 * prerendered HTML and the first client render (no hydration mismatch), then the browser's choice, or none yet.
 */
export function useConsent(): { readonly view: ConsentView; readonly consent: Consent } {
  const consent = useService(ConsentToken);
  const subscribe = useMemo(() => consent.subscribe.bind(consent), [consent]);
  const snapshot = useSyncExternalStore<ConsentChoice | typeof UNKNOWN | typeof NOT_CHOSEN>(
    subscribe,
    () => consent.choice ?? NOT_CHOSEN,
    () => UNKNOWN,
  );
  const view: ConsentView = typeof snapshot === 'string' ? { state: snapshot, choice: undefined } : { state: 'chosen', choice: snapshot };
  return { view, consent };
}
