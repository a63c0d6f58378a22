import type { ComponentType } from 'react';
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, NEAR_ATTRIBUTE, readIslandMarker, type HydrateWhen } from './island-markers.js';
import type { IslandModule } from './island-registry.js';

/** When each directive lets an island start: `start` runs once, at the moment the directive names, and settles once the island is hydrated. */
export type IslandSchedule = Readonly<Record<HydrateWhen, (marker: Element, start: () => Promise<void>) => void>>;

/** How far from the window a `visible` island starts loading, so it is ready when it scrolls in. */
const VISIBLE_MARGIN = '200px';
/** The first signs that the visitor is about to use an `interaction` island (they come before its click or key). */
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Makes a held click again, as the same kind of click: a pointer's keeps its count (`detail` 1 or more) and modifier
 * keys, so a component that tells a pointer's click from a key's (detail 0, the Tours menu's toggle) sees the one the
 * visitor made; a dispatched click runs the element's own action as a real one does.
 */
function clickAgain(target: HTMLElement, event: Event): void {
  if (typeof MouseEvent !== 'function' || !(event instanceof MouseEvent)) return target.click();
  const { detail, button, ctrlKey, shiftKey, altKey, metaKey, clientX, clientY, screenX, screenY } = event;
  target.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: event.view, detail, button, ctrlKey, shiftKey, altKey, metaKey, clientX, clientY, screenX, screenY }),
  );
}

/**
 * The keys an island's own code answers (a menu's arrows, Escape), whose browser default matters little: one pressed
 * before the island is hydrated is held and pressed again once it is. Enter and Space are not held: on a button the
 * browser turns them into a click, which is held as a tap is.
 */
const HELD_KEYS: ReadonlySet<string> = new Set(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Escape']);

function pressAgain(target: HTMLElement, event: KeyboardEvent): void {
  const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
  target.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true, composed: true }));
}

/**
 * The elements outside its marker that an island serves, named by its `near` selector: the photo slots the tour-card
 * photos draw into, the footer's Cookie settings button that opens the banner's dialog. They start the island as its
 * own markup does.
 */
function servedElements(marker: Element): Element[] | undefined {
  const near = marker.getAttribute(NEAR_ATTRIBUTE);
  return near ? [...marker.ownerDocument.querySelectorAll(near)] : undefined;
}

/**
 * A tap on an island that is not hydrated yet is not lost: its island starts at once, the tap's own action waits
 * (a button inside a form would otherwise submit the page), and the tap is made again once the island answers. A
 * link is left alone: it works without its island. Keys reach a button as a click too (Enter in a form's field);
 * the island's own keys (HELD_KEYS) are held and pressed again the same way.
 */
export function answeringEarlyTaps(wait: (marker: Element, start: () => void) => void): (marker: Element, start: () => Promise<void>) => void {
  return (marker, start) => {
    let begun: Promise<void> | undefined;
    const begin = () =>
      (begun ??= start().finally(() => {
        for (const element of guarded) {
          element.removeEventListener('click', early, { capture: true });
          element.removeEventListener('keydown', earlyKey, { capture: true });
        }
      }));
    function earlyKey(event: Event) {
      const target = event.target as HTMLElement | null;
      if (!target || typeof KeyboardEvent !== 'function' || !(event instanceof KeyboardEvent) || !HELD_KEYS.has(event.key)) return;
      event.preventDefault();
      event.stopPropagation();
      void begin().then(() => setTimeout(() => target.isConnected && pressAgain(target, event)));
    }
    function early(event: Event) {
      const target = event.target as HTMLElement | null;
      if (!target || typeof target.closest !== 'function' || target.closest('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      void begin().then(() => setTimeout(() => target.isConnected && clickAgain(target, event)));
    }
    const guarded = [marker, ...(servedElements(marker) ?? [])];
    for (const element of guarded) {
      element.addEventListener('click', early, { capture: true });
      element.addEventListener('keydown', earlyKey, { capture: true });
    }
    wait(marker, () => void begin());
  };
}

/** The browser's moments, after Astro's client:load, client:idle and client:visible. */
export const browserSchedule: IslandSchedule = {
  // Guarded as well: a tap held before the page's script loaded (ui/public/page-start.js) is made again while it hydrates.
  load: answeringEarlyTaps((_marker, start) => start()),
  idle: answeringEarlyTaps((_marker, start) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  }),
  visible: answeringEarlyTaps((marker, start) => {
    // The marker takes no box (display: contents): its children are what comes on screen, or, for an island that
    // draws elsewhere in the page, the elements its `near` selector names.
    const served = servedElements(marker) ?? [...marker.children];
    const targets = served.length > 0 ? served : [marker];
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    for (const target of targets) observer.observe(target);
  }),
  interaction: answeringEarlyTaps((marker, start) => {
    const watched = [marker, ...(servedElements(marker) ?? [])];
    const once = () => {
      for (const element of watched) for (const type of INTERACTION_EVENTS) element.removeEventListener(type, once);
      start();
    };
    for (const element of watched) for (const type of INTERACTION_EVENTS) element.addEventListener(type, once, { passive: true });
  }),
};

export type IslandModules = Readonly<Record<string, IslandModule>>;
/** Hydrates a marker with its island; settles once the island has rendered and its effects run. */
export type Hydrate = (marker: Element, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>) => Promise<void>;

/**
 * React DOM's hydration, loaded with the first island that is due: a page whose islands all wait for the visitor runs
 * no React at all until then (docs/decisions/086). It is in React's chunk (ui/vite.config.ts), which the island's own
 * chunk has already loaded, so it costs no request of its own.
 */
const hydrateInPage: Hydrate = (marker, Component, props) => import('./hydrate-in-page.js').then(({ hydrateInPage }) => hydrateInPage(marker, Component, props));

/**
 * The one small island loader of a static page (docs/decisions/083): every island marker the prerender wrote is
 * scheduled by its directive, then its chunk is loaded and its markup hydrated, each island a React root of its own.
 * A marker that names no known island, or whose chunk fails to load, is reported and the page keeps its static HTML.
 * `modules` is the island registry (./island-registry.ts), which ui/main.tsx passes.
 */
export function hydrateIslands(
  root: ParentNode,
  { modules, schedule = browserSchedule, hydrate = hydrateInPage }: { modules: IslandModules; schedule?: IslandSchedule; hydrate?: Hydrate },
): Promise<void>[] {
  const started: Promise<void>[] = [];
  for (const element of root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    // An island inside another is hydrated by its parent's render.
    if (element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`)) continue;
    let marker;
    try {
      marker = readIslandMarker((name) => element.getAttribute(name));
    } catch (error) {
      console.error(error);
      continue;
    }
    const load = modules[marker.name];
    if (!load) {
      console.error(`Island "${marker.name}" is not in the island registry (ui/islands/island-registry.ts)`);
      continue;
    }
    const { props } = marker;
    started.push(
      new Promise<void>((resolve) => {
        schedule[marker.when](element, () =>
          load()
            .then(({ default: Component }) => hydrate(element, Component as ComponentType<Record<string, unknown>>, props))
            .then(() => element.setAttribute(HYDRATED_ATTRIBUTE, ''))
            .catch((error: unknown) => console.error(`Island "${marker.name}" could not load:`, error))
            .finally(resolve),
        );
      }),
    );
  }
  return started;
}
