/**
 * The photographer's credit (docs/decisions/030-feed-text.md). The adapters list the candidates in
 * order: `media:credit` (role "photographer" first), then `dc:creator`, then `author` (RSS, Atom,
 * JSON Feed). RSS's `author` is an e-mail address with the name in brackets, Flickr's
 * `nobody@flickr.com ("Ana Mora")`: only the name is shown, and a bare address never is.
 */

/** The quoting styles feeds use around a name: straight, curly (English), guillemets (Spanish, French), low-high (German). */
const QUOTES: readonly (readonly [string, string])[] = [
  ['"', '"'],
  ["'", "'"],
  ['“', '”'],
  ['‘', '’'],
  ['«', '»'],
  ['„', '“'],
];

export function creditName(value: string): string {
  const text = value.trim();
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  // A bracket the feed never closed runs to the end: the name is still all that is shown.
  const end = close > open ? close : text.length;
  if (open > 0 && isEmailAddress(text.slice(0, open).trim())) return unquoted(text.slice(open + 1, end).trim());
  return isEmailAddress(text) ? '' : text;
}

/** The first candidate that names someone, or ''. */
export function photographerOf(candidates: readonly string[]): string {
  for (const candidate of candidates) {
    const name = creditName(candidate);
    if (name) return name;
  }
  return '';
}

function isEmailAddress(text: string): boolean {
  const at = text.indexOf('@');
  return at > 0 && !text.includes(' ') && text.lastIndexOf('.') > at;
}

function unquoted(text: string): string {
  const pair = QUOTES.find(([open, close]) => text.length >= 2 && text.startsWith(open) && text.endsWith(close));
  return pair ? text.slice(1, -1).trim() : text;
}
