import { longUsDate } from '../kernel/long-us-date.js';

/**
 * Price honesty on the shopping pages: the catalogue's prices are static typical prices, not read
 * live from the retailer, so each page says so, gives the day they were noted, and that the
 * retailer's own price applies (the retail affiliate programme's price disclaimer). `checkedOn` is
 * that day, YYYY-MM-DD.
 */
export function retailPriceNote(checkedOn: string, retailerName: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(checkedOn);
  if (!match) throw new Error(`retailPriceNote needs a YYYY-MM-DD date, got "${checkedOn}"`);
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const date = longUsDate(day);
  return `Typical prices as of ${date}, not live: prices and availability change, and the price shown on ${retailerName} at the time of purchase applies.`;
}
