import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_CATALOGUE_PATH } from '../../../domain/api-paths.js';
import { pendingScheduledChanges, scheduledChangesSentence } from '../../../domain/catalogue/scheduled-changes-list.js';
import { CatalogueAdminApiToken } from '../../../domain/tokens.js';
import { useService } from '../../services.js';
import { button } from '../button.js';
import * as layout from '../../styles/layout.css.js';
import { refusalText } from './catalogue-refusal.js';
import { TableHead } from './catalogue-table-head.js';
import * as css from './catalogue-view.css.js';

export interface ScheduledChangesProps {
  readonly token: string;
  /** Opens the record a change is for (its collection chosen first). */
  readonly onOpen: (collection: string, id: string) => void;
  /** A change was cancelled: the sentence the view announces (and focuses). */
  readonly onCancelled: (text: string) => void;
}

/**
 * Issue 38 point 7 (docs/decisions/135): every change still to come, of every collection, in Costa Rica time, each with
 * Cancel. The list is the rows pendingScheduledChanges gives; a cancel is said in the view's result region, which
 * takes the focus (the row and its button are gone), as every other action of the view does (docs/decisions/120).
 */
export function ScheduledChanges({ token, onOpen, onCancelled }: ScheduledChangesProps) {
  const api = useService(CatalogueAdminApiToken);
  const changes = useQuery({ queryKey: [ADMIN_CATALOGUE_PATH, 'scheduled'], queryFn: () => api.scheduledChanges(token), staleTime: 0 });
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [cancelling, setCancelling] = useState<number | undefined>(undefined);
  const lines = pendingScheduledChanges(changes.data ?? []);

  const cancel = async (id: number, record: string) => {
    setProblem(undefined);
    setCancelling(id);
    try {
      await api.cancelScheduled(token, id);
      await changes.refetch();
      onCancelled(`Scheduled change ${id} (${record}) was cancelled.`);
    } catch (error) {
      setProblem(refusalText(error));
    } finally {
      setCancelling(undefined);
    }
  };

  return (
    <section className={css.panel} aria-labelledby="scheduled-changes-title">
      <h3 id="scheduled-changes-title" className={css.subtitle}>
        Scheduled changes
      </h3>
      <p className={css.muted}>{changes.data ? scheduledChangesSentence(lines) : 'Loading the scheduled changes…'} Times are Costa Rica time (UTC−6).</p>
      {problem && (
        <p className={css.error} role="alert">
          {problem}
        </p>
      )}
      {lines.length > 0 && (
        <div className={css.tableScroll}>
          <table className={css.table}>
            <caption className={layout.visuallyHidden}>Scheduled changes of every collection, soonest first</caption>
            <TableHead columns={['When (Costa Rica time)', 'Change']} action />
            <tbody>
              {lines.map((line) => {
                const record = `${line.collection}/${line.recordId}`;
                return (
                  <tr key={line.id}>
                    <th scope="row" className={css.cell}>
                      {line.when}
                    </th>
                    <td className={css.cell}>
                      {/* What and whose in one cell: the row fits a 390 px screen with its Cancel in sight. */}
                      <div>{line.what}</div>
                      <button type="button" className={css.linkButton} onClick={() => onOpen(line.collection, line.recordId)}>
                        {record}
                      </button>
                    </td>
                    <td className={css.cell}>
                      <button type="button" className={button({ variant: 'secondary' })} disabled={cancelling === line.id} onClick={() => void cancel(line.id, record)}>
                        Cancel<span className={layout.visuallyHidden}> the change of {record} at {line.when}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
