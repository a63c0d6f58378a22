import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INLINE_SCRIPT_FILES, inlineScriptText } from '../../domain/navigation/inline-scripts.js';

/**
 * The Content-Security-Policy sources that allow the inline scripts of this build (domain/navigation/inline-scripts.ts:
 * the text the pages carry), by their hashes; none for a file the build lacks.
 */
export function headScriptSources(uiDir: string): string[] {
  return INLINE_SCRIPT_FILES.filter((file) => existsSync(join(uiDir, file))).map(
    (file) => `'sha256-${createHash('sha256').update(inlineScriptText(readFileSync(join(uiDir, file), 'utf8'))).digest('base64')}'`,
  );
}
