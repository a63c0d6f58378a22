import { describe, expect, it } from 'vitest';
import type { ConsentStore } from '../../domain/consent/consent-store.js';

const made = new Date('2026-01-15T09:00:00Z');
const askAgain = new Date('2026-07-15T09:00:00Z');

/**
 * What every ConsentStore does (docs/decisions/040-consent-before-tracking.md, 082). `fresh` gives an empty store and
 * a way to open the same storage again, as the next visit would.
 */
export function consentStoreContract(name: string, fresh: () => { store: ConsentStore; reopen: () => ConsentStore }): void {
  describe(`${name} honours the ConsentStore contract`, () => {
    it('holds no choice before one is saved', () => {
      expect(fresh().store.load()).toBeUndefined();
    });

    it('gives back the last choice saved, with its dates, on the next visit too', () => {
      const { store, reopen } = fresh();
      store.save({ choice: { analytics: true, marketing: true }, madeAt: made, askAgainAt: new Date('2027-02-15T09:00:00Z') });
      store.save({ choice: { analytics: true, marketing: false }, madeAt: made, askAgainAt: askAgain });
      const expected = { choice: { analytics: true, marketing: false }, madeAt: made, askAgainAt: askAgain };
      expect(store.load()).toEqual(expected);
      expect(reopen().load()).toEqual(expected);
    });

    it('keeps what was saved even if the caller changes its objects afterwards', () => {
      const { store } = fresh();
      const choice = { analytics: false, marketing: true };
      const madeAt = new Date(made.getTime());
      store.save({ choice, madeAt, askAgainAt: askAgain });
      choice.marketing = false;
      madeAt.setUTCFullYear(2020);
      expect(store.load()).toEqual({ choice: { analytics: false, marketing: true }, madeAt: made, askAgainAt: askAgain });
    });
  });
}
