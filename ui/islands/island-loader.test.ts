import { describe, expect, it, vi } from 'vitest';
import { answeringEarlyTaps, browserSchedule, hydrateIslands, type Hydrate, type IslandModules, type IslandSchedule } from './island-loader.js';

/** A marker element as the prerender writes it; `inside` is the island marker it sits in, if any. */
function marker(attributes: Record<string, string>, inside?: object) {
  return {
    getAttribute: (name: string) => attributes[name] ?? null,
    setAttribute: (name: string, value: string) => void (attributes[name] = value),
    parentElement: { closest: () => inside ?? null },
  };
}

function page(...markers: ReturnType<typeof marker>[]) {
  return { querySelectorAll: () => markers } as unknown as ParentNode;
}

/** A schedule that records each island's start instead of waiting for the moment its directive names. */
function recordingSchedule() {
  const due: { when: string; start: () => void }[] = [];
  const schedule = Object.fromEntries(
    (['load', 'idle', 'visible', 'interaction'] as const).map((when) => [when, (_marker: Element, start: () => void) => due.push({ when, start })]),
  ) as unknown as IslandSchedule;
  return { schedule, due };
}

const Header = () => null;
const Year = () => null;
const modules: IslandModules = {
  'site-header': () => Promise.resolve({ default: Header }),
  'current-year': () => Promise.resolve({ default: Year }),
};

describe('the island loader of a static page (docs/decisions/083)', () => {
  it('loads and hydrates each island only when its directive says, with the props the prerender wrote', async () => {
    const header = marker({ 'data-island': 'site-header', 'data-hydrate': 'load' });
    const year = marker({ 'data-island': 'current-year', 'data-hydrate': 'idle', 'data-island-props': '{"buildYear":2026}' });
    const { schedule, due } = recordingSchedule();
    const hydrate = vi.fn<Hydrate>();
    const started = hydrateIslands(page(header, year), { modules, schedule, hydrate });

    expect(due.map((island) => island.when)).toEqual(['load', 'idle']);
    expect(hydrate).not.toHaveBeenCalled();
    due[1]!.start();
    await started[1];
    expect(hydrate).toHaveBeenCalledExactlyOnceWith(year, Year, { buildYear: 2026 });
    due[0]!.start();
    await started[0];
    expect(hydrate).toHaveBeenLastCalledWith(header, Header, {});
  });

  it('marks each island hydrated once it has hydrated, not before: what a test waits for (docs/decisions/141)', async () => {
    const header = marker({ 'data-island': 'site-header', 'data-hydrate': 'load' });
    const { schedule, due } = recordingSchedule();
    let finish = () => {};
    const hydrate = vi.fn<Hydrate>(() => new Promise<void>((resolve) => (finish = resolve)));
    const started = hydrateIslands(page(header), { modules, schedule, hydrate });

    due[0]!.start();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalled());
    expect(header.getAttribute('data-island-hydrated')).toBeNull();
    finish();
    await started[0];
    expect(header.getAttribute('data-island-hydrated')).toBe('');
  });

  it('leaves an island inside another to its parent, and keeps the static HTML of one it does not know', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { schedule, due } = recordingSchedule();
    const hydrate = vi.fn<Hydrate>();
    void hydrateIslands(page(marker({ 'data-island': 'current-year' }, {}), marker({ 'data-island': 'carousel' }), marker({ 'data-island': 'site-header', 'data-hydrate': 'soon' })), {
      modules,
      schedule,
      hydrate,
    });
    expect(due).toEqual([]);
    expect(errors.mock.calls.map(([error]) => String(error))).toEqual([
      'Island "carousel" is not in the island registry (ui/islands/island-registry.ts)',
      'Error: Island "site-header": unknown hydration directive "soon"',
    ]);
    errors.mockRestore();
  });

  it('reports an island whose chunk fails to load, and the page goes on', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { schedule, due } = recordingSchedule();
    const hydrate = vi.fn<Hydrate>();
    const header = marker({ 'data-island': 'site-header' });
    const started = hydrateIslands(page(header), {
      modules: { 'site-header': () => Promise.reject(new Error('offline')) },
      schedule,
      hydrate,
    });
    due[0]!.start();
    await started[0];
    expect(hydrate).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith('Island "site-header" could not load:', new Error('offline'));
    expect(header.getAttribute('data-island-hydrated')).toBeNull();
    errors.mockRestore();
  });
});

/** An element as the early-tap guard sees it: events, whether it sits in a link, and a click to replay. */
class TappableElement extends EventTarget {
  clicks = 0;
  readonly isConnected = true;
  constructor(
    private readonly inLink = false,
    /** The `near` selector and the page it finds its elements in, for an island that serves elements outside its marker. */
    private readonly served?: { near: string; elements: TappableElement[] },
  ) {
    super();
  }
  getAttribute(name: string) {
    return name === 'data-island-near' ? (this.served?.near ?? null) : null;
  }
  get ownerDocument() {
    return { querySelectorAll: () => this.served?.elements ?? [] };
  }
  closest(selector: string) {
    return selector === 'a[href]' && this.inLink ? this : null;
  }
  click() {
    this.clicks += 1;
  }
}

describe('a tap before its island answers (docs/decisions/083)', () => {
  it('starts the island at once, holds the tap, and makes it again once the island is hydrated', async () => {
    const button = new TappableElement();
    let hydrated!: () => void;
    const start = vi.fn(() => new Promise<void>((resolve) => (hydrated = resolve)));
    answeringEarlyTaps(() => undefined)(button as unknown as Element, start);

    const tap = new Event('click', { cancelable: true });
    button.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(button.clicks).toBe(0);

    hydrated();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(button.clicks).toBe(1);
    // Once hydrated, taps are the island's own: the guard is gone.
    const later = new Event('click', { cancelable: true });
    button.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('leaves a link alone: it works without its island', () => {
    const link = new TappableElement(true);
    const start = vi.fn(() => Promise.resolve());
    answeringEarlyTaps(() => undefined)(link as unknown as Element, start);
    const tap = new Event('click', { cancelable: true });
    link.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });

  it('starts the island once, whether the tap or the directive comes first', async () => {
    const button = new TappableElement();
    let due!: () => void;
    const start = vi.fn(() => Promise.resolve());
    answeringEarlyTaps((_marker, begin) => (due = begin))(button as unknown as Element, start);
    button.dispatchEvent(new Event('click', { cancelable: true }));
    due();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("makes a pointer's click again as a pointer's click (its count, its keys), so a key's click stays told apart", async () => {
    /** What the browser's MouseEvent carries that the replay keeps. */
    class PointerClick extends Event {
      readonly detail: number;
      readonly button = 0;
      readonly ctrlKey: boolean;
      readonly shiftKey = false;
      readonly altKey = false;
      readonly metaKey = false;
      readonly clientX = 10;
      readonly clientY = 20;
      readonly screenX = 10;
      readonly screenY = 20;
      readonly view = null;
      constructor(type: string, init: EventInit & { detail?: number; ctrlKey?: boolean } = {}) {
        super(type, init);
        this.detail = init.detail ?? 0;
        this.ctrlKey = init.ctrlKey ?? false;
      }
    }
    vi.stubGlobal('MouseEvent', PointerClick);
    try {
      const button = new TappableElement();
      const replayed: PointerClick[] = [];
      answeringEarlyTaps(() => undefined)(button as unknown as Element, () => Promise.resolve());
      button.dispatchEvent(new PointerClick('click', { cancelable: true, detail: 1, ctrlKey: true }));
      button.addEventListener('click', (event) => replayed.push(event as PointerClick));
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(replayed.map(({ detail, ctrlKey, clientX }) => ({ detail, ctrlKey, clientX }))).toEqual([{ detail: 1, ctrlKey: true, clientX: 10 }]);
      expect(button.clicks).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('an island that waits for an interaction, also with what it serves elsewhere (docs/decisions/086)', () => {
  it("starts at the first sign of use on an element its `near` selector names, and makes that element's early tap again", async () => {
    // The consent banner, hidden for a visitor who already chose, and the footer's Cookie settings button that opens its dialog.
    const cookieSettings = new TappableElement();
    const banner = new TappableElement(false, { near: '[data-opens-cookie-settings]', elements: [cookieSettings] });
    let hydrated!: () => void;
    const start = vi.fn(() => new Promise<void>((resolve) => (hydrated = resolve)));
    browserSchedule.interaction(banner as unknown as Element, start);

    cookieSettings.dispatchEvent(new Event('pointerover'));
    expect(start).toHaveBeenCalledTimes(1);
    const tap = new Event('click', { cancelable: true });
    cookieSettings.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(cookieSettings.clicks).toBe(0);
    hydrated();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(cookieSettings.clicks).toBe(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not start before: nothing loads for a visitor who does not touch it', () => {
    const banner = new TappableElement(false, { near: '[data-opens-cookie-settings]', elements: [new TappableElement()] });
    const start = vi.fn(() => Promise.resolve());
    browserSchedule.interaction(banner as unknown as Element, start);
    expect(start).not.toHaveBeenCalled();
  });
});

describe('an island that waits to be visible (docs/decisions/083)', () => {
  /** IntersectionObserver as the schedule uses it: what it watches, and a way to bring one of them near the window. */
  function watchingObserver() {
    const watched: unknown[] = [];
    let report!: (entries: { isIntersecting: boolean }[]) => void;
    class Observer {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = callback;
      }
      observe(target: unknown) {
        watched.push(target);
      }
      disconnect() {
        watched.length = 0;
      }
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    return { watched, comesNear: () => report([{ isIntersecting: true }]) };
  }

  function visibleMarker(children: unknown[], near: string | null, page: Record<string, unknown[]>) {
    return Object.assign(new EventTarget(), {
      children,
      getAttribute: (name: string) => (name === 'data-island-near' ? near : null),
      ownerDocument: { querySelectorAll: (selector: string) => page[selector] ?? [] },
    });
  }

  it('watches what it draws: its children, or the elements its `near` selector names, and starts when one comes near', () => {
    const observer = watchingObserver();
    try {
      const filterRow = { name: 'filter row' };
      const start = vi.fn(() => Promise.resolve());
      browserSchedule.visible(visibleMarker([filterRow], null, {}) as unknown as Element, start);
      expect(observer.watched).toEqual([filterRow]);
      expect(start).not.toHaveBeenCalled();
      observer.comesNear();
      expect(start).toHaveBeenCalledTimes(1);

      const slots = [Object.assign(new EventTarget(), { name: 'first photo slot' }), Object.assign(new EventTarget(), { name: 'second photo slot' })];
      browserSchedule.visible(visibleMarker([], '[data-tour-photo-slot]', { '[data-tour-photo-slot]': slots }) as unknown as Element, start);
      expect(observer.watched).toEqual(slots);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
