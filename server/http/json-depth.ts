/**
 * docs/decisions/053: no API body needs more than a few levels (the deepest, POST /api/getyourguide/images, has
 * three), while class-transformer and class-validator walk a body recursively and overflow the stack on a few
 * thousand. Bodies nested deeper than this are refused (400) before validation.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a parsed JSON value nests arrays and objects deeper than `limit` (a bare value is depth 0, `{}` and
 * `[]` are depth 1). Walks with its own stack, so a hostile value cannot overflow the call stack here either,
 * and stops at the first level too deep.
 */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}
