/** SQLite's primary result codes that storage gives (sqlite.org/rescode.html), by number. */
const SQLITE_CODES: Readonly<Record<number, string>> = {
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  7: 'SQLITE_NOMEM',
  8: 'SQLITE_READONLY',
  10: 'SQLITE_IOERR',
  11: 'SQLITE_CORRUPT',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
  26: 'SQLITE_NOTADB',
};

/**
 * One line naming what went wrong, for the operator's log (docs/decisions/056, 093): the error's message with its code
 * (SQLITE_FULL for node:sqlite's errcode 13, ENOSPC, PostgreSQL's SQLSTATE such as 53100 for a full disk), then its
 * cause's, so a refusal the domain wrapped still shows the storage that refused. No stack.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = codeOf(error);
  const own = code === undefined || error.message.includes(code) ? error.message : `${error.message} (${code})`;
  return error.cause === undefined ? own : `${own} (cause: ${describeError(error.cause)})`;
}

function codeOf(error: Error): string | undefined {
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  // node:sqlite's code is always ERR_SQLITE_ERROR; the result code (extended codes keep the primary in the low byte) says what happened.
  if (typeof errcode === 'number') return SQLITE_CODES[errcode & 0xff] ?? `SQLite result code ${errcode}`;
  return typeof code === 'string' ? code : undefined;
}
