import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, hotelsJsonLd, jsonLdScript, tourOffersJsonLd } from './structured-data.js';

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
  it('describes a tour grid as a list of products with a numeric USD offer and their rating', () => {
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
            aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 312, bestRating: 5 },
          },
        },
      ],
    });
  });

  it('keeps an absolute image address as it is', () => {
    const item = tourOffersJsonLd([{ ...tour, imageUrl: 'https://cdn.example.org/a.jpg' }], 'costaricagateway.com').itemListElement[0]!.item;
    expect(item.image).toBe('https://cdn.example.org/a.jpg');
  });

  it('describes hotels with their price range and rating, ranked in list order', () => {
    const hotels = hotelsJsonLd([{ name: 'Nayara Springs', description: 'Adults-only villas.', priceRange: 'Luxury', rating: 4.5, reviewCount: 2100 }]);
    expect(hotels.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        item: {
          '@type': 'Hotel',
          name: 'Nayara Springs',
          description: 'Adults-only villas.',
          priceRange: 'Luxury',
          aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2100, bestRating: 5 },
        },
      },
    ]);
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

  it('serialises so that no text can close the script element', () => {
    const text = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
