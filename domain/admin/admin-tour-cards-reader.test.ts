import { describe, expect, it } from 'vitest';
import { InMemoryCatalogueStore } from '../../adapters/memory/in-memory-catalogue-store.js';
import { aCatalogueDocument } from '../../test-support/catalogue-documents.js';
import { catalogueRecordsOf } from '../catalogue/catalogue-document.js';
import { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { adminTourCards } from '../presentation/admin-tour-cards.js';
import { AdminTourCardsReader } from './admin-tour-cards-reader.js';

describe('the admin page\'s tour cards from the store', () => {
  it('are the cards the live records make', async () => {
    const store = new InMemoryCatalogueStore();
    await store.replaceAll(catalogueRecordsOf(aCatalogueDocument()));
    expect(await new AdminTourCardsReader(store).cards()).toEqual(adminTourCards(new CatalogueReader(aCatalogueDocument())));
  });

  it('refuse a store whose records do not make a sound catalogue, naming the problem', async () => {
    const store = new InMemoryCatalogueStore();
    await store.replaceAll(catalogueRecordsOf(aCatalogueDocument()).filter((record) => record.collection !== 'settings'));
    await expect(new AdminTourCardsReader(store).cards()).rejects.toThrow('settings');
  });
});
