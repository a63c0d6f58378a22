import { describe, expect, it } from 'vitest';
import { TourPhotoUploadFailed } from './tour-photo-uploads.js';

describe('TourPhotoUploadFailed', () => {
  it('names the step, and the detail when there is one', () => {
    expect(new TourPhotoUploadFailed('save', '404').message).toBe('The tour photo upload failed at step "save": 404');
    expect(new TourPhotoUploadFailed('send').message).toBe('The tour photo upload failed at step "send"');
    expect(new TourPhotoUploadFailed('send').name).toBe('TourPhotoUploadFailed');
  });
});
