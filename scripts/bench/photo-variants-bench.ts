/**
 * The AVIF and WebP copies of an uploaded 12-megapixel photo (docs/decisions/048-responsive-photo-variants.md),
 * made by the server's own adapters: every copy of the domain rule alone, then together with the re-encoding of the
 * photo itself, as ImageUploader runs them. A figure only: it depends on the machine and on what else runs on it.
 */
import sharp from 'sharp';
import { SharpImageReencoder } from '../../adapters/sharp/sharp-image-reencoder.js';
import { SharpPhotoVariantEncoder } from '../../adapters/sharp/sharp-photo-variant-encoder.js';
import { variantSpecsFor } from '../../domain/images/photo-variants.js';
import type { BenchReport } from './bench-report.js';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 3;

/** A photo-like 12 MP JPEG: smooth shapes (noise enlarged 20 times) with a fine grain, as a camera gives. */
async function twelveMegapixelPhoto(): Promise<Uint8Array> {
  const shapes = await sharp({ create: { width: WIDTH / 20, height: HEIGHT / 20, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const grain = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 0, sigma: 6 } } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return new Uint8Array(await sharp(shapes).composite([{ input: grain, blend: 'add' }]).jpeg({ quality: 92 }).toBuffer());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchPhotoVariants(report: BenchReport): Promise<void> {
  const upload = await twelveMegapixelPhoto();
  const reencoder = new SharpImageReencoder();
  const encoder = new SharpPhotoVariantEncoder();
  const variantTimes: number[] = [];
  const uploadTimes: number[] = [];
  let copies: Uint8Array[] = [];
  let specs: ReturnType<typeof variantSpecsFor> = [];
  const makeCopies = async () => {
    specs = variantSpecsFor(await encoder.widthOf(upload));
    copies = await encoder.encode(upload, specs);
  };
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await makeCopies();
    variantTimes.push(performance.now() - start);
    // As ImageUploader runs them: the copies while the photo itself is re-encoded.
    const both = performance.now();
    await Promise.all([reencoder.reencode(upload, 'jpeg'), makeCopies()]);
    uploadTimes.push(performance.now() - both);
  }

  report.section(`photo copies of an uploaded ${WIDTH}×${HEIGHT} (12 MP) JPEG of ${(upload.length / 1e6).toFixed(1)} MB, median of ${RUNS} runs`);
  report.figure(`making the ${specs.length} copies (AVIF and WebP at ${[...new Set(specs.map((spec) => spec.width))].join(', ')} px)`, median(variantTimes), 'ms');
  report.figure('re-encoding the photo and making its copies, at once as an upload does', median(uploadTimes), 'ms');
  report.note(`copies: ${specs.map((spec, index) => `${spec.format} ${spec.width} px ${Math.round(copies[index]!.length / 1024)} kB`).join(', ')}`);
}
