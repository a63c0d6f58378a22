// The shapes of what a click report names, apart from the catalogue (./link-catalogue.ts), so the browser's click
// transport (./click-transport.ts) carries no catalogue code.

/** A link id: a kind, a colon, and the catalogue's own id (lower-case words joined by hyphens). */
export const LINK_ID_PATTERN = /^[a-z]+(?:-[a-z]+)*:[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A page of the site: a path of lower-case words, at most 100 characters. */
export const PAGE_PATH_PATTERN = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;
/** A section of a page: lower-case words joined by hyphens, at most 40 characters. */
export const SECTION_PATTERN = /^(?=.{1,40}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** No page of the catalogue shows more links in one section. */
export const MAX_LINK_POSITION = 200;
