import { lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A screen that lives in its own chunk (docs/architecture.md §4 "code splitting"). Unlike a bare
 * React.lazy, it can be loaded ahead of rendering: the browser entry preloads the arriving page's
 * screen before hydrating, and once loaded the screen renders synchronously, so hydration meets
 * exactly the prerendered markup without suspending.
 */
export interface LazyScreen<P extends object> {
  readonly Screen: (props: P) => ReactElement;
  preload(): Promise<void>;
  /**
   * The source modules (relative to ui/) the screen's chunk is built from, as keys of Vite's build
   * manifest: the prerender turns them into <link rel="modulepreload"> tags.
   */
  readonly modules: readonly string[];
}

export function lazyScreen<P extends object>(modules: readonly string[], load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Screen(props: P): ReactElement {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return {
    Screen,
    modules,
    preload: async () => {
      await start();
    },
  };
}
