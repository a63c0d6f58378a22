/** Splits a readable list ("Zipline, Nature Walk") into its items; "(none)" or blank is empty. */
export function listFrom(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '(none)') return [];
  return trimmed.split(',').map((item) => item.trim());
}
