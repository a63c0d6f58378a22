import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeOgImage } from './og-images.js';

// docs/decisions/007-designed-illustrations.md: social cards are built from the illustration set.
describe('writeOgImage', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'og-images-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a 1200 × 630 PNG, even for a long title with XML characters', async () => {
    const target = join(dir, 'cards', 'arenal.png');
    await writeOgImage({
      title: 'Arenal Volcano Hike & Hot Springs <Full Day> from La Fortuna, with a Traditional Costa Rican Dinner',
      subtitle: 'Lava fields, rainforest trails and thermal pools',
      illustration: 'volcano',
      target,
    });
    const metadata = await sharp(target).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
  });

  it('refuses an illustration kind that is not in the set', async () => {
    await expect(writeOgImage({ title: 'T', subtitle: '', illustration: '../secrets', target: join(dir, 'x.png') })).rejects.toThrow(/unknown illustration/);
  });
});
