// The shapes of what a click report names, apart from the catalogue (./link-catalogue.ts), so the browser's click
// transport (./click-transport.ts) carries no catalogue code.

/** A link id: a kind, a colon, and the catalogue's own id (lower-case words joined by hyphens). */
export const LINK_ID_PATTERN = /^[a-z]+(?:-[a-z]+)*:[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A page of the site: a path of lower-case words, at most 100 characters. */
export const PAGE_PATH_PATTERN = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;
