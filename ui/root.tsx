import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { StrictMode, type ReactNode } from 'react';
import { App } from './app.js';
import { ServicesProvider } from './services.js';

/** Providers shared by the browser entry and the prerender, so both render the same tree. */
export function Root({ container, queryClient, router }: { container: Container; queryClient: QueryClient; router: (app: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <ServicesProvider container={container}>
        <QueryClientProvider client={queryClient}>
          {router(<App />)}
        </QueryClientProvider>
      </ServicesProvider>
    </StrictMode>
  );
}
