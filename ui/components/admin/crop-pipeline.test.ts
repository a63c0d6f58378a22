import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeUpright } from './crop-pipeline.js';

/** A stand-in for the browser's ImageBitmap: like the real one, it reads 0 by 0 once closed. */
class FakeBitmap {
  constructor(
    public width: number,
    public height: number,
  ) {}
  close() {
    this.width = 0;
    this.height = 0;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('decodeUpright (docs/decisions/060)', () => {
  it('reports the scale of the shrunk copy, read before the full-size bitmap is closed', async () => {
    vi.stubGlobal('createImageBitmap', async (source: unknown, options?: { resizeWidth?: number; resizeHeight?: number }) =>
      source instanceof FakeBitmap ? new FakeBitmap(options!.resizeWidth!, options!.resizeHeight!) : new FakeBitmap(2400, 1600),
    );
    const copy = await decodeUpright(new Blob(['photo']), 1280 / 2400);
    expect(copy.image.width).toBe(1280);
    expect(copy.scale).toBeCloseTo(1280 / 2400, 6);
  });

  it('keeps the photo as decoded when no shrinking is asked', async () => {
    vi.stubGlobal('createImageBitmap', async () => new FakeBitmap(800, 500));
    const copy = await decodeUpright(new Blob(['photo']), 1);
    expect(copy.scale).toBe(1);
  });
});
