import { Container } from 'inversify';
import type { PortOverrides } from '../domain/kernel/token.js';
import { adminPortDefaults } from './admin-ports.js';
import { composePorts, type ContainerEnvironment } from './container.js';

/**
 * The app's inversify container (the admin screen, the pages that still hydrate whole, the prerender): the ports of
 * the composition root (ui/container.ts) and the admin's (ui/admin-ports.ts) bound as constants. `createContainer([[TourImagesApiToken, fake]])` swaps
 * a port, as composePorts does.
 */
export function createContainer<const Ports extends readonly unknown[] = []>(overrides?: PortOverrides<Ports>, environment?: ContainerEnvironment): Container {
  const container = new Container();
  for (const [token, implementation] of composePorts(overrides, environment, adminPortDefaults()).entries()) container.bind(token).toConstantValue(implementation);
  return container;
}
