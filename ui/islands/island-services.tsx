import type { ComponentType, ReactElement } from 'react';
import { composePorts, type PagePorts } from '../container.js';
import { ServicesProvider } from '../services.js';

/**
 * The page's ports (ui/container.ts, the browser's composition root), bound when the first island that needs one
 * hydrates and shared by every island of the page: the consent the banner records is the one the tracking reads.
 * Only islands that resolve a port import this module, so the adapters load with them alone; no inversify
 * container, which would weigh as much as every island together (docs/decisions/083).
 */
let pagePorts: PagePorts | undefined;

export function withIslandServices<P extends object>(Component: ComponentType<P>): (props: P) => ReactElement {
  function WithServices(props: P) {
    return (
      <ServicesProvider container={(pagePorts ??= composePorts())}>
        <Component {...props} />
      </ServicesProvider>
    );
  }
  WithServices.displayName = `WithServices(${Component.displayName ?? Component.name})`;
  return WithServices;
}
