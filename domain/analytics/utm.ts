/** docs/product.md §7: the campaign fields read from the address. */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

export type UtmField = (typeof UTM_FIELDS)[number];
export type UtmFields = Partial<Record<UtmField, string>>;

/** The UTM fields present (and not blank) in a URL or a query string. */
export function utmFrom(urlOrSearch: string): UtmFields {
  // Everything after the first '?' (indexOf gives -1 without one, so the whole text is the query).
  const query = urlOrSearch.slice(urlOrSearch.indexOf('?') + 1);
  const params = new URLSearchParams(query.split('#')[0]);
  const fields: UtmFields = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) fields[field] = value;
  }
  return fields;
}
