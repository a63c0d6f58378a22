/**
 * Where home's domain description stands, written on its line for the page's CSS (docs/decisions/132): 'reading' while
 * the island reads the file (its room kept, docs/decisions/049), 'read' once it has answered, with a description or
 * none (an empty line then takes no room).
 */
export const DOMAIN_DESCRIPTION_STATE = 'data-description-state';
