import { describe, expect, it } from 'vitest';
import { DataLoadError, loadErrorMessage, queryUrlFor } from './data-loading.js';

describe('default data loading (docs/product.md §7, §8)', () => {
  it('joins the query key parts with slashes', () => {
    expect(queryUrlFor(['/api/tours/images'])).toBe('/api/tours/images');
    expect(queryUrlFor(['/api', 'tours', 3, 'image'])).toBe('/api/tours/3/image');
  });

  it('puts the body after the status', () => {
    expect(loadErrorMessage(500, 'database is locked', 'Internal Server Error')).toBe('500: database is locked');
  });

  it('uses the status text when the body is empty', () => {
    expect(loadErrorMessage(404, '', 'Not Found')).toBe('404: Not Found');
  });

  it('carries the status and the message in a DataLoadError', () => {
    const error = new DataLoadError(401, '', 'Unauthorized');
    expect(error.status).toBe(401);
    expect(error.message).toBe('401: Unauthorized');
    expect(error.name).toBe('DataLoadError');
  });
});
