import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aDestinationPage, aHomePage, anActivityPage, aToursPage, someSettings } from '../../test-support/catalogue-documents.js';
import { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { pageHeadOf, siteShellView } from './site-shell-view.js';

describe('the site shell of every page', () => {
  it('names the site, the destination and activity pages in their order, and the support address', () => {
    const jaco = aDestinationPage({ id: 'destinations-jaco', position: 2, path: '/destinations/jaco', destination: 'jaco', label: { en: 'Jaco Beach' } });
    const document = aCatalogueDocument({
      pages: [aHomePage(), jaco, aToursPage(), aDestinationPage(), anActivityPage()],
      settings: someSettings({ siteName: 'Gateway', support: { email: 'help@example.org' } }),
    });
    expect(siteShellView(new CatalogueReader(document))).toEqual({
      siteName: 'Gateway',
      destinationPages: [
        { path: '/destinations/arenal', label: 'Arenal' },
        { path: '/destinations/jaco', label: 'Jaco Beach' },
      ],
      activityPages: [{ path: '/canopy-tours', label: 'Canopy Tours' }],
      supportEmail: 'help@example.org',
      operator: { legalName: 'Costa Rica Gateway', address: 'Apartado 123-1000, San José, Costa Rica' },
    });
  });

  it('names the operator without an address until the settings give one', () => {
    const settings = someSettings({ operator: { legalName: 'Costa Rica Gateway' } });
    expect(siteShellView(new CatalogueReader(aCatalogueDocument({ settings }))).operator).toEqual({ legalName: 'Costa Rica Gateway' });
  });

  it('reads every page record and the settings: a change to either reaches every page', () => {
    const reader = new CatalogueReader(aCatalogueDocument());
    siteShellView(reader);
    expect(reader.log).toEqual(['settings/site', 'pages/*']);
  });
});

describe('a page record\'s heading and search metadata', () => {
  it('are the record\'s, with its canonical path and its social card', () => {
    expect(pageHeadOf(aDestinationPage())).toEqual({
      heading: 'Arenal Volcano & La Fortuna',
      seo: {
        canonicalPath: '/destinations/arenal',
        title: 'Arenal Tours',
        description: 'About Arenal Tours.',
        keywords: ['Arenal Tours'],
        ogTitle: 'Arenal Tours',
        ogDescription: 'About Arenal Tours.',
        ogImage: '/og/destinations-arenal.png',
      },
    });
    expect(pageHeadOf(aHomePage()).seo.ogImage).toBe('/og/home.png');
  });
});
