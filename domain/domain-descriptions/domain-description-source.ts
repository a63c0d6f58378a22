/**
 * The domain descriptions as comma-separated text (SPEC §3 "Domain description row": first column
 * domain, second description, a header line; DESIGN §1 `DomainDescriptionSource`).
 */
export interface DomainDescriptionSource {
  csv(): Promise<string>;
}
