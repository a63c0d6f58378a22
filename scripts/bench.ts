/**
 * `npm run bench`: times the auto-enhance maths (SPEC §4) on a 12-megapixel RGBA buffer, the size
 * of a phone photo, and prints the figures. Not a test: timings vary by machine (issue 3 rule 4).
 */
import { autoEnhance, meanBrightness } from '../domain/images/auto-enhance.js';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 20;

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

console.log(`auto-enhance mean brightness on ${WIDTH}×${HEIGHT} (${megapixels} MP) RGBA, ${RUNS} runs`);
console.log(`  fastest ${times[0]!.toFixed(2)} ms, median ${median.toFixed(2)} ms, slowest ${times[RUNS - 1]!.toFixed(2)} ms`);
console.log(`  throughput ${(megapixels / (median / 1000)).toFixed(0)} MP/s at the median`);
console.log(`  mean brightness ${mean.toFixed(2)} → adjustments ${JSON.stringify(autoEnhance({ brightness: 100, contrast: 100 }, mean))}`);
