import { describe, expect, it } from 'vitest';
import { batchFailureMessage } from './batch-failure-message.js';

describe('what the batch panel says of a tour whose photo was not saved (docs/product.md §8)', () => {
  it('names the tour and says whether the photo was sent or only not saved', () => {
    expect(batchFailureMessage({ tourId: 7, step: 'save' }, 'Corcovado Jungle Trek')).toBe(
      'Tour 7 (Corcovado Jungle Trek): the photo was uploaded but could not be saved. Please try again.',
    );
    expect(batchFailureMessage({ tourId: 2, step: 'send' }, 'Tortuguero Canals')).toBe('Tour 2 (Tortuguero Canals): the photo could not be uploaded. Please try again.');
    expect(batchFailureMessage({ tourId: 3, step: 'upload-url' }, 'Rio Celeste')).toBe('Tour 3 (Rio Celeste): the photo could not be uploaded. Please try again.');
  });
});
