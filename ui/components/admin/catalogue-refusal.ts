import { CatalogueApiError } from '../../../domain/catalogue/catalogue-admin-api.js';

/** A refusal's words for the operator; anything else as it came. Shared by the Catalogue view and its panels. */
export function refusalText(error: unknown): string {
  if (error instanceof CatalogueApiError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
