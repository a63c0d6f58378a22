/**
 * Port: the domain descriptions as comma-separated text (docs/product.md §3 "Domain description row": a
 * header line, then the domain in the first column and its description in the second), read by
 * parseDomainDescriptions (parse-domain-descriptions.ts). The one port of both sides: the server reads the operator's file
 * (filesystem adapter), the browser asks the server for it (GET /api/domain-descriptions, HTTP adapter).
 * A text that cannot be read rejects; over HTTP with a DataLoadError (domain/data-loading).
 */
export interface DomainDescriptionSource {
  csv(): Promise<string>;
}
