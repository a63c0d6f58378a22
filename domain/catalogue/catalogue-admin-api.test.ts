import { describe, expect, it } from 'vitest';
import { CatalogueApiError } from './catalogue-admin-api.js';

describe('a refusal of the catalogue\'s admin API', () => {
  it('carries its status and message, and no field problems, current record or users unless given', () => {
    const refusal = new CatalogueApiError(404, 'No such record');
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).toMatchObject({ name: 'CatalogueApiError', status: 404, message: 'No such record', errors: [], usedBy: [] });
    expect(refusal.current).toBeUndefined();
  });

  it('carries each field\'s problem and what uses the record when the server names them', () => {
    const refusal = new CatalogueApiError(409, 'Used elsewhere', [{ field: 'price', message: 'must be positive' }], undefined, [{ collection: 'pages', id: 'home', field: 'listing' }]);
    expect(refusal.errors).toEqual([{ field: 'price', message: 'must be positive' }]);
    expect(refusal.usedBy).toEqual([{ collection: 'pages', id: 'home', field: 'listing' }]);
  });
});
