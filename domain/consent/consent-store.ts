import type { KeptConsentChoice } from './consent-choice.js';

/**
 * Where the visitor's choice is kept between visits (docs/decisions/040-consent-before-tracking.md): the browser's
 * localStorage, memory in tests. It is kept with its dates (docs/decisions/082): whether it still holds is the
 * consent's decision, not the store's. Storage may be unavailable (a private window, blocked storage): loading then
 * finds no choice and saving keeps it for the page only; neither fails the page.
 */
export interface ConsentStore {
  load(): KeptConsentChoice | undefined;
  save(kept: KeptConsentChoice): void;
}
