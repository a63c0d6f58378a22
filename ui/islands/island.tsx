import type { ComponentType } from 'react';
import * as css from './island.css.js';
import { HYDRATE_ATTRIBUTE, ISLAND_ATTRIBUTE, NEAR_ATTRIBUTE, PROPS_ATTRIBUTE, type HydrateWhen } from './island-markers.js';
import type { IslandName } from './island-registry.js';

/** Props an island can carry from the prerender to the browser: what JSON writes and reads back the same. */
export type IslandProps = { readonly [key: string]: IslandValue };
type IslandValue = string | number | boolean | null | readonly IslandValue[] | { readonly [key: string]: IslandValue };

/**
 * A part of a page that responds to the visitor (docs/decisions/083). The prerender renders it with the rest of the
 * page, inside a marker that names it, says when it hydrates and carries its props; on a static page the browser's
 * island loader (./island-loader.ts) hydrates that marker alone, with the island's own chunk (./island-registry.ts).
 * `component` must be the one the registry loads under `name`, rendered with these props and nothing else, so the
 * browser draws exactly the prerendered markup. `inline` writes a <span> marker, for islands inside a paragraph.
 * `near`: the CSS selector of what the island serves elsewhere in the page (./island-markers.ts NEAR_ATTRIBUTE): what
 * a `visible` island draws into through portals (its own marker has no box to watch), or what else starts an
 * `interaction` island.
 */
export function Island<P extends IslandProps>({
  name,
  when,
  component: Component,
  props,
  inline = false,
  near,
}: {
  name: IslandName;
  when: HydrateWhen;
  component: ComponentType<P>;
  props: P;
  inline?: boolean;
  near?: string;
}) {
  const Marker = inline ? 'span' : 'div';
  const attributes = { [ISLAND_ATTRIBUTE]: name, [HYDRATE_ATTRIBUTE]: when, [PROPS_ATTRIBUTE]: JSON.stringify(props), ...(near ? { [NEAR_ATTRIBUTE]: near } : {}) };
  return (
    <Marker className={css.island} {...attributes}>
      <Component {...props} />
    </Marker>
  );
}
