import { useState } from 'react';
import { destinationsShown, filterResultAnnouncement, toursInCategory } from '../../domain/tours/tour-filters.js';
import { FilterRow } from './filter-row.js';
import { CARD_CATEGORY_ATTRIBUTE, CARD_TOUR_ID_ATTRIBUTE, DESTINATION_SECTION_ATTRIBUTE } from './tour-card-slots.js';

/** What a row filters: the cards of a destination or activity page by category, or the sections of /tours by destination. */
export type TourFilterKind = 'category' | 'destination';

/** A card or a section of the page, as the filter sees it: what it reads and the one thing it changes. */
export interface FilteredElement {
  getAttribute(name: string): string | null;
  querySelectorAll(selectors: string): { readonly length: number };
  hidden: HTMLElement['hidden'];
}

/**
 * Shows the elements of the choice and hides the others (docs/product.md §2, §4; the rules are the domain's,
 * domain/tours/tour-filters.ts), and says what is now shown: "4 tours in Arenal", "39 tours in all destinations".
 */
export function showChoice(kind: TourFilterKind, elements: readonly FilteredElement[], choice: string): string {
  const shown = new Set<FilteredElement>(
    kind === 'category'
      ? toursInCategory(elements.map((element) => ({ element, category: element.getAttribute(CARD_CATEGORY_ATTRIBUTE) ?? '' })), choice).map(({ element }) => element)
      : destinationsShown(elements.map((element) => ({ element, name: element.getAttribute(DESTINATION_SECTION_ATTRIBUTE) ?? '' })), choice).map(({ element }) => element),
  );
  for (const element of elements) element.hidden = !shown.has(element);
  const tours = kind === 'category' ? shown.size : [...shown].reduce((count, section) => count + section.querySelectorAll(`[${CARD_TOUR_ID_ATTRIBUTE}]`).length, 0);
  return filterResultAnnouncement(tours, choice);
}

export type TourFilterProps = {
  readonly kind: TourFilterKind;
  /** What the buttons choose between, e.g. "Filter tours by destination". */
  readonly label: string;
  /** The buttons, the first ('All', 'All Destinations') chosen at first. */
  readonly options: readonly string[];
  /** The id of the element holding the cards or sections the row filters. */
  readonly target: string;
  /** What the first choice shows, as the prerender counted it. */
  readonly result: string;
};

/**
 * A page's filter row as an island (docs/decisions/083): the cards and sections are static HTML, each carrying what
 * it is filtered by; a choice hides those outside it (the hidden attribute) and announces the count.
 */
export function TourFilter({ kind, label, options, target, result }: TourFilterProps) {
  const [chosen, setChosen] = useState(options[0] ?? '');
  const [announced, setAnnounced] = useState(result);
  const choose = (option: string) => {
    setChosen(option);
    const container = document.getElementById(target);
    if (!container) return;
    const selector = kind === 'category' ? `[${CARD_CATEGORY_ATTRIBUTE}]` : `[${DESTINATION_SECTION_ATTRIBUTE}]`;
    setAnnounced(showChoice(kind, [...container.querySelectorAll<HTMLElement>(selector)], option));
  };
  return <FilterRow label={label} options={options} chosen={chosen} onChoose={choose} result={announced} />;
}
