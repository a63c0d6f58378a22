import * as css from './filter-row.css.js';

interface FilterRowProps {
  /** What the buttons choose between, e.g. "Filter tours by destination". */
  label: string;
  options: readonly string[];
  chosen: string;
  onChoose: (option: string) => void;
}

/** A row of toggle buttons, one pressed at a time (docs/product.md §2 filter rows). */
export function FilterRow({ label, options, chosen, onChoose }: FilterRowProps) {
  return (
    <div role="group" aria-label={label} className={css.row}>
      {options.map((option) => (
        <button key={option} type="button" className={css.option} aria-pressed={option === chosen} onClick={() => onChoose(option)}>
          {option}
        </button>
      ))}
    </div>
  );
}
