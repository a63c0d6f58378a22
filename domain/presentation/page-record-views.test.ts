import { describe, expect, it } from 'vitest';
import {
  aCatalogueDocument, aDestination, aDestinationPage, aHomePage, aHotel, anActivityPage, aToursPage, someSettings,
} from '../../test-support/catalogue-documents.js';
import { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { hotelsBlockView } from './hotels-block-view.js';
import { pictureOfTheDayView } from './picture-of-the-day-view.js';
import { tourPageContent } from './tour-page-view.js';
import { toursPageContent } from './tours-page-view.js';

const reader = (overrides: Record<string, unknown> = {}) => new CatalogueReader(aCatalogueDocument(overrides));

describe('the /tours page\'s content', () => {
  it('shows its record\'s heading and a section per destination, in order, with its words, symbol and cards', () => {
    const content = toursPageContent(reader(), 'tours');
    expect(content.heading).toBe('Costa Rica Tours & Adventures');
    expect(content.destinations).toEqual([
      { name: 'Arenal', description: 'Volcano country.', icon: 'volcano', colour: '#c2410c', tours: [expect.objectContaining({ id: 'arenal-1', bestSellerRank: 1 }), expect.objectContaining({ id: 'mistico-hanging-bridges' })] },
    ]);
  });

  it('refuses a page that is not /tours', () => {
    expect(() => toursPageContent(reader(), 'home')).toThrow('The page "home" is not the tours page');
  });
});

describe('a destination or activity page\'s content', () => {
  it('shows a destination page\'s words, facts, cards, hotels and partner widget, falling back on its /tours section', () => {
    const content = tourPageContent(reader(), 'destinations-arenal');
    expect(content).toMatchObject({
      path: '/destinations/arenal',
      kind: 'destination',
      heading: 'Arenal Volcano & La Fortuna',
      tagline: 'Volcano trails and hot springs.',
      heroIllustration: 'volcano',
      introTitle: 'Discover Arenal',
      introParagraphs: ['The volcano rises above La Fortuna.', 'Lake Arenal lies west of it.'],
      facts: [
        { value: '850+', label: 'bird species in Costa Rica' },
        { value: '40°C', label: 'volcanic hot springs' },
      ],
      toursTitle: 'Top Arenal Tours',
      cardVariant: {},
    });
    expect(content.tours.map((tour) => tour.id)).toEqual(['arenal-1', 'mistico-hanging-bridges']);
    expect(content.hotels?.hotels.map((hotel) => hotel.name)).toEqual(['Nayara Springs']);
    expect(content.partnerWidget).toEqual({
      title: 'Favorite Arenal Tours',
      query: 'Arenal',
      fallbackTours: toursPageContent(reader(), 'tours').destinations[0]!.tours.filter((tour) => !content.tours.some((shown) => shown.id === tour.id)),
      partnerId: 'PARTNER-ID',
      widgetPartnerId: 'WIDGET-ID',
    });
    expect(content.trackingActivity).toBeUndefined();
  });

  it('never repeats the page\'s own listing in the widget\'s fallback, and shows no hotels nor widget where the record has none', () => {
    const listingFallback = aDestinationPage({ partnerWidget: { title: { en: 'Favorite Arenal Tours' }, query: 'Arenal', fallback: 'listing' } });
    const withListing = tourPageContent(reader({ pages: [aHomePage(), aToursPage(), listingFallback] }), 'destinations-arenal');
    expect(withListing.tours).not.toEqual([]);
    expect(withListing.partnerWidget?.fallbackTours).toEqual([]);
    const bare = tourPageContent(reader({ pages: [aHomePage(), aToursPage(), aDestinationPage({ showsHotels: false, partnerWidget: undefined })] }), 'destinations-arenal');
    expect(bare.hotels).toBeUndefined();
    expect(bare.partnerWidget).toBeUndefined();
  });

  it('says /tours has no section for a destination whose widget falls back on one', () => {
    const jaco = aDestinationPage({ id: 'destinations-jaco', path: '/destinations/jaco', destination: 'jaco', showsHotels: false });
    const document = reader({ destinations: [aDestination(), aDestination({ id: 'jaco', name: { en: 'Jaco' } })], pages: [aToursPage(), jaco] });
    expect(() => tourPageContent(document, 'destinations-jaco')).toThrow('/tours has no section for the destination "jaco"');
  });

  it('shows an activity page\'s card variant and the activity its tour clicks name', () => {
    const content = tourPageContent(reader(), 'canopy-tours');
    expect(content).toMatchObject({ kind: 'activity', cardVariant: { locationBadge: true }, trackingActivity: 'Canopy' });
    expect(content.hotels).toBeUndefined();
    expect('trackingActivity' in tourPageContent(reader({ pages: [anActivityPage({ trackingActivity: undefined })] }), 'canopy-tours')).toBe(false);
  });

  it('refuses a page that is neither', () => {
    expect(() => tourPageContent(reader(), 'home')).toThrow('The page "home" is neither a destination nor an activity page');
  });
});

describe('the hotels block', () => {
  it('lists the destination\'s hotels by rank, each linked through the review site\'s redirect with the settings\' ids, or its own affiliate address', () => {
    const document = reader({
      hotels: [aHotel({ id: 'tabacon', name: 'Tabacón', rank: 2, affiliateUrl: undefined }), aHotel(), aHotel({ id: 'tortuga-lodge', destination: 'tortuguero' })],
      settings: someSettings({ reviewSite: { merchantId: 'M1', affiliateId: 'A1' } }),
    });
    const { hotels } = hotelsBlockView(document, 'arenal');
    expect(hotels.map((hotel) => hotel.name)).toEqual(['Nayara Springs', 'Tabacón']);
    expect(hotels[0]).toEqual({
      name: 'Nayara Springs',
      rating: 4.5,
      reviewCount: 2140,
      priceRange: 'Luxury',
      description: 'An adults-only retreat below the volcano.',
      features: ['Adults only', 'Hot-spring plunge pools'],
      reviewSiteUrl: 'https://www.tripadvisor.com/Search?q=Nayara%20Springs%20La%20Fortuna',
      category: 'Resort',
      affiliateUrl: 'https://partner.example/nayara',
      reviewSiteHref: 'https://partner.example/nayara',
    });
    expect(hotels[1]!.reviewSiteHref).toBe(`https://www.awin1.com/cread.php?awinmid=M1&awinaffid=A1&ued=${encodeURIComponent(hotels[1]!.reviewSiteUrl)}`);
    expect('affiliateUrl' in hotels[1]!).toBe(false);
  });

  it('reads the settings and the hotels, a query', () => {
    const read = reader();
    hotelsBlockView(read, 'arenal');
    expect(read.log).toEqual(['settings/site', 'hotels/*']);
  });
});

describe('the picture of the day\'s view', () => {
  it('follows the settings\' first social link, and none when they have none', () => {
    expect(pictureOfTheDayView(reader())).toEqual({ social: { url: 'https://www.instagram.com/costaricagateway/', label: 'Follow on Instagram' } });
    expect(pictureOfTheDayView(reader({ settings: someSettings({ socialLinks: [] }) }))).toEqual({});
  });
});
