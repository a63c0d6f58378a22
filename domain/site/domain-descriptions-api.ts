/**
 * What the browser needs from the server about the domain descriptions (docs/product.md §7 GET
 * /api/domain-descriptions): the comma-separated text, read by parseDomainDescriptions. A file that
 * cannot be loaded rejects with a DataLoadError (domain/data-loading).
 */
export interface DomainDescriptionsApi {
  csv(): Promise<string>;
}
