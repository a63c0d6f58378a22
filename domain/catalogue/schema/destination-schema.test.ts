import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aDestination, problemsThrownBy } from '../../../test-support/catalogue-documents.js';
import { parseCatalogueDocument } from '../catalogue-document.js';

const tortuguero = aCatalogueDocument().destinations[1];
const problemsOfDestination = (destination: unknown) => problemsThrownBy(() => parseCatalogueDocument(aCatalogueDocument({ destinations: [destination, tortuguero] })));

describe('the destinations collection', () => {
  it('takes a place with its name, line, symbol and colour', () => {
    expect(problemsOfDestination(aDestination())).toEqual([]);
  });

  it.each([
    [{ name: { en: '' } }, 'destinations[0].name.en', 'name.en must not be empty, got ""'],
    [{ description: undefined }, 'destinations[0].description', 'description is missing'],
    [{ icon: 'volcano.svg' }, 'destinations[0].icon', expect.stringMatching(/^icon must be one of "volcano", "leaf", .*"backpack", got "volcano.svg"$/)],
    [{ colour: '#C2410C' }, 'destinations[0].colour', 'colour must be a colour written #rrggbb in lowercase, such as #c2410c, got "#C2410C"'],
    [{ colour: 'c2410c' }, 'destinations[0].colour', 'colour must be a colour written #rrggbb in lowercase, such as #c2410c, got "c2410c"'],
    [{ colour: 'red #c2410c' }, 'destinations[0].colour', 'colour must be a colour written #rrggbb in lowercase, such as #c2410c, got "red #c2410c"'],
    [{ colour: '#c2410c0' }, 'destinations[0].colour', 'colour must be a colour written #rrggbb in lowercase, such as #c2410c, got "#c2410c0"'],
    [{ colour: 12 }, 'destinations[0].colour', 'colour must be text, got 12'],
  ])('refuses %o', (fields, path, message) => {
    expect(problemsOfDestination(aDestination(fields))).toEqual([{ path, message }]);
  });
});
