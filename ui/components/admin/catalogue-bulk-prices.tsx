import { useRef, useState } from 'react';
import { CatalogueApiError } from '../../../domain/catalogue/catalogue-admin-api.js';
import type { EditedRecord } from '../../../domain/catalogue/catalogue-editor.js';
import { recordTitleOf } from '../../../domain/catalogue/catalogue-table.js';
import { PRICE_CHANGES_BY, type PriceChangeBy } from '../../../domain/catalogue/catalogue-price-changes.js';
import { priceChangeText, priceChangeValueOf, pricePreview } from '../../../domain/catalogue/price-change.js';
import { CatalogueAdminApiToken } from '../../../domain/tokens.js';
import { useService } from '../../services.js';
import { button } from '../button.js';
import { control } from '../control.css.js';
import { refusalText } from './catalogue-refusal.js';
import * as css from './catalogue-view.css.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Issue 38 point 8: the selected tours' or products' prices changed by an amount or a percentage, previewed line by line
 * (domain/catalogue/price-change.ts), then saved as drafts in one change set that one Restore undoes.
 */
export function BulkPrices({ token, collection, records, onClose, onDone }: { token: string; collection: string; records: readonly EditedRecord[]; onClose: () => void; onDone: (text: string, changeSet: number) => void }) {
  const api = useService(CatalogueAdminApiToken);
  const [by, setBy] = useState<PriceChangeBy>('percent');
  const [typed, setTyped] = useState('5');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const value = priceChangeValueOf(typed);
  const priced = records.flatMap((record) => {
    const data = record.data as { price?: unknown; originalPrice?: unknown };
    return typeof data.price === 'number' ? [{ id: record.id, title: recordTitleOf(record.id, record.data), price: data.price, ...(typeof data.originalPrice === 'number' ? { originalPrice: data.originalPrice } : {}) }] : [];
  });
  const lines = value === undefined ? [] : pricePreview(priced, { by, value });
  const refused = lines.some((line) => line.problem !== undefined);

  const apply = async () => {
    if (value === undefined) return;
    setProblem(undefined);
    try {
      const answer = await api.changePrices(token, records.map((record) => ({ collection, id: record.id, version: record.version })), { by, value });
      onDone(`Prices ${priceChangeText({ by, value })} saved as drafts for ${answer.records.length} ${collection} (change set ${answer.changeSet}). Review and publish to show them.`, answer.changeSet);
    } catch (error) {
      setProblem(error instanceof CatalogueApiError && error.status === 409 ? 'A selected record was changed meanwhile: nothing was changed. Reload the table and try again.' : refusalText(error));
    }
  };

  return (
    <section className={css.panel} aria-labelledby="bulk-title" role="dialog" aria-modal="false">
      <h3 id="bulk-title" ref={heading} tabIndex={-1} className={css.subtitle}>
        Change the prices of {records.length} {collection}
      </h3>
      <div className={css.row}>
        <label className={css.label}>
          Change by
          <select className={control({ size: 'compact' })} value={by} onChange={(event) => setBy(event.target.value as PriceChangeBy)}>
            {PRICE_CHANGES_BY.map((kind) => (
              <option key={kind} value={kind}>
                {kind === 'percent' ? 'Percent (%)' : 'Amount (USD)'}
              </option>
            ))}
          </select>
        </label>
        <label className={css.label}>
          {by === 'percent' ? 'Percent, negative to lower' : 'US dollars, negative to lower'}
          <input className={control({ size: 'compact' })} inputMode="decimal" value={typed} onChange={(event) => setTyped(event.target.value)} aria-invalid={value === undefined || undefined} aria-describedby="bulk-value-error" />
        </label>
      </div>
      <p id="bulk-value-error" className={css.fieldError}>
        {value === undefined ? 'Type a number, such as 5 or -2.5.' : ''}
      </p>
      {lines.length > 0 && (
        <div className={css.tableScroll}>
          <table className={css.table}>
            <caption className={css.caption}>Preview: {priceChangeText({ by, value: value! })}</caption>
            <thead>
              <tr>
                <th scope="col" className={css.cell}>Record</th>
                <th scope="col" className={css.number}>Now</th>
                <th scope="col" className={css.number}>New</th>
                <th scope="col" className={css.cell}>Problem</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row" className={css.cell}>{line.title}</th>
                  <td className={css.number}>{usd.format(line.before)}</td>
                  <td className={css.number}>{usd.format(line.after)}</td>
                  <td className={line.problem ? css.fieldError : css.cell}>{line.problem ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {problem && (
        <p className={css.error} role="alert">
          {problem}
        </p>
      )}
      <div className={css.row}>
        <button type="button" className={button()} disabled={value === undefined || refused || lines.length === 0} onClick={() => void apply()}>
          Save {lines.length} new {lines.length === 1 ? 'price' : 'prices'} as drafts
        </button>
        <button type="button" className={button({ variant: 'secondary' })} onClick={onClose}>
          Cancel
        </button>
      </div>
    </section>
  );
}
