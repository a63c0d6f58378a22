import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aDestinationPage, aHomePage, anActivityPage, aToursPage, problemsThrownBy } from '../../../test-support/catalogue-documents.js';
import { parseCatalogueDocument } from '../catalogue-document.js';

/** The problems of the sample catalogue whose pages are these. */
const problemsOfPages = (...pages: unknown[]) => problemsThrownBy(() => parseCatalogueDocument(aCatalogueDocument({ pages })));

/** The problems of the sample catalogue with `page` in place of the sample page of its position (0 home, 1 /tours, 2 Arenal, 3 canopy). */
const problemsWith = (at: number, page: unknown) => problemsOfPages(...[aHomePage(), aToursPage(), aDestinationPage(), anActivityPage()].map((sample, index) => (index === at ? page : sample)));

describe('the pages collection', () => {
  it('takes the home page, /tours, a destination page and an activity page', () => {
    expect(problemsOfPages(aHomePage(), aToursPage(), aDestinationPage(), anActivityPage())).toEqual([]);
  });

  it('takes pages with only the fields they need', () => {
    const { partnerWidget: _widget, ...destinationPage } = aDestinationPage({ showsHotels: false, cardVariant: {} });
    const { trackingActivity: _activity, ...activityPage } = anActivityPage({ cardVariant: {} });
    expect(problemsOfPages(aHomePage(), aToursPage({ sections: [] }), destinationPage, activityPage)).toEqual([]);
  });

  it.each([
    [0, aHomePage({ kind: 'about' }), 'pages[0].kind', 'kind must be "home", "tours", "destination" or "activity", got "about"'],
    [0, 'home', 'pages[0]', 'the record must be a group of fields, such as { "name": … }, got "home"'],
    [0, aHomePage({ path: '/home' }), 'pages[0].path', 'path must be / for the home page, got "/home"'],
    [1, aToursPage({ path: '/all-tours' }), 'pages[1].path', 'path must be /tours for the tours page, got "/all-tours"'],
    [0, aHomePage({ heading: { en: '' } }), 'pages[0].heading.en', 'heading.en must not be empty, got ""'],
    [0, aHomePage({ seo: { title: { en: 'Home' }, description: { en: 'About.' } } }), 'pages[0].seo.keywords', 'seo.keywords is missing'],
    [0, aHomePage({ seo: { title: { en: 'Home' }, description: { en: 'About.' }, keywords: { en: 'tours' } } }), 'pages[0].seo.keywords.en', 'seo.keywords.en must be a list of texts, got "tours"'],
    [0, aHomePage({ listing: { title: { en: 'Popular Tours' }, tourIds: 'mistico-hanging-bridges' } }), 'pages[0].listing.tourIds', 'listing.tourIds must be a list of tour ids, got "mistico-hanging-bridges"'],
    [1, aToursPage({ sections: {} }), 'pages[1].sections', 'sections must be a list of sections'],
    [2, aDestinationPage({ path: '/destinations/monteverde' }), 'pages[2].path', 'path must be /destinations/arenal, the path of its destination, got "/destinations/monteverde"'],
    [2, aDestinationPage({ path: 'destinations/arenal' }), 'pages[2].path', 'path must be a path of the site, such as /destinations/arenal, got "destinations/arenal"'],
    [2, aDestinationPage({ destination: 'Arenal' }), 'pages[2].destination', expect.stringMatching(/^destination must be a readable slug.*, got "Arenal"$/)],
    [2, aDestinationPage({ showsHotels: 'yes' }), 'pages[2].showsHotels', 'showsHotels must be true or false, got "yes"'],
    [2, aDestinationPage({ label: undefined }), 'pages[2].label', 'label is missing'],
    [2, aDestinationPage({ tagline: { en: ' ' } }), 'pages[2].tagline.en', 'tagline.en must not be empty, got " "'],
    [2, aDestinationPage({ hero: { illustration: 'Volcano' } }), 'pages[2].hero.illustration', expect.stringMatching(/^hero.illustration must be a readable slug.*, got "Volcano"$/)],
    [2, aDestinationPage({ intro: { title: { en: 'Discover Arenal' }, paragraphs: { en: ['Only one.'] } } }), 'pages[2].intro.paragraphs.en', 'intro.paragraphs.en must list 2 to 3 paragraphs'],
    [2, aDestinationPage({ facts: [{ value: { en: '850+' }, label: { en: 'bird species' } }] }), 'pages[2].facts', 'facts must list exactly 2 facts'],
    [2, aDestinationPage({ facts: 'two' }), 'pages[2].facts', 'facts must be a list of facts, got "two"'],
    [2, aDestinationPage({ cardVariant: { fixedBadge: 'Featured' } }), 'pages[2].cardVariant', 'cardVariant has an unknown field "fixedBadge"'],
    [2, aDestinationPage({ cardVariant: { perPerson: true } }), 'pages[2].cardVariant', 'cardVariant has an unknown field "perPerson"'],
    [2, aDestinationPage({ cardVariant: { locationBadge: 'yes' } }), 'pages[2].cardVariant.locationBadge', 'cardVariant.locationBadge must be true or false, got "yes"'],
    [2, aDestinationPage({ cardVariant: { homeBadge: true } }), 'pages[2].cardVariant', 'cardVariant has an unknown field "homeBadge"'],
    [2, aDestinationPage({ partnerWidget: { title: { en: 'Favorite Arenal Tours' }, query: 'Arenal', fallback: 'none' } }), 'pages[2].partnerWidget.fallback', 'partnerWidget.fallback must be one of "listing", "tours-section", got "none"'],
    [2, aDestinationPage({ trackingActivity: 'Canopy' }), 'pages[2]', 'the record has an unknown field "trackingActivity"'],
    [3, anActivityPage({ trackingActivity: 'Surf' }), 'pages[3].trackingActivity', 'trackingActivity must be one of "Canopy", "Scuba", got "Surf"'],
    [3, anActivityPage({ destination: 'arenal' }), 'pages[3]', 'the record has an unknown field "destination"'],
  ])('refuses at %i %o', (at, page, path, message) => {
    expect(problemsWith(at, page)).toEqual([{ path, message }]);
  });
});

describe('a listing of tour cards', () => {
  it('lists each tour once', () => {
    const twice = { title: { en: 'Top Arenal Tours' }, tourIds: ['arenal-volcano-hike', 'mistico-hanging-bridges', 'arenal-volcano-hike', 'arenal-volcano-hike'] };
    expect(problemsWith(2, aDestinationPage({ listing: twice }))).toEqual([
      { path: 'pages[2].listing.tourIds[2]', message: 'listing.tourIds[2] is "arenal-volcano-hike", already listed at tourIds[0]: a listing shows each tour once' },
      { path: 'pages[2].listing.tourIds[3]', message: 'listing.tourIds[3] is "arenal-volcano-hike", already listed at tourIds[0]: a listing shows each tour once' },
    ]);
  });

  it('marks no best seller of its own: a badge is the tour record\'s (issue 37)', () => {
    const listing = { title: { en: 'Top Arenal Tours' }, tourIds: ['mistico-hanging-bridges'], bestSeller: 'mistico-hanging-bridges' };
    expect(problemsWith(2, aDestinationPage({ listing }))).toEqual([{ path: 'pages[2].listing', message: 'listing has an unknown field "bestSeller"' }]);
  });

  it('checks the sections of /tours alike, and gives each destination one section', () => {
    const section = { destination: 'tortuguero', tourIds: ['arenal-volcano-hike', 'arenal-volcano-hike'] };
    expect(problemsWith(1, aToursPage({ sections: [aToursPage().sections[0], section] }))).toEqual([
      { path: 'pages[1].sections[1].tourIds[1]', message: 'sections[1].tourIds[1] is "arenal-volcano-hike", already listed at tourIds[0]: a listing shows each tour once' },
    ]);
    expect(problemsWith(1, aToursPage({ sections: [aToursPage().sections[0], { destination: 'arenal', tourIds: [] }, { destination: 'arenal', tourIds: [] }] }))).toEqual([
      { path: 'pages[1].sections[1].destination', message: 'sections[1].destination is "arenal", whose section is sections[0] already' },
      { path: 'pages[1].sections[2].destination', message: 'sections[2].destination is "arenal", whose section is sections[0] already' },
    ]);
  });
});
