import { describe, expect, it } from 'vitest';
import { adminViewOf, adminViewPath } from './admin-view-address.js';

describe('the admin page\'s view addresses', () => {
  it('names a view, and in the Catalogue view the record to open', () => {
    expect(adminViewPath({ view: 'links' })).toBe('/admin?view=links');
    expect(adminViewPath({ view: 'catalogue', record: { collection: 'products', id: 'a b' } })).toBe('/admin?view=catalogue&collection=products&id=a+b');
  });

  it('reads back what it wrote', () => {
    expect(adminViewOf('?view=catalogue&collection=products&id=a+b')).toEqual({ view: 'catalogue', record: { collection: 'products', id: 'a b' } });
    expect(adminViewOf('?view=inbox')).toEqual({ view: 'inbox' });
    expect(adminViewOf('view=clicks')).toEqual({ view: 'clicks' });
  });

  it('opens the tour photos for no view or one it does not know, and a record only with both its collection and id', () => {
    expect(adminViewOf('')).toEqual({ view: 'photos' });
    expect(adminViewOf('?view=secret')).toEqual({ view: 'photos' });
    expect(adminViewOf('?view=catalogue&collection=tours')).toEqual({ view: 'catalogue' });
    expect(adminViewOf('?view=catalogue&id=arenal')).toEqual({ view: 'catalogue' });
    expect(adminViewOf('?view=links&collection=tours&id=arenal')).toEqual({ view: 'links' });
  });
});
