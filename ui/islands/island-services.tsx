import type { ComponentType, ReactElement } from 'react';
import { pagePorts } from '../page-ports.js';
import { ServicesProvider } from '../services.js';

/**
 * Gives an island the page's ports (../page-ports.ts), the same ones the static page's own behaviour uses
 * (../static-page.ts): the consent the banner records is the one the tracking reads. No inversify container, which
 * would weigh as much as every island together (docs/decisions/083).
 */
export function withIslandServices<P extends object>(Component: ComponentType<P>): (props: P) => ReactElement {
  function WithServices(props: P) {
    return (
      <ServicesProvider container={pagePorts()}>
        <Component {...props} />
      </ServicesProvider>
    );
  }
  WithServices.displayName = `WithServices(${Component.displayName ?? Component.name})`;
  return WithServices;
}
