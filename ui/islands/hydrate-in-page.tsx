import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SiteNavigationProvider } from '../components/site-link.js';

/** Tells when the island's first render is on the page and its effects have run (a parent's effects run after its children's). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates the marker's prerendered markup with its island, a React root of its own, inside what every island shares:
 * where the visitor is. Settles once the island answers, so a tap held before (./island-loader.ts) is made again on
 * the hydrated island, not on the static markup. In a transition: React hydrates in slices of a few milliseconds,
 * yielding to the browser between them, instead of one long task on a phone (docs/decisions/086); a visitor's press
 * on a part still hydrating makes React hydrate that part at once.
 */
export function hydrateInPage(marker: Element, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>): Promise<void> {
  return new Promise((resolve) => {
    startTransition(() => {
      hydrateRoot(
        marker,
        <StrictMode>
          <SiteNavigationProvider value={{ pathname: window.location.pathname }}>
            <Committed onCommit={resolve}>
              <Component {...props} />
            </Committed>
          </SiteNavigationProvider>
        </StrictMode>,
        // The marker's name attribute (./island-markers.ts) is read here, not imported: this module goes with React's chunk.
        { onRecoverableError: (error) => console.error(`Hydration problem in island "${marker.getAttribute('data-island')}":`, error) },
      );
    });
  });
}
