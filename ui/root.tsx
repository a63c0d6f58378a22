import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { StrictMode, type ReactNode } from 'react';
import { App } from './app.js';
import { ServicesProvider } from './services.js';
import { SiteRenderProvider, type SiteRender } from './site-render.js';

/** Providers shared by the browser entry and the prerender, so both render the same tree: `site` is the page and its views. */
export function Root({ container, queryClient, router, site }: { container: Container; queryClient: QueryClient; router: (app: ReactNode) => ReactNode; site: SiteRender }) {
  return (
    <StrictMode>
      <ServicesProvider container={container}>
        <QueryClientProvider client={queryClient}>
          <SiteRenderProvider value={site}>{router(<App />)}</SiteRenderProvider>
        </QueryClientProvider>
      </ServicesProvider>
    </StrictMode>
  );
}
