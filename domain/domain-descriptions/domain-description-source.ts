/**
 * The domain descriptions as comma-separated text (docs/product.md §3 "Domain description row": first column
 * domain, second description, a header line; docs/architecture.md §1 `DomainDescriptionSource`).
 */
export interface DomainDescriptionSource {
  csv(): Promise<string>;
}
