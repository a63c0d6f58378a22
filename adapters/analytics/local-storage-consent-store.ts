import { consentFromText, consentToText, type KeptConsentChoice } from '../../domain/consent/consent-choice.js';
import type { ConsentStore } from '../../domain/consent/consent-store.js';

/** The part of the browser's Storage this store uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The localStorage key of the visitor's choice. */
export const CONSENT_STORAGE_KEY = 'crg:consent';

/**
 * The visitor's choice in the browser's localStorage (docs/decisions/040-consent-before-tracking.md), in the
 * domain's versioned form, with the date it was made and the date it is asked again (docs/decisions/082). `storage` is asked for lazily, since reading window.localStorage itself can throw when
 * the browser blocks storage: then no choice is found, and a new one lasts for the page only.
 */
export class LocalStorageConsentStore implements ConsentStore {
  constructor(private readonly storage: () => KeyValueStorage) {}

  load(): KeptConsentChoice | undefined {
    try {
      return consentFromText(this.storage().getItem(CONSENT_STORAGE_KEY));
    } catch {
      return undefined;
    }
  }

  save(kept: KeptConsentChoice): void {
    try {
      this.storage().setItem(CONSENT_STORAGE_KEY, consentToText(kept));
    } catch {
      // Storage blocked or full: the choice holds for this page only.
    }
  }
}
