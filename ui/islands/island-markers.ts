/**
 * What an island's marker element says, written by the prerender (./island.tsx) and read by the browser's island
 * loader (./island-loader.ts): which island it is, when it hydrates, and its props as JSON (docs/decisions/083).
 * Attributes rather than an inline script: the Content Security Policy (script-src 'self') runs no inline script.
 */
export const ISLAND_ATTRIBUTE = 'data-island';
export const HYDRATE_ATTRIBUTE = 'data-hydrate';
export const PROPS_ATTRIBUTE = 'data-island-props';
/**
 * For an island that serves elements outside its marker: a CSS selector of them. A `visible` island that draws into
 * the page's static HTML (the tour-card photos) starts when the first of them comes near the window; an `interaction`
 * island (the consent banner, opened by the footer's Cookie settings button) at the first interaction with them too.
 */
export const NEAR_ATTRIBUTE = 'data-island-near';
/**
 * Set by the island loader on a marker once its island has hydrated (rendered and run its effects): what a test waits
 * for before using the island, instead of waiting for the network to go quiet (issue 41, docs/decisions/141).
 */
export const HYDRATED_ATTRIBUTE = 'data-island-hydrated';

/**
 * When an island's code loads and hydrates, after Astro's client directives: at once (`load`, what the visitor sees
 * first and may touch at once), when the browser is idle (`idle`), when it comes near the window (`visible`), or on
 * the visitor's first pointer, touch or focus inside it (`interaction`).
 */
export const HYDRATE_WHEN = ['load', 'idle', 'visible', 'interaction'] as const;
export type HydrateWhen = (typeof HYDRATE_WHEN)[number];

export interface IslandMarker {
  readonly name: string;
  readonly when: HydrateWhen;
  readonly props: Record<string, unknown>;
}

/** Reads a marker's attributes; a marker the prerender did not write (unknown directive, props not an object) is refused, naming it. */
export function readIslandMarker(attribute: (name: string) => string | null): IslandMarker {
  const name = attribute(ISLAND_ATTRIBUTE);
  if (!name) throw new Error('An island marker has no name');
  const when = attribute(HYDRATE_ATTRIBUTE) ?? 'load';
  if (!(HYDRATE_WHEN as readonly string[]).includes(when)) throw new Error(`Island "${name}": unknown hydration directive "${when}"`);
  const text = attribute(PROPS_ATTRIBUTE) ?? '{}';
  let props: unknown;
  try {
    props = JSON.parse(text);
  } catch {
    throw new Error(`Island "${name}": its props are not JSON`);
  }
  if (typeof props !== 'object' || props === null || Array.isArray(props)) throw new Error(`Island "${name}": its props are not an object`);
  return { name, when: when as HydrateWhen, props: props as Record<string, unknown> };
}
