import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Writes a small private file whole or not at all (temp file, then rename). */
export function writePrivateFile(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp-${randomBytes(6).toString('hex')}`;
  writeFileSync(temporary, text, { mode: 0o600, flush: true });
  renameSync(temporary, file);
}

/** The text of `file`, created once with `create()` when it does not exist yet. */
export function readOrCreatePrivateFile(file: string, create: () => string): { text: string; created: boolean } {
  if (existsSync(file)) return { text: readFileSync(file, 'utf8').trim(), created: false };
  const text = create();
  writePrivateFile(file, text);
  return { text, created: true };
}
