import { describe, expect, it } from 'vitest';
import { COFFEE_LABEL_PATTERNS, coffeeBagCovers, coffeeCoverPicture } from './coffee-bag-cover.js';
import { picturesShownTwice } from './page-pictures.js';

const bag = (brand: string, origin: string, roast: string) => ({ brand, origin, roast });

describe('the coffee-bag label a coffee card shows instead of a drawing (issue 18.2)', () => {
  it('writes the brand, the origin region and the roast in the roast badge\'s colour (docs/product.md §9)', () => {
    const [light, medium, dark, blend] = coffeeBagCovers([
      bag('Café Britt', 'Central Valley', 'Light'),
      bag('Doka Estate', 'Central Valley', 'Medium'),
      bag('Café 1820', 'Central Valley', 'Dark'),
      bag('Café Rey', 'Central Valley', 'Medium-Dark'),
    ]);
    expect(light).toMatchObject({ brand: 'Café Britt', origin: 'Central Valley', roast: 'Light', roastColour: 'amber' });
    expect(medium!.roastColour).toBe('orange');
    expect(dark!.roastColour).toBe('dark-grey');
    expect(blend!.roastColour).toBe('grey');
  });

  it('gives neighbouring cards different patterns, in page order', () => {
    const covers = coffeeBagCovers(COFFEE_LABEL_PATTERNS.map((_, index) => bag(`Brand ${index}`, 'Tarrazú', 'Medium')));
    expect(covers.map((cover) => cover.pattern)).toEqual([...COFFEE_LABEL_PATTERNS]);
    expect(coffeeBagCovers([bag('A', 'Tarrazú', 'Medium'), bag('B', 'Tarrazú', 'Medium')]).map((cover) => cover.pattern)).toEqual(['beans', 'leaves']);
  });

  it('never draws two bags of one brand, origin and roast with the same label: the later one takes the next free pattern', () => {
    // A page of 7 (one pattern more than there are): the 7th would repeat the 1st's pattern, and both are Volcanica's Medium Tarrazú.
    const page = [
      bag('Volcanica Coffee', 'Tarrazú', 'Medium'),
      ...['B', 'C', 'D', 'E', 'F'].map((brand) => bag(brand, 'Tarrazú', 'Medium')),
      bag('Volcanica Coffee', 'Tarrazú', 'Medium'),
    ];
    const covers = coffeeBagCovers(page);
    expect(covers[0]!.pattern).toBe('beans');
    expect(covers[6]!.pattern).toBe('leaves');
    expect(picturesShownTwice(covers.map(coffeeCoverPicture))).toEqual([]);
  });

  it('refuses a page with more bags of one brand, origin and roast than there are patterns: they could not be told apart', () => {
    const same = Array.from({ length: COFFEE_LABEL_PATTERNS.length + 1 }, () => bag('Café Britt', 'Tarrazú', 'Medium'));
    expect(() => coffeeBagCovers(same)).toThrow('7 bags of Café Britt, Tarrazú, Medium roast');
    // It counts only the bags that share all three: another brand, origin or roast on the page is not one of them.
    const mixed = [...same, bag('Doka Estate', 'Tarrazú', 'Medium'), bag('Café Britt', 'Central Valley', 'Medium'), bag('Café Britt', 'Tarrazú', 'Dark')];
    expect(() => coffeeBagCovers(mixed)).toThrow('7 bags of Café Britt, Tarrazú, Medium roast');
  });

  it('names a cover by everything it shows, so two covers that look alike have one name', () => {
    const [cover] = coffeeBagCovers([bag('Café Britt', 'Tarrazú', 'Medium')]);
    expect(coffeeCoverPicture(cover!)).toBe('coffee-label:Café Britt|Tarrazú|Medium|beans');
  });
});
