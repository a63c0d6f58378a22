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
  /**
   * The id each option shows, when the row is links (/tours, docs/decisions/112): without scripts each goes to its
   * section, which the page's CSS shows alone; with them, a choice filters in place as the buttons do. The first
   * (the whole list) is the row's own id.
   */
  anchors?: readonly string[] | undefined;
}

/**
 * A row of toggle buttons, one pressed at a time (docs/product.md §2 filter rows), or of links to what each shows, the
 * chosen one marked current.
 */
export function FilterRow({ label, options, chosen, onChoose, result, anchors }: FilterRowProps) {
  return (
    <>
      <div role="group" aria-label={label} className={css.row} id={anchors?.[0]}>
        {options.map((option, index) =>
          anchors ? (
            <a
              key={option}
              href={`#${anchors[index] ?? ''}`}
              className={css.option}
              aria-current={option === chosen ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onChoose(option);
              }}
            >
              {option}
            </a>
          ) : (
            <button key={option} type="button" className={css.option} aria-pressed={option === chosen} onClick={() => onChoose(option)}>
              {option}
            </button>
          ),
        )}
      </div>
      {/* In the page from the start, so a change of its text is announced (a region added with its text is not). */}
      <p role="status" className={visuallyHidden}>
        {result}
      </p>
    </>
  );
}
