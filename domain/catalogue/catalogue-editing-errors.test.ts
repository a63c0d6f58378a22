import { describe, expect, it } from 'vitest';
import {
  CatalogueItemNotFoundError,
  CatalogueRecordInUseError,
  InvalidCatalogueRecordError,
  InvalidCatalogueRequestError,
  ScheduledChangeNotPendingError,
  UnknownCollectionError,
  UnpublishableChangeError,
} from './catalogue-editing-errors.js';

const HIKE = { collection: 'tours', id: 'arenal-volcano-hike' };
const twoProblems = [
  { field: 'price', message: 'price must be a positive number of US dollars, got -5' },
  { field: 'rating', message: 'rating must be a rating from 1 to 5, got 9' },
];

describe('the catalogue editor\'s refusals (docs/decisions/103)', () => {
  it('are named, as the log and the error filter show them', () => {
    expect(
      [
        new UnknownCollectionError('boats', ['tours']),
        new CatalogueItemNotFoundError('none'),
        new InvalidCatalogueRequestError('bad'),
        new InvalidCatalogueRecordError(HIKE, twoProblems),
        new CatalogueRecordInUseError(HIKE, []),
        new UnpublishableChangeError(twoProblems),
        new ScheduledChangeNotPendingError('done'),
      ].map((error) => error.name),
    ).toEqual([
      'UnknownCollectionError',
      'CatalogueItemNotFoundError',
      'InvalidCatalogueRequestError',
      'InvalidCatalogueRecordError',
      'CatalogueRecordInUseError',
      'UnpublishableChangeError',
      'ScheduledChangeNotPendingError',
    ]);
  });

  it('tell every problem of a record, and of a publication with its field', () => {
    expect(new InvalidCatalogueRecordError(HIKE, twoProblems).message).toBe(
      'tours/arenal-volcano-hike was not stored: price must be a positive number of US dollars, got -5; rating must be a rating from 1 to 5, got 9',
    );
    expect(new UnpublishableChangeError(twoProblems).message).toBe(
      'Nothing was published: the public catalogue would not hold together (price: price must be a positive number of US dollars, got -5; rating: rating must be a rating from 1 to 5, got 9). Publish the records these name with it.',
    );
  });
});
