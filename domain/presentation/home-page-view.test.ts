import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aHomePage, someSettings } from '../../test-support/catalogue-documents.js';
import { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { homePageView } from './home-page-view.js';

const view = (overrides: Record<string, unknown> = {}) => homePageView(new CatalogueReader(aCatalogueDocument(overrides)), 'home');

describe('the home page\'s view', () => {
  it('shows its record\'s heading and listing, the destination pages, and the settings\' contacts and broker', () => {
    const home = view({ pages: [aHomePage({ listing: { title: { en: 'Popular Tours' }, tourIds: ['mistico-hanging-bridges', 'arenal-volcano-hike'], bestSeller: 'arenal-volcano-hike' } })] });
    expect(home.heading).toBe('Discover Pura Vida in Costa Rica');
    expect(home.toursTitle).toBe('Popular Tours');
    expect(home.tours.map((tour) => [tour.id, tour.bestSellerRank])).toEqual([
      ['mistico-hanging-bridges', undefined],
      ['arenal-1', 1],
    ]);
    expect(home.destinationPages).toEqual([]);
    expect(home.support).toEqual({ email: 'hello@costaricagateway.com', phone: '+506 2222 3333' });
    expect(home.brokerSiteUrl).toBe('https://broker.example/listings');
  });

  it('sends the curated-image call its tours, by their click-count ids, with their booking links', () => {
    const home = view();
    expect(home.marketplaceTours).toEqual([{ tourId: 'mistico-hanging-bridges', title: 'Místico Hanging Bridges', bookingUrl: home.tours[0]!.bookingUrl }]);
    expect(home.tours[0]!.bookingUrl).toContain('q=Mistico+hanging+bridges');
  });

  it('offers no phone when the settings have none', () => {
    expect(view({ settings: someSettings({ support: { email: 'hello@costaricagateway.com' } }) }).support).toEqual({ email: 'hello@costaricagateway.com' });
  });

  it('lists the destination pages in their order', () => {
    expect(view({ pages: [aHomePage(), ...aCatalogueDocument().pages.slice(1)] }).destinationPages).toEqual([{ path: '/destinations/arenal', label: 'Arenal' }]);
  });

  it('refuses a page that is not the home page', () => {
    expect(() => homePageView(new CatalogueReader(aCatalogueDocument()), 'tours')).toThrow('The page "tours" is not the home page');
  });
});
