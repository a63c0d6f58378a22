import { expect, it } from 'vitest';
import { consentStoreContract } from '../contracts/consent-store.contract.js';
import { InMemoryConsentStore } from './in-memory-consent-store.js';

consentStoreContract('InMemoryConsentStore', () => {
  const store = new InMemoryConsentStore();
  return { store, reopen: () => store };
});

it('starts from a given choice and counts the saves', () => {
  const store = new InMemoryConsentStore({ analytics: true, marketing: true });
  expect(store.load()).toEqual({ analytics: true, marketing: true });
  store.save({ analytics: false, marketing: false });
  expect(store.saves).toBe(1);
});
