/**
 * The environment variables the server's configuration reads, taken from the text of server/config.ts, so the
 * deployment files (compose.yaml, the Dockerfile) can be checked against them without starting anything.
 *
 * A variable name is written there as a quoted literal (`value(env, 'DATA_DIR')`), a property read
 * (`env.ADMIN_PASSWORD`) or, in a schema of settings, as an object key (`PORT: …`): all three are collected.
 * Names of module constants (`PROJECT_ROOT`, `S3_VARIABLES`) are declared with `const`/`export const` and left out.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CONFIG_SOURCE = fileURLToPath(new URL('../../server/config.ts', import.meta.url));

const NAME = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*';

export function configVariableNames(source: string = readFileSync(CONFIG_SOURCE, 'utf8')): Set<string> {
  const constants = new Set([...source.matchAll(new RegExp(`\\bconst\\s+(${NAME})\\b`, 'g'))].map((match) => match[1]));
  const patterns = [
    new RegExp(`['"\`](${NAME})['"\`]`, 'g'),
    new RegExp(`\\benv\\??\\.(${NAME})\\b`, 'g'),
    new RegExp(`^\\s*(${NAME})\\s*:`, 'gm'),
  ];
  const names = new Set<string>();
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const name = match[1]!;
      if (!constants.has(name)) names.add(name);
    }
  }
  return names;
}
