/** docs/product.md §7: the campaign fields read from the address. */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

export type UtmField = (typeof UTM_FIELDS)[number];
export type UtmFields = Partial<Record<UtmField, string>>;

/**
 * The UTM fields present (and not blank) in a URL or a query string. Only the real query counts: the #fragment
 * is cut off first, so a '?' inside it (`/#top?utm_source=x`) is not mistaken for the query.
 */
export function utmFrom(urlOrSearch: string): UtmFields {
  const fragment = urlOrSearch.indexOf('#');
  const beforeFragment = fragment === -1 ? urlOrSearch : urlOrSearch.slice(0, fragment);
  // Everything after the first '?' (indexOf gives -1 without one, so the whole text is the query).
  const params = new URLSearchParams(beforeFragment.slice(beforeFragment.indexOf('?') + 1));
  const fields: UtmFields = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) fields[field] = value;
  }
  return fields;
}
