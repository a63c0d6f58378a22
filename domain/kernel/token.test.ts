import { describe, expect, it } from 'vitest';
import { token } from './token.js';

describe('port tokens', () => {
  it('are the same symbol for the same port name, whoever asks', () => {
    expect(token('TourImageRepository')).toBe(token('TourImageRepository'));
    expect(token('TourImageRepository')).not.toBe(token('TourImagesApi'));
    expect(typeof token('Anything')).toBe('symbol');
  });
});
