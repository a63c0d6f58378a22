import { describe, expect, it } from 'vitest';
import { auditPageMarkup, type SchemaVocabulary } from './structured-data-audit.js';
import { breadcrumbJsonLd, hotelsJsonLd, jsonLdScript, siteJsonLd } from './structured-data.js';

/** A small slice of schema.org, enough for the cases below. */
const vocabulary: SchemaVocabulary = {
  propertiesOf: new Map([
    ['Organization', new Set(['name', 'url', 'logo'])],
    ['WebSite', new Set(['name', 'url', 'description', 'inLanguage', 'publisher'])],
    ['BreadcrumbList', new Set(['itemListElement'])],
    ['ItemList', new Set(['itemListElement'])],
    ['ListItem', new Set(['position', 'name', 'item'])],
    ['Hotel', new Set(['name', 'description', 'priceRange', 'aggregateRating', 'numberOfRooms', 'petsAllowed'])],
    ['Product', new Set(['name', 'aggregateRating'])],
    ['AggregateRating', new Set(['ratingValue'])],
  ]),
  literalsOf: new Map([
    ['position', { number: true, boolean: false }],
    ['numberOfRooms', { number: false, boolean: false }],
    ['petsAllowed', { number: false, boolean: true }],
    ['ratingValue', { number: true, boolean: false }],
  ]),
};

const site = { name: 'Costa Rica Gateway', mainDomain: 'costaricagateway.com', description: 'Tours.', logoPath: '/favicon.svg' };
const trail = jsonLdScript(breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Arenal', path: '/destinations/arenal' }], 'costaricagateway.com'));
const hotel = (fields: object) => JSON.stringify({ '@context': 'https://schema.org', '@type': 'Hotel', name: 'Nayara Springs', ...fields });

describe('the audit of a page\'s structured data (docs/decisions/076)', () => {
  it('passes the home page with its publisher and site, and a page below it with its trail', () => {
    expect(auditPageMarkup({ path: '/', indexable: true, blocks: siteJsonLd(site).map(jsonLdScript) }, vocabulary, site.name)).toEqual([]);
    const hotels = jsonLdScript(hotelsJsonLd([{ name: 'Nayara Springs', description: 'Villas.', priceRange: 'Luxury' }]));
    expect(auditPageMarkup({ path: '/destinations/arenal', indexable: true, blocks: [hotels, trail] }, vocabulary, site.name)).toEqual([]);
  });

  it('wants Organization and WebSite on the home page and a trail on every indexable page below it', () => {
    expect(auditPageMarkup({ path: '/', indexable: true, blocks: [] }, vocabulary, site.name)).toEqual(['/: the home page has no Organization', '/: the home page has no WebSite']);
    expect(auditPageMarkup({ path: '/tours', indexable: true, blocks: [] }, vocabulary, site.name)).toEqual(['/tours: no BreadcrumbList']);
    expect(auditPageMarkup({ path: '/404.html', indexable: false, blocks: [] }, vocabulary, site.name)).toEqual([]);
  });

  it('refuses ratings collected elsewhere, as a type or as a property', () => {
    const rated = hotel({ aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5 } });
    expect(auditPageMarkup({ path: '/x', indexable: false, blocks: [rated] }, vocabulary, site.name)).toEqual([
      '/x block 1.aggregateRating: marks up ratings the site did not collect',
      '/x block 1.aggregateRating: AggregateRating marks up ratings the site did not collect',
    ]);
  });

  it('refuses unknown types, properties a type does not have, bare numbers and booleans where schema.org wants something else', () => {
    const wrong = [
      hotel({ priceRange: 'Ultra-Luxury', numberOfRooms: 40, petsAllowed: true, stars: 5 }),
      JSON.stringify({ '@context': 'https://schema.org', '@type': ['Product', 'Hotel'], name: 'x', sizes: 1 }),
      JSON.stringify({ '@context': 'https://schema.org', '@type': 'Lodge', name: 'x', position: false }),
    ];
    expect(auditPageMarkup({ path: '/x', indexable: false, blocks: wrong }, vocabulary, site.name)).toEqual([
      '/x block 1.priceRange: "Ultra-Luxury" is not $ to $$$$',
      '/x block 1.numberOfRooms: schema.org takes no bare number here',
      '/x block 1.stars: Hotel has no property "stars"',
      '/x block 2.sizes: Product/Hotel has no property "sizes"',
      '/x block 3: "Lodge" is not a schema.org type',
      '/x block 3.position: schema.org takes no true/false here',
    ]);
  });

  it('reads a node of several types, and a property that one of them has, and skips what is not a type name', () => {
    const blocks = [JSON.stringify({ '@context': 'https://schema.org', '@type': ['Product', 'Hotel', 5], name: 'x', priceRange: '$$', description: null })];
    expect(auditPageMarkup({ path: '/x', indexable: false, blocks }, vocabulary, site.name)).toEqual([]);
  });

  it('audits every node of a list, naming its place in the list', () => {
    const list = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Arenal' },
        { '@type': 'ListItem', position: 2, name: 'Tortuguero', stars: 5 },
      ],
    });
    expect(auditPageMarkup({ path: '/x', indexable: false, blocks: [list] }, vocabulary, site.name)).toEqual(['/x block 1.itemListElement[1].stars: ListItem has no property "stars"']);
  });

  it('wants a price range of one to four dollar signs and nothing else', () => {
    expect(auditPageMarkup({ path: '/x', indexable: false, blocks: [hotel({ priceRange: '$$$$' })] }, vocabulary, site.name)).toEqual([]);
    expect(auditPageMarkup({ path: '/x', indexable: false, blocks: [hotel({ priceRange: '$$$$$' }), hotel({ priceRange: 'from $' }), hotel({ priceRange: '$ and up' })] }, vocabulary, site.name)).toEqual([
      '/x block 1.priceRange: "$$$$$" is not $ to $$$$',
      '/x block 2.priceRange: "from $" is not $ to $$$$',
      '/x block 3.priceRange: "$ and up" is not $ to $$$$',
    ]);
  });

  it('wants the schema.org context on a single node, and on each node of a list, whatever else the list holds', () => {
    const blocks = [JSON.stringify({ '@type': 'Hotel', name: 'x' }), JSON.stringify([null, [], { '@context': 'https://schema.org', '@type': 'Hotel', name: 'x' }])];
    expect(auditPageMarkup({ path: '/x', indexable: false, blocks }, vocabulary, site.name)).toEqual([
      '/x block 1: @context is not https://schema.org',
      '/x block 2: @context is not https://schema.org',
      '/x block 2: @context is not https://schema.org',
    ]);
  });

  it('wants JSON in the schema.org context', () => {
    const blocks = ['{not json', JSON.stringify([{ '@type': 'Hotel', name: 'x' }, 'text'])];
    expect(auditPageMarkup({ path: '/x', indexable: false, blocks }, vocabulary, site.name)).toEqual([
      '/x block 1: not JSON',
      '/x block 2: @context is not https://schema.org',
      '/x block 2: @context is not https://schema.org',
    ]);
  });

  it("fails the site's own credit marked up as a Person: the site is an Organization (issue 35)", () => {
    const image = (creator: object) => JSON.stringify({ '@context': 'https://schema.org', '@type': 'ImageObject', name: 'Arenal', creator, creditText: 'Costa Rica Gateway sample' });
    const vocabularyWithImages: SchemaVocabulary = {
      ...vocabulary,
      propertiesOf: new Map([...vocabulary.propertiesOf, ['ImageObject', new Set(['name', 'creator', 'creditText'])], ['Person', new Set(['name'])]]),
    };
    const audit = (creator: object) => auditPageMarkup({ path: '/picture-of-the-day', indexable: false, blocks: [image(creator)] }, vocabularyWithImages, site.name);
    expect(audit({ '@type': 'Person', name: 'Costa Rica Gateway sample' })).toEqual([
      '/picture-of-the-day block 1.creator: "Costa Rica Gateway sample" names the site, marked up as a Person (the site is an Organization)',
    ]);
    expect(audit({ '@type': ['Person'], name: 'costa rica gateway' })).toHaveLength(1);
    expect(audit({ '@type': 'Organization', name: 'Costa Rica Gateway', url: 'https://costaricagateway.com/' })).toEqual([]);
    expect(audit({ '@type': 'Person', name: 'Ana Mora' })).toEqual([]);
    expect(audit({ '@type': 'Person' })).toEqual([]);
  });
});
