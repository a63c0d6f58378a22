/**
 * Auto-enhance maths (docs/product.md §4) on a 12-megapixel RGBA buffer, the size of a phone photo.
 */
import { autoEnhance, meanBrightness } from '../../domain/images/auto-enhance.js';
import type { BenchReport } from './bench-report.js';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 20;

/** The floor: one loop summing every byte of the same buffer, the least any pass over the photo can cost. */
function medianOfPlainPass(pixels: Uint8ClampedArray): number {
  const sum = () => {
    let total = 0;
    for (let i = 0; i < pixels.length; i += 1) total += pixels[i]!;
    return total;
  };
  sum(); // warm-up, as for meanBrightness
  const times: number[] = [];
  let checksum = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    checksum += sum();
    times.push(performance.now() - start);
  }
  if (checksum < 0) console.log(checksum); // keeps the sums from being optimised away
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

export async function benchAutoEnhance(report: BenchReport): Promise<void> {
  const pixels = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;

  meanBrightness(pixels); // warm-up: let the JIT compile the loop before timing it
  const times: number[] = [];
  let mean = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    mean = meanBrightness(pixels);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)]!;
  const megapixels = (WIDTH * HEIGHT) / 1e6;

  report.section(`auto-enhance mean brightness on ${WIDTH}×${HEIGHT} (${megapixels} MP) RGBA, median of ${RUNS} runs`);
  report.figure('median time', median, 'ms');
  report.figure('throughput', megapixels / (median / 1000), 'MP/s');
  // docs/decisions/046: auto enhance costs at most 3× one plain pass over the same buffer, timed in the same run.
  const plain = medianOfPlainPass(pixels);
  report.figure('auto enhance ÷ plain typed-array pass', median / plain, '×', { kind: 'max', limit: 3 }, `plain sum of the same Uint8ClampedArray ${plain.toFixed(1)} ms`);
  report.note(`mean brightness ${mean.toFixed(2)} → adjustments ${JSON.stringify(autoEnhance({ brightness: 100, contrast: 100 }, mean))}`);
  await Promise.resolve();
}
