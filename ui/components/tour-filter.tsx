import { useEffect, useState } from 'react';
import { FilterRow, type FilterRowOptions } from './filter-row.js';
import { CARD_CATEGORY_ATTRIBUTE, DESTINATION_SECTION_ATTRIBUTE, FILTERED_BY_SCRIPT_ATTRIBUTE } from './tour-card-slots.js';
import { showChoice, type TourFilterKind } from './tour-filter-choice.js';

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
  /** How the row works without scripts: links to anchors (/tours, docs/decisions/112) or radios (categories, 131). */
  readonly as: FilterRowOptions;
};

/**
 * A page's filter row as an island (docs/decisions/083): the cards and sections are static HTML, each carrying what
 * it is filtered by; a choice hides those outside it (the hidden attribute) and announces the count.
 */
export function TourFilter({ kind, label, options, target, result, as }: TourFilterProps) {
  const [chosen, setChosen] = useState(options[0] ?? '');
  const [announced, setAnnounced] = useState(result);
  const choose = (option: string) => {
    setChosen(option);
    const container = document.getElementById(target);
    if (!container) return;
    container.setAttribute(FILTERED_BY_SCRIPT_ATTRIBUTE, '');
    const selector = kind === 'category' ? `[${CARD_CATEGORY_ATTRIBUTE}]` : `[${DESTINATION_SECTION_ATTRIBUTE}]`;
    setAnnounced(showChoice(kind, [...container.querySelectorAll<HTMLElement>(selector)], option));
  };
  // A page opened at one of the row's addresses (a shared /tours#arenal, or a link followed before the island
  // arrived), or a radio checked before it arrived (hydration keeps the browser's check), shows that choice, now
  // said by the row and its status too.
  useEffect(() => {
    const named =
      'anchors' in as
        ? as.anchors.indexOf(decodeURIComponent(window.location.hash.slice(1)))
        : options.indexOf(document.querySelector<HTMLInputElement>(`input[name="${as.radioName}"]:checked`)?.value ?? '');
    if (named > 0) choose(options[named]!);
    // Once, when the island starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <FilterRow label={label} options={options} chosen={chosen} onChoose={choose} result={announced} as={as} />;
}
