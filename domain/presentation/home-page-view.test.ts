import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aHomePage, anEssentialsProduct, aCoffeeProduct, aShop, aToursPage, someSettings } from '../../test-support/catalogue-documents.js';
import { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { HOME_ESSENTIALS_COUNT, homeFigures, homePageView } from './home-page-view.js';
import { essentialsShopView } from './shop-views.js';

const view = (overrides: Record<string, unknown> = {}) => homePageView(new CatalogueReader(aCatalogueDocument(overrides)), 'home');

describe('the home page\'s view', () => {
  it('shows its record\'s heading and listing, the destination pages, and the settings\' contacts and broker', () => {
    const home = view({ pages: [aHomePage({ listing: { title: { en: 'Popular Tours' }, tourIds: ['mistico-hanging-bridges', 'arenal-volcano-hike'] } })] });
    expect(home.heading).toBe('Discover Pura Vida in Costa Rica');
    expect(home.toursTitle).toBe('Popular Tours');
    expect(home.tours.map((tour) => [tour.id, tour.bestSellerRank])).toEqual([
      ['mistico-hanging-bridges', undefined],
      ['arenal-1', 1],
    ]);
    expect(home.destinationPages).toEqual([]);
    expect(home.support).toEqual({ email: 'hello@costaricagateway.com', phone: '+506 2222 3333' });
    expect(home.brokerSiteUrl).toBe('https://broker.example/');
    expect(home.broker).toEqual({ name: 'Example Realty', keyLocations: 3 });
    expect(home.developments).toEqual([
      { id: 'serena', name: 'Serena Luxury Condos', location: 'Coco Beach, Guanacaste', summary: 'Luxury condominiums in pre-sale at Coco Beach.', image: '/illustrations/luxury.svg' },
      { id: 'zura', name: 'Condominio Zura', location: 'Coco Beach, Guanacaste', summary: 'Luxury condominiums in pre-sale at Coco Beach.', image: '/illustrations/luxury.svg' },
    ]);
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

describe('the home page\'s travel essentials', () => {
  const essentials = Array.from({ length: 8 }, (_, index) => anEssentialsProduct({ id: `essential-${8 - index}`, searchTerm: `Essential ${8 - index}`, price: 10 + index }));
  const document = aCatalogueDocument({ products: [aCoffeeProduct(), ...essentials], shops: [aShop('essentials', essentials.map((product) => product.id).reverse())] });

  it('are the first six products of /travel-essentials, in its order, exactly as that page shows them', () => {
    const home = homePageView(new CatalogueReader(document), 'home');
    const shop = essentialsShopView(new CatalogueReader(document));
    expect(HOME_ESSENTIALS_COUNT).toBe(6);
    expect(home.essentials.map((item) => item.id)).toEqual(['essential-1', 'essential-2', 'essential-3', 'essential-4', 'essential-5', 'essential-6']);
    expect(home.essentials[0]).toEqual({
      id: 'essential-1',
      title: shop.products[0]!.title,
      price: '$17.00',
      originalPrice: '$19.95',
      rating: 4.6,
      reviewCount: 2184,
      imageUrl: shop.products[0]!.imageUrl,
      retailUrl: shop.products[0]!.retailUrl,
    });
  });

  it('leave out an earlier price the product has not', () => {
    const home = homePageView(new CatalogueReader(aCatalogueDocument({ products: [anEssentialsProduct({ originalPrice: undefined })] })), 'home');
    expect(home.essentials).toHaveLength(1);
    expect(home.essentials[0]).not.toHaveProperty('originalPrice');
  });
});

describe('the home page\'s figures (issue 37: every one from the catalogue)', () => {
  it('counts the tours the pages list, each once, the destinations of /tours and the partners, and averages the listed tours\' ratings', () => {
    expect(homeFigures(new CatalogueReader(aCatalogueDocument()))).toEqual({ toursListed: 2, destinations: 1, partners: 4, averageRating: 4.8 });
  });

  it('counts the destinations /tours has a section for, as its hero does, not the destination pages', () => {
    const document = aCatalogueDocument();
    const twoSections = aCatalogueDocument({
      pages: document.pages.map((page) => (page.kind === 'tours' ? aToursPage({ sections: [...page.sections, { destination: 'tortuguero', tourIds: [] }] }) : page)),
    });
    expect(homeFigures(new CatalogueReader(twoSections)).destinations).toBe(2);
    expect(new CatalogueReader(twoSections).placePages('destination')).toHaveLength(1);
  });

  it('counts and averages only the tours a visitor can see, whatever a page lists', () => {
    const withAdminOnly = aCatalogueDocument({ pages: [aHomePage({ listing: { title: { en: 'Popular Tours' }, tourIds: ['mistico-hanging-bridges', 'tortuguero-turtle-night-walk'] } })] });
    expect(homeFigures(new CatalogueReader(withAdminOnly))).toMatchObject({ toursListed: 1, averageRating: 4.7 });
  });

  it('counts a tour listed by one page only, and no tour when no page lists one', () => {
    const alone = aCatalogueDocument({ pages: [aHomePage()] });
    expect(homeFigures(new CatalogueReader(alone))).toEqual({ toursListed: 1, destinations: 0, partners: 4, averageRating: 4.7 });
    const none = aCatalogueDocument({ pages: [aHomePage({ listing: { title: { en: 'Popular Tours' }, tourIds: [] } })] });
    expect(homeFigures(new CatalogueReader(none))).toMatchObject({ toursListed: 0, averageRating: 0 });
  });
});
