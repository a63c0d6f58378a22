import { describe, expect, it } from 'vitest';
import { CatalogueItemNotFoundError, UnknownCollectionError, UnpublishableChangeError } from '../../domain/catalogue/catalogue-editing-errors.js';
import { StalePublicationError } from '../../domain/publishing/publication-store.js';
import { errorOf, failureOf } from './publishing-worker.js';

/** What the server's thread gets of an error thrown in the publishing worker: its failure, through a message (structured clone). */
const across = (error: unknown) => errorOf(structuredClone(failureOf(error)));

describe("a publish's failure, from the publishing worker to the server's thread (docs/decisions/143)", () => {
  it('is the same refusal: class, message and problems, so the admin API answers as before', () => {
    const thrown = new UnpublishableChangeError([{ field: 'tours/arenal-hike.destination', message: 'names destinations/arenal, which the site does not show' }]);
    const error = across(thrown);
    expect(error).toBeInstanceOf(UnpublishableChangeError);
    expect(error.message).toBe(thrown.message);
    expect((error as UnpublishableChangeError).problems).toEqual(thrown.problems);
    expect(error.name).toBe('UnpublishableChangeError');
  });

  it('keeps each error callers tell apart', () => {
    expect(across(new CatalogueItemNotFoundError('The catalogue has no record tours/x.'))).toBeInstanceOf(CatalogueItemNotFoundError);
    const unknown = across(new UnknownCollectionError('boats', ['tours', 'hotels']));
    expect(unknown).toBeInstanceOf(UnknownCollectionError);
    expect((unknown as UnknownCollectionError).collection).toBe('boats');
    const stale = across(new StalePublicationError(3, { generation: 4, publishedAt: '2026-11-28T12:00:00.000Z', buildId: 'b' }));
    expect(stale).toBeInstanceOf(StalePublicationError);
    expect((stale as StalePublicationError).current).toEqual({ generation: 4, publishedAt: '2026-11-28T12:00:00.000Z', buildId: 'b' });
  });

  it("names the worker and keeps the worker's stack for any other failure", () => {
    const thrown = new TypeError('database is locked');
    const error = across(thrown);
    expect(error).not.toBeInstanceOf(TypeError);
    expect(error.message).toBe('The publishing worker failed: database is locked');
    expect(error.stack).toContain(`In the worker: ${thrown.stack!}`);
  });

  it('carries what was thrown when it is not an Error', () => {
    expect(across('gone').message).toBe('The publishing worker failed: gone');
  });
});
