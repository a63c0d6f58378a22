/*
 * The admin page's views, and the address of each (issue 40 point 5: the Links report links to the record's editor;
 * issue 38: the Catalogue view). One page, /admin, client-only: the view and the record it opens are in the query.
 */

export const ADMIN_VIEWS = ['photos', 'clicks', 'catalogue', 'inbox', 'links'] as const;

export type AdminView = (typeof ADMIN_VIEWS)[number];

/** What an admin address asks for: a view, and in the Catalogue view a record to open. */
export interface AdminViewAddress {
  readonly view: AdminView;
  readonly record?: { readonly collection: string; readonly id: string };
}

/** The address of a view, or of a record in the Catalogue view. */
export function adminViewPath(address: AdminViewAddress): string {
  const query = new URLSearchParams({ view: address.view, ...(address.record ? { collection: address.record.collection, id: address.record.id } : {}) });
  return `/admin?${query.toString()}`;
}

/** The view an address's query asks for ('?view=catalogue&collection=tours&id=…'); the tour photos when it names none it knows. */
export function adminViewOf(search: string): AdminViewAddress {
  const query = new URLSearchParams(search);
  const view = ADMIN_VIEWS.find((known) => known === query.get('view')) ?? 'photos';
  const collection = query.get('collection');
  const id = query.get('id');
  return view === 'catalogue' && collection && id ? { view, record: { collection, id } } : { view };
}
