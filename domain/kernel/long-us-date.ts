const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * A day in the long US format the site writes dates in ('March 5, 2026'), read in UTC so a server's prerender and a
 * visitor's browser anywhere agree. Written out rather than through Intl: a browser's first Intl date format loads its
 * locale data, one long task on a phone for a page that shows a date (docs/decisions/086).
 */
export function longUsDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
