import { describe, expect, it } from 'vitest';
import { CARD_CATEGORY_ATTRIBUTE, CARD_TOUR_ID_ATTRIBUTE, DESTINATION_SECTION_ATTRIBUTE } from './tour-card-slots.js';
import { showChoice, type FilteredElement } from './tour-filter-choice.js';

/** A card or section as the static page holds it: its data- attributes, its cards, and whether it is hidden. */
function element(attributes: Record<string, string>, cards = 0): FilteredElement {
  return {
    getAttribute: (name) => attributes[name] ?? null,
    querySelectorAll: (selectors) => ({ length: selectors === `[${CARD_TOUR_ID_ATTRIBUTE}]` ? cards : 0 }),
    hidden: false,
  };
}

const card = (category: string) => element({ [CARD_CATEGORY_ATTRIBUTE]: category });
const section = (name: string, cards: number) => element({ [DESTINATION_SECTION_ATTRIBUTE]: name }, cards);
const shown = (elements: FilteredElement[]) => elements.map((one) => !one.hidden);

describe('showChoice: a filter row over static cards (domain/tours/tour-filters.ts rules)', () => {
  it('hides the cards of other categories and announces how many are shown', () => {
    const cards = [card('Nature & Wildlife'), card('Water Sports'), card('Nature & Wildlife'), card('Adventure')];
    expect(showChoice('category', cards, 'Nature & Wildlife')).toBe('2 tours in Nature & Wildlife');
    expect(shown(cards)).toEqual([true, false, true, false]);
    expect(showChoice('category', cards, 'Water Sports')).toBe('1 tour in Water Sports');
    expect(shown(cards)).toEqual([false, true, false, false]);
  });

  it("shows every card again on 'All'", () => {
    const cards = [card('Zipline'), card('Nature Walk')];
    showChoice('category', cards, 'Zipline');
    expect(showChoice('category', cards, 'All')).toBe('2 tours in all categories');
    expect(shown(cards)).toEqual([true, true]);
  });

  it("hides the other destinations' sections and counts the cards of the one shown", () => {
    const sections = [section('Arenal', 4), section('Monteverde', 4), section('Jaco', 3)];
    expect(showChoice('destination', sections, 'Jaco')).toBe('3 tours in Jaco');
    expect(shown(sections)).toEqual([false, false, true]);
    expect(showChoice('destination', sections, 'All Destinations')).toBe('11 tours in all destinations');
    expect(shown(sections)).toEqual([true, true, true]);
  });
});
