import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aHotel, problemsThrownBy } from '../../../test-support/catalogue-documents.js';
import { parseCatalogueDocument } from '../catalogue-document.js';

const problemsOfHotel = (hotel: unknown) => problemsThrownBy(() => parseCatalogueDocument(aCatalogueDocument({ hotels: [hotel] })));

describe('the hotels collection', () => {
  it('takes a hotel with every field, and one without an affiliate address', () => {
    expect(problemsOfHotel(aHotel())).toEqual([]);
    const { affiliateUrl: _affiliateUrl, ...withoutAffiliateUrl } = aHotel();
    expect(problemsOfHotel(withoutAffiliateUrl)).toEqual([]);
    expect(problemsOfHotel(aHotel({ rating: 1 }))).toEqual([]);
    expect(problemsOfHotel(aHotel({ rating: 5 }))).toEqual([]);
  });

  it.each([
    [{ rank: 0 }, 'hotels[0].rank', 'rank must be a whole number from 1, got 0'],
    [{ name: '' }, 'hotels[0].name', 'name must not be empty, got ""'],
    [{ name: { en: 'Nayara Springs' } }, 'hotels[0].name', 'name must be text'],
    [{ rating: 4.3 }, 'hotels[0].rating', 'rating must be a rating from 1 to 5 in steps of 0.5, got 4.3'],
    [{ rating: 0.5 }, 'hotels[0].rating', 'rating must be a rating from 1 to 5 in steps of 0.5, got 0.5'],
    [{ rating: 5.5 }, 'hotels[0].rating', 'rating must be a rating from 1 to 5 in steps of 0.5, got 5.5'],
    [{ rating: '4.5' }, 'hotels[0].rating', 'rating must be a rating from 1 to 5 in steps of 0.5, got "4.5"'],
    [{ reviewCount: -1 }, 'hotels[0].reviewCount', 'reviewCount must be a whole number, 0 or more, got -1'],
    [{ priceRange: '$$$$$' }, 'hotels[0].priceRange', 'priceRange must be one of "$", "$$", "$$$", "$$$$", "Luxury", "Ultra-Luxury", got "$$$$$"'],
    [{ description: { en: '' } }, 'hotels[0].description.en', 'description.en must not be empty, got ""'],
    [{ features: { en: [] } }, 'hotels[0].features.en', 'features.en must list 1 to 8 features'],
    [{ category: undefined }, 'hotels[0].category', 'category is missing'],
    [{ reviewSiteUrl: 'tripadvisor.com/nayara' }, 'hotels[0].reviewSiteUrl', 'reviewSiteUrl must be a web address such as https://example.com/page, got "tripadvisor.com/nayara"'],
    [{ affiliateUrl: 'javascript:alert(1)' }, 'hotels[0].affiliateUrl', 'affiliateUrl must be a web address such as https://example.com/page, got "javascript:alert(1)"'],
  ])('refuses %o', (fields, path, message) => {
    expect(problemsOfHotel(aHotel(fields))).toEqual([{ path, message }]);
  });
});
