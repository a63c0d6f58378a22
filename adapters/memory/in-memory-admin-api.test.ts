import { expect, it } from 'vitest';
import { adminApiContract } from '../contracts/admin-api.contract.js';
import { InMemoryAdminApi } from './in-memory-admin-api.js';

adminApiContract('InMemoryAdminApi', 'pura-vida-2026', () => new InMemoryAdminApi('pura-vida-2026'));

it('closes the session it was told to end and keeps the others open', async () => {
  const api = new InMemoryAdminApi('secret', () => Date.UTC(2026, 0, 1));
  const first = await api.signIn('secret');
  const second = await api.signIn('secret');
  expect(first.expiresAt).toBe('2026-01-01T08:00:00.000Z');
  await api.signOut(first.token);
  expect(api.isOpen(first.token)).toBe(false);
  expect(api.isOpen(second.token)).toBe(true);
});
