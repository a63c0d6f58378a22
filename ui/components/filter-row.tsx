import { visuallyHidden } from '../styles/layout.css.js';
import * as css from './filter-row.css.js';

interface FilterRowProps {
  /** What the buttons choose between, e.g. "Filter tours by destination". */
  label: string;
  options: readonly string[];
  chosen: string;
  onChoose: (option: string) => void;
  /** What the choice shows, said politely to screen readers when it changes ("4 tours in Arenal", domain/tours/tour-filters.ts). */
  result: string;
}

/** A row of toggle buttons, one pressed at a time (docs/product.md §2 filter rows). */
export function FilterRow({ label, options, chosen, onChoose, result }: FilterRowProps) {
  return (
    <>
      <div role="group" aria-label={label} className={css.row}>
        {options.map((option) => (
          <button key={option} type="button" className={css.option} aria-pressed={option === chosen} onClick={() => onChoose(option)}>
            {option}
          </button>
        ))}
      </div>
      {/* In the page from the start, so a change of its text is announced (a region added with its text is not). */}
      <p role="status" className={visuallyHidden}>
        {result}
      </p>
    </>
  );
}
