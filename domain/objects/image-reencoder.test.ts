import { describe, expect, it } from 'vitest';
import { PassThroughImageReencoder } from '../../adapters/memory/pass-through-image-reencoder.js';
import { UnreadableImageError } from './image-reencoder.js';

describe('UnreadableImageError', () => {
  it('is what a reencoder throws for bytes it cannot read as the named format', async () => {
    const error = await new PassThroughImageReencoder().reencode(new TextEncoder().encode('text'), 'png').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnreadableImageError);
    expect((error as Error).name).toBe('UnreadableImageError');
  });
});
