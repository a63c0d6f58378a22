/**
 * docs/product.md §2: the shopping pages carry an affiliate disclosure. Its first sentence is the
 * statement the retail affiliate programme requires, word for word.
 */
export function retailDisclosure(retailerName: string): string {
  return `As an ${retailerName} Associate we earn from qualifying purchases.`;
}
