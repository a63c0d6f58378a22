import { describe, expect, it } from 'vitest';
import type { ConsentStore } from '../../domain/consent/consent-store.js';

/**
 * What every ConsentStore does (docs/decisions/040-consent-before-tracking.md). `fresh` gives an empty store and a
 * way to open the same storage again, as the next visit would.
 */
export function consentStoreContract(name: string, fresh: () => { store: ConsentStore; reopen: () => ConsentStore }): void {
  describe(`${name} honours the ConsentStore contract`, () => {
    it('holds no choice before one is saved', () => {
      expect(fresh().store.load()).toBeUndefined();
    });

    it('gives back the last choice saved, on the next visit too', () => {
      const { store, reopen } = fresh();
      store.save({ analytics: true, marketing: true });
      store.save({ analytics: true, marketing: false });
      expect(store.load()).toEqual({ analytics: true, marketing: false });
      expect(reopen().load()).toEqual({ analytics: true, marketing: false });
    });

    it('keeps what was saved even if the caller changes its object afterwards', () => {
      const { store } = fresh();
      const choice = { analytics: false, marketing: true };
      store.save(choice);
      choice.marketing = false;
      expect(store.load()).toEqual({ analytics: false, marketing: true });
    });
  });
}
