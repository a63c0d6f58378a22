import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_CATALOGUE_PATH } from '../../../domain/api-paths.js';
import { changeSetLineOf } from '../../../domain/catalogue/change-set-list.js';
import { CatalogueAdminApiToken } from '../../../domain/tokens.js';
import { useService } from '../../services.js';
import { button } from '../button.js';
import * as layout from '../../styles/layout.css.js';
import { refusalText } from './catalogue-refusal.js';
import { TableHead } from './catalogue-table-head.js';
import * as css from './catalogue-view.css.js';

/**
 * Issue 38 point 8 (docs/decisions/136): every bulk price change (and restore), the newest first, each with Restore,
 * so a change set is undone at any later time, not only the session's last. A restore writes drafts and says so in
 * the view's result region, which takes the focus.
 */
export function ChangeSets({ token, onRestored }: { token: string; onRestored: (text: string) => void }) {
  const api = useService(CatalogueAdminApiToken);
  const sets = useQuery({ queryKey: [ADMIN_CATALOGUE_PATH, 'change-sets'], queryFn: () => api.changeSets(token), staleTime: 0 });
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [restoring, setRestoring] = useState<number | undefined>(undefined);
  const lines = (sets.data ?? []).map(changeSetLineOf);
  if (sets.data !== undefined && lines.length === 0) return null;

  const restore = async (changeSet: number) => {
    setProblem(undefined);
    setRestoring(changeSet);
    try {
      const answer = await api.restoreChangeSet(token, changeSet);
      onRestored(`The prices before change set ${changeSet} were restored as ${answer.records.length} new drafts. Review and publish to show them.`);
    } catch (error) {
      setProblem(`The prices were not restored: ${refusalText(error)}`);
    } finally {
      setRestoring(undefined);
    }
  };

  return (
    <section className={css.panel} aria-labelledby="change-sets-title">
      <h3 id="change-sets-title" className={css.subtitle}>
        Bulk price changes
      </h3>
      {problem && (
        <p className={css.error} role="alert">
          {problem}
        </p>
      )}
      <div className={css.tableScroll}>
        <table className={css.table}>
          <caption className={css.caption}>Newest first (Costa Rica time); Restore gives the records their prices before it, as drafts.</caption>
          <TableHead columns={['Change set', 'What']} action />
          <tbody>
            {/* Three columns, so the row fits a 390 px screen with its Restore in sight. */}
            {lines.map((line) => (
              <tr key={line.changeSet}>
                <th scope="row" className={css.cell}>
                  {line.changeSet}
                  <div className={css.muted}>{line.when}</div>
                </th>
                <td className={css.cell}>
                  <div>{line.what}</div>
                  {line.prices.map((price) => (
                    <div key={price} className={css.muted}>
                      {price}
                    </div>
                  ))}
                </td>
                <td className={css.cell}>
                  <button type="button" className={button({ variant: 'secondary' })} disabled={restoring === line.changeSet} onClick={() => void restore(line.changeSet)}>
                    Restore<span className={layout.visuallyHidden}> the prices before change set {line.changeSet}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
