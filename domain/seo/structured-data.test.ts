import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, feedPhotoJsonLd, hotelsJsonLd, jsonLdScript, pageJsonLd, priceRangeSymbols, siteJsonLd, tourOffersJsonLd } from './structured-data.js';

/** The site a feed photo's markup is written for: its name and main domain. */
const SITE = { name: 'Costa Rica Gateway', mainDomain: 'costaricagateway.com' };

const tour = {
  title: 'Scuba liveaboard to Cocos Island',
  description: 'Ten days of hammerheads.',
  price: '$4,200',
  rating: 4.9,
  reviewCount: 312,
  imageUrl: '/illustrations/diving.svg',
  bookingUrl: 'https://www.getyourguide.com/s/?q=cocos',
};

describe('structured data for search engines (docs/product.md §2 search metadata)', () => {
  it('describes a tour grid as a list of products with a numeric USD offer, without the marketplace\'s rating', () => {
    expect(tourOffersJsonLd([tour], 'costaricagateway.com')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'Product',
            name: 'Scuba liveaboard to Cocos Island',
            description: 'Ten days of hammerheads.',
            image: 'https://costaricagateway.com/illustrations/diving.svg',
            offers: { '@type': 'Offer', price: 4200, priceCurrency: 'USD', url: tour.bookingUrl, availability: 'https://schema.org/InStock' },
          },
        },
      ],
    });
  });

  it('takes a price already in dollars as it is', () => {
    const item = tourOffersJsonLd([{ ...tour, price: 65 }], 'costaricagateway.com').itemListElement[0]!.item;
    expect(item.offers.price).toBe(65);
  });

  it('keeps an absolute image address as it is', () => {
    const item = tourOffersJsonLd([{ ...tour, imageUrl: 'https://cdn.example.org/a.jpg' }], 'costaricagateway.com').itemListElement[0]!.item;
    expect(item.image).toBe('https://cdn.example.org/a.jpg');
    const plain = tourOffersJsonLd([{ ...tour, imageUrl: 'http://cdn.example.org/a.jpg' }], 'costaricagateway.com').itemListElement[0]!.item;
    expect(plain.image).toBe('http://cdn.example.org/a.jpg');
  });

  it('makes a site path absolute, even one that holds an address further on', () => {
    const item = tourOffersJsonLd([{ ...tour, imageUrl: '/objects/a.jpg?from=https://cdn.example.org' }], 'costaricagateway.com').itemListElement[0]!.item;
    expect(item.image).toMatch(/^https:\/\/costaricagateway\.com\/objects\/a\.jpg/);
  });

  it('describes hotels with their price range in dollar signs and without the review site\'s rating, ranked in list order', () => {
    const nayara = { name: 'Nayara Springs', description: 'Adults-only villas.', priceRange: 'Luxury', rating: 4.5, reviewCount: 2100 } as const;
    const hotels = hotelsJsonLd([nayara]);
    expect(hotels.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        item: {
          '@type': 'Hotel',
          name: 'Nayara Springs',
          description: 'Adults-only villas.',
          priceRange: '$$$$',
        },
      },
    ]);
  });

  it('writes every price level as dollar signs, the two words above $$$$ as the top level', () => {
    expect(['$', '$$', '$$$', '$$$$', 'Luxury', 'Ultra-Luxury'].map((range) => priceRangeSymbols(range as never))).toEqual(['$', '$$', '$$$', '$$$$', '$$$$', '$$$$']);
  });

  it('describes the publisher and the site for the home page, the site naming its publisher', () => {
    const [organization, website] = siteJsonLd({ name: 'Costa Rica Gateway', mainDomain: 'costaricagateway.com', description: 'Tours and living.', logoPath: '/favicon.svg' });
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://costaricagateway.com/#organization',
      name: 'Costa Rica Gateway',
      url: 'https://costaricagateway.com/',
      logo: 'https://costaricagateway.com/favicon.svg',
    });
    expect(website).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://costaricagateway.com/#website',
      name: 'Costa Rica Gateway',
      url: 'https://costaricagateway.com/',
      description: 'Tours and living.',
      inLanguage: 'en',
      publisher: { '@id': 'https://costaricagateway.com/#organization' },
    });
  });

  it('describes the trail from the home page to the current page', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Arenal', path: '/destinations/arenal' }], 'costaricagateway.com')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://costaricagateway.com/' },
        { '@type': 'ListItem', position: 2, name: 'Arenal', item: 'https://costaricagateway.com/destinations/arenal' },
      ],
    });
  });

  it('gives the home page the publisher and the site, every indexable page below it its trail, and a noindex page nothing', () => {
    const site = { name: 'Costa Rica Gateway', mainDomain: 'costaricagateway.com', description: 'Tours and living.', logoPath: '/favicon.svg' };
    expect(pageJsonLd({ heading: 'Discover Pura Vida', canonicalPath: '/' }, site, 'Home').map((block) => (block as { '@type': string })['@type'])).toEqual(['Organization', 'WebSite']);
    expect(pageJsonLd({ heading: 'Costa Rica Coffee', canonicalPath: '/featured-coffee' }, site, 'Home')).toEqual([
      breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Costa Rica Coffee', path: '/featured-coffee' }], 'costaricagateway.com'),
    ]);
    expect(pageJsonLd({ heading: 'Page Not Found', canonicalPath: '/404', noindex: true }, site, 'Home')).toEqual([]);
  });

  it('serialises so that no text can close the script element', () => {
    const text = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it("describes a feed photo as an ImageObject with the agency's credit, creator and licence", () => {
    const photo = {
      title: 'Volcán Arenal desde La Fortuna',
      description: 'The cone of Arenal above the morning clouds.',
      pubDate: '2026-11-21T06:00:00.000Z',
      imageUrl: 'https://live.staticflickr.com/65535/arenal_b.jpg',
      largeImageUrl: 'https://live.staticflickr.com/65535/arenal_k.jpg',
      linkUrl: 'https://www.flickr.com/photos/anamora/53012345678/',
      keywords: ['Arenal'],
      photographer: 'Ana Mora',
      license: 'https://creativecommons.org/licenses/by/4.0/',
    };
    expect(feedPhotoJsonLd(photo, SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ImageObject',
      name: 'Volcán Arenal desde La Fortuna',
      description: 'The cone of Arenal above the morning clouds.',
      contentUrl: 'https://live.staticflickr.com/65535/arenal_k.jpg',
      thumbnailUrl: 'https://live.staticflickr.com/65535/arenal_b.jpg',
      url: 'https://www.flickr.com/photos/anamora/53012345678/',
      datePublished: '2026-11-21T06:00:00.000Z',
      creator: { '@type': 'Person', name: 'Ana Mora' },
      creditText: 'Ana Mora',
      license: 'https://creativecommons.org/licenses/by/4.0/',
    });
  });

  it("credits the site's own photos to the site, an Organization, never a Person (issue 35)", () => {
    const photo = { title: 'Arenal', description: '', pubDate: '', imageUrl: '/sample-feed/arenal.jpg', linkUrl: 'https://costaricagateway.com/destinations/arenal', keywords: [] };
    const organization = { '@type': 'Organization', '@id': 'https://costaricagateway.com/#organization', name: 'Costa Rica Gateway', url: 'https://costaricagateway.com/' };
    expect(feedPhotoJsonLd({ ...photo, photographer: 'Costa Rica Gateway sample' }, SITE)).toMatchObject({ creator: organization, creditText: 'Costa Rica Gateway sample' });
    expect(feedPhotoJsonLd({ ...photo, photographer: 'Photo: costa rica gateway' }, SITE)).toMatchObject({ creator: organization, creditText: 'Photo: costa rica gateway' });
    expect(feedPhotoJsonLd({ ...photo, photographer: 'Ana Mora' }, SITE)).toMatchObject({ creator: { '@type': 'Person', name: 'Ana Mora' } });
  });

  it('leaves out what the feed does not give, and makes the sample\'s own addresses absolute', () => {
    const photo = { title: 'Arenal', description: '', pubDate: '', imageUrl: '/sample-feed/arenal.jpg', linkUrl: 'https://costaricagateway.com/destinations/arenal', keywords: [], photographer: '' };
    expect(feedPhotoJsonLd(photo, SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ImageObject',
      name: 'Arenal',
      contentUrl: 'https://costaricagateway.com/sample-feed/arenal.jpg',
      url: 'https://costaricagateway.com/destinations/arenal',
    });
  });
});
