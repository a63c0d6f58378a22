import { costaRicaTimeOf } from '../catalogue/costa-rica-time.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * Issue 37 point 3: a development's planned delivery, as /real-estate says it on `today` (read in Costa Rica time, the
 * site's own). A month gone by is never shown as if it were still ahead: the line says it is past and whom to ask,
 * and `past` lets the page mark it. `deliveryBy` is the record's month, YYYY-MM.
 */
export function deliveryLine(deliveryBy: string, today: Date): { text: string; past: boolean } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(deliveryBy);
  if (!match) throw new Error(`deliveryLine needs a YYYY-MM month, got "${deliveryBy}"`);
  const month = `${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
  const past = deliveryBy < costaRicaTimeOf(today).slice(0, 7);
  return past ? { text: `Delivery was planned for ${month}, a date now past: ask the broker for the current one`, past } : { text: `Delivery planned for ${month}`, past };
}
