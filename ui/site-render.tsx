import { createContext, useContext, type ReactNode } from 'react';
import type { SiteShellView } from '../domain/presentation/site-shell-view.js';
import type { PageEntry } from '../domain/presentation/site-pages.js';
import type { ScreenView } from '../domain/presentation/screen-views.js';

/**
 * What one render of one page shows (docs/decisions/101): the shell's view (header, footer), the page's entry and its
 * screen's view, each made by a view function of domain/presentation from the records the page's reader gave out.
 * The prerender (ui/site-renderer.ts) and the admin app (ui/full-app.tsx) set it; pages and components read it here,
 * never the catalogue. An island hydrates alone, from its props.
 */
export interface SiteRender {
  readonly shell: SiteShellView;
  readonly page: PageEntry;
  readonly view: ScreenView;
}

const SiteRenderContext = createContext<SiteRender | undefined>(undefined);

export function SiteRenderProvider({ value, children }: { value: SiteRender; children: ReactNode }) {
  return <SiteRenderContext.Provider value={value}>{children}</SiteRenderContext.Provider>;
}

export function useSiteRender(): SiteRender {
  const render = useContext(SiteRenderContext);
  if (render === undefined) throw new Error('No page is being rendered: the render gives its SiteRender to SiteRenderProvider');
  return render;
}

/** The shell's view: the header's and footer's places and the settings they show. */
export const useSiteShell = (): SiteShellView => useSiteRender().shell;
