import { InMemoryAdminTourCardsApi } from '../memory/in-memory-admin-tour-cards-api.js';
import { InMemoryCatalogueStore } from '../memory/in-memory-catalogue-store.js';
import { ManualClock } from '../memory/manual-clock.js';
import { adminTourCardsApiContract } from '../contracts/admin-tour-cards-api.contract.js';
import { AdminTourCardsReader } from '../../domain/admin/admin-tour-cards-reader.js';
import { catalogueRecordsOf, type CatalogueDocument } from '../../domain/catalogue/catalogue-document.js';
import { HttpAdminTourCardsApi } from './http-admin-tour-cards-api.js';

async function readerOver(stored: CatalogueDocument): Promise<AdminTourCardsReader> {
  const store = new InMemoryCatalogueStore(new ManualClock(new Date('2026-11-28T12:00:00Z')));
  await store.replaceAll(catalogueRecordsOf(stored));
  return new AdminTourCardsReader(store);
}

adminTourCardsApiContract('InMemoryAdminTourCardsApi', async (stored) => ({ api: new InMemoryAdminTourCardsApi(await readerOver(stored), 'operator-token'), token: 'operator-token' }));

/** The server's answer to this call (server/catalogue/admin-tour-cards.controller.ts), over the same reader. */
adminTourCardsApiContract('HttpAdminTourCardsApi', async (stored) => {
  const reader = await readerOver(stored);
  const server: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    const authorised = new Headers(init?.headers).get('authorization') === 'Bearer operator-token';
    if (!authorised) return Response.json({ statusCode: 401, error: 'Unauthorized', message: 'Sign in as the operator first.' }, { status: 401, statusText: 'Unauthorized' });
    if (url.pathname !== '/api/admin/tours') return new Response(null, { status: 404 });
    return Response.json(await reader.cards());
  };
  return { api: new HttpAdminTourCardsApi(server), token: 'operator-token' };
});
