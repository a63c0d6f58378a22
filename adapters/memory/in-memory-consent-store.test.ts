import { expect, it } from 'vitest';
import { consentStoreContract } from '../contracts/consent-store.contract.js';
import { InMemoryConsentStore } from './in-memory-consent-store.js';

consentStoreContract('InMemoryConsentStore', () => {
  const store = new InMemoryConsentStore();
  return { store, reopen: () => store };
});

it('starts from a given choice and counts the saves', () => {
  const kept = { choice: { analytics: true, marketing: true }, madeAt: new Date('2026-01-15T09:00:00Z'), askAgainAt: new Date('2027-02-15T09:00:00Z') };
  const store = new InMemoryConsentStore(kept);
  expect(store.load()).toEqual(kept);
  store.save({ ...kept, choice: { analytics: false, marketing: false } });
  expect(store.saves).toBe(1);
});
