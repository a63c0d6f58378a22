import { createContext, useContext, type ReactNode } from 'react';
import type { Token } from '../domain/kernel/token.js';
import type { PortResolver } from './container.js';

const ContainerContext = createContext<PortResolver | null>(null);

export function ServicesProvider({ container, children }: { container: PortResolver; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** Resolves a domain port from the composition root given to ServicesProvider. */
export function useService<T>(token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService needs a ServicesProvider above it');
  return container.get<T>(token);
}
