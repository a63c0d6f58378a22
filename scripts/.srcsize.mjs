import { readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { decode } from '@jridgewell/sourcemap-codec';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const lines = code.split('\n');
const decoded = decode(map.mappings);
const bytes = new Map();
decoded.forEach((segs, li) => {
  const line = lines[li] ?? '';
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i]; const end = i + 1 < segs.length ? segs[i + 1][0] : line.length;
    const src = s.length > 1 ? map.sources[s[1]] : '(none)';
    bytes.set(src, (bytes.get(src) ?? 0) + (end - s[0]));
  }
});
const rows = [...bytes].sort((a, b) => b[1] - a[1]);
let total = 0; for (const [, n] of rows) total += n;
console.log('total minified bytes', total, 'file', code.length);
for (const [s, n] of rows.slice(0, Number(process.argv[3] ?? 40))) console.log(String(n).padStart(7), s.replace('../../../', ''));
