import { describe, expect, it } from 'vitest';
import { TourPhotoUploadFailed } from './tour-photo-uploads.js';

describe('TourPhotoUploadFailed', () => {
  it('names the step, and the detail when there is one', () => {
    expect(new TourPhotoUploadFailed('save', '404').message).toBe('The tour photo upload failed at step "save": 404');
    expect(new TourPhotoUploadFailed('send').message).toBe('The tour photo upload failed at step "send"');
    expect(new TourPhotoUploadFailed('send').name).toBe('TourPhotoUploadFailed');
  });

  it('reads the HTTP status the detail starts with; none for a network failure', () => {
    expect(new TourPhotoUploadFailed('upload-url', '401: {"statusCode":401}').status).toBe(401);
    expect(new TourPhotoUploadFailed('save', '503').status).toBe(503);
    expect(new TourPhotoUploadFailed('save', 'Failed to fetch').status).toBeUndefined();
    expect(new TourPhotoUploadFailed('save', '4011').status).toBeUndefined();
    expect(new TourPhotoUploadFailed('send').status).toBeUndefined();
  });
});
