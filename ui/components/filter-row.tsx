import { visuallyHidden } from '../styles/layout.css.js';
import * as css from './filter-row.css.js';
import { FILTER_CHOICE_ATTRIBUTE } from './tour-card-slots.js';

/**
 * How the row's options work without scripts (docs/decisions/112, 131): links to what each shows (/tours: each goes to
 * its section, the first, the whole list, to the row's own id), or radio buttons of one name (the category rows: the
 * browser checks one and tells screen readers, and the page's CSS shows its cards alone).
 */
export type FilterRowOptions = { readonly anchors: readonly string[] } | { readonly radioName: string };

interface FilterRowProps {
  /** What the options choose between, e.g. "Filter tours by destination". */
  label: string;
  options: readonly string[];
  chosen: string;
  onChoose: (option: string) => void;
  /** What the choice shows, said politely to screen readers when it changes ("4 tours in Arenal", domain/tours/tour-filters.ts). */
  result: string;
  as: FilterRowOptions;
}

/**
 * A row of options, one chosen at a time (docs/product.md §2 filter rows): links, the chosen one marked current, or
 * radio buttons drawn as the same chips. With scripts, a choice filters in place and its count is announced.
 */
export function FilterRow({ label, options, chosen, onChoose, result, as }: FilterRowProps) {
  return (
    <>
      {'radioName' in as ? (
        <div role="radiogroup" aria-label={label} className={css.row}>
          {options.map((option, index) => (
            <label key={option} className={`${css.option} ${css.radioOption}`}>
              <input
                type="radio"
                name={as.radioName}
                value={option}
                className={css.radio}
                checked={option === chosen}
                onChange={() => onChoose(option)}
                {...{ [FILTER_CHOICE_ATTRIBUTE]: index }}
              />
              {option}
            </label>
          ))}
        </div>
      ) : (
        <div role="group" aria-label={label} className={css.row} id={as.anchors[0]}>
          {options.map((option, index) => (
            <a
              key={option}
              href={`#${as.anchors[index] ?? ''}`}
              className={css.option}
              {...{ [FILTER_CHOICE_ATTRIBUTE]: index }}
              aria-current={option === chosen ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onChoose(option);
              }}
            >
              {option}
            </a>
          ))}
        </div>
      )}
      {/* In the page from the start, so a change of its text is announced (a region added with its text is not). */}
      <p role="status" className={visuallyHidden}>
        {result}
      </p>
    </>
  );
}
