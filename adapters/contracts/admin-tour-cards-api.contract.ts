import { describe, expect, it } from 'vitest';
import type { AdminTourCardsApi } from '../../domain/admin/admin-tour-cards-api.js';
import type { CatalogueDocument } from '../../domain/catalogue/catalogue-document.js';
import { aCatalogueDocument } from '../../test-support/catalogue-documents.js';

/**
 * Every AdminTourCardsApi, over a store holding the sample catalogue (a public tour linked to admin tour 1, an
 * admin-only tour 7): the operator's token gets one card per admin tour, by number, each saying where its photo shows;
 * any other token is refused (DataLoadError 401).
 */
export function adminTourCardsApiContract(name: string, make: (stored: CatalogueDocument) => Promise<{ api: AdminTourCardsApi; token: string }>): void {
  describe(`${name} honours the AdminTourCardsApi contract`, () => {
    it('gives the operator the cards of the live catalogue', async () => {
      const { api, token } = await make(aCatalogueDocument());
      const cards = await api.cards(token);
      expect(cards.map((card) => [card.id, card.title, card.location])).toEqual([
        [1, 'Arenal Volcano Hike', 'Arenal'],
        [7, 'Tortuguero Turtle Night Walk', 'Tortuguero'],
      ]);
      expect(cards[0]!.places).toEqual([
        { route: '/tours', section: 'Arenal' },
        { route: '/destinations/arenal', section: 'Top Arenal Tours' },
      ]);
      expect(cards[1]).toMatchObject({ category: 'Wildlife', currentImage: '/illustrations/subjects/sea-turtle-nesting.svg', places: [] });
    });

    it('refuses anyone else', async () => {
      const { api } = await make(aCatalogueDocument());
      await expect(api.cards('not-a-session')).rejects.toMatchObject({ status: 401 });
    });
  });
}
