/**
 * Per-scenario state for the @domain rule steps, kept beside the world rather than on it
 * (features/support/world.ts is shared by every level). Cucumber makes a new world for each
 * scenario, so a slot keyed by the world starts fresh in every scenario.
 */
export function scenarioSlot<T>(fresh: () => T): (world: object) => T {
  const slots = new WeakMap<object, T>();
  return (world) => {
    if (!slots.has(world)) slots.set(world, fresh());
    return slots.get(world) as T;
  };
}

/** Splits a readable list ("Zipline, Nature Walk") into its items; "(none)" or blank is empty. */
export function listFrom(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '(none)') return [];
  return trimmed.split(',').map((item) => item.trim());
}
