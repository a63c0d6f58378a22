/**
 * `npm run precompress` (a step of `npm run build`, after the prerender): writes a Brotli (`.br`) and a
 * gzip (`.gz`) copy beside every HTML, JS, CSS, JSON, SVG, CSV, XML and text file of dist/client, at
 * the best settings of each, once, so the server never compresses a page or an asset per request
 * (server/ui-hosting/ui-hosting.ts, docs/decisions/047). A copy that would not be smaller is not written
 * (the server then sends the file as it is), and an old copy of it is removed.
 *
 * The gzip copies come from Zopfli (@gfx/zopfli, Google's compressor built to WebAssembly): plain gzip that
 * every browser reads, about 3 % smaller than zlib's best level (React's chunk: 66.0 kB → 63.8 kB), for some
 * seconds of build. A phone that asks for gzip gets the smaller file; the server's own per-request compression
 * of changing answers stays zlib (docs/decisions/083).
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipAsync } from '@gfx/zopfli';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compress } from '../server/http/encoded-body.js';
import { PRECOMPRESSED_EXTENSIONS, PRECOMPRESSED_SUFFIXES } from '../server/ui-hosting/precompressed-suffixes.js';

// The build's client folder, or another one given as the first argument.
const clientDir = process.argv[2] ?? fileURLToPath(new URL('../dist/client', import.meta.url));

const ZOPFLI_EXTENSIONS = new Set(['.html', '.js', '.css']);

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (entry.isFile() && PRECOMPRESSED_EXTENSIONS.includes(extname(entry.name).toLowerCase())) yield path;
  }
}

const started = performance.now();
let files = 0;
let original = 0;
const written = { br: 0, gzip: 0 };
for (const file of textFiles(clientDir)) {
  const body = readFileSync(file);
  const copies = compress(body);
  // Zopfli where a page waits for the file (its HTML, scripts and stylesheet); one iteration is within 0.1 % of
  // fifteen. Pictures and data keep zlib's copy: Zopfli's seconds buy them little.
  if (ZOPFLI_EXTENSIONS.has(extname(file).toLowerCase())) copies.gzip = Buffer.from(await gzipAsync(body, { numiterations: 1 }));
  files += 1;
  original += body.length;
  for (const { coding, extension } of PRECOMPRESSED_SUFFIXES) {
    const copy = copies[coding];
    if (copy.length < body.length) {
      writeFileSync(file + extension, copy);
      written[coding] += copy.length;
    } else {
      rmSync(file + extension, { force: true });
      written[coding] += body.length;
    }
  }
}
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
console.log(
  `precompressed ${files} files of dist/client (${kB(original)}): Brotli ${kB(written.br)}, gzip ${kB(written.gzip)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
