import * as layout from '../../styles/layout.css.js';
import * as css from './catalogue-view.css.js';

/** A table's column headers; the last column of buttons is named for screen readers only ('Action'). */
export function TableHead({ columns, action = false }: { columns: readonly string[]; action?: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={css.cell}>
            {column}
          </th>
        ))}
        {action && (
          <th scope="col" className={css.cell}>
            <span className={layout.visuallyHidden}>Action</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
