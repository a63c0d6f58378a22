/**
 * What the newsletter accepts as an address: something@domain.tld with no spaces. It is the
 * browser's own email check in spirit (docs/product.md §5 "type email"); the adapters refuse
 * anything else, as a mailing-list provider would.
 */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}
